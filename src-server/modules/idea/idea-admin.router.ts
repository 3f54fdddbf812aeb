import { IDEA_STATUSES } from '#shared/constants.ts';
import { ideaFieldDefinitions } from '#shared/idea-fields.ts';
import { settingsWithDefaults } from '#shared/schemas/organisation.ts';
import { guidInput } from '#shared/schemas/common.ts';
import { ADMIN_IDEAS_PAGE_SIZE, adminIdeaListInput, adminIdeaStatuses, adminIdeaUpdateInput } from '#shared/schemas/idea-admin.ts';
import type { AuthedContext } from '#server/trpc/context.ts';
import { orgAdminProcedure, router } from '#server/trpc/procedures.ts';
import { presentTag } from '#server/modules/tag/tag.presenter.ts';
import { fullName } from '#server/modules/user/user.presenter.ts';
import { adminIdeaCampaigns, listIdeasForAdmin, loadIdeaForAdmin, updateIdeaAsAdmin } from './idea-admin.service';

/** The idea as the admin editor shows it: every field, whatever its visibility, and the campaign's field definitions. */
async function adminIdea(ctx: AuthedContext, guid: string) {
  const { idea, campaign, authors } = await loadIdeaForAdmin(ctx, guid);
  return {
    guid: idea.id,
    name: idea.name,
    content: idea.content,
    status: idea.status,
    createdAt: idea.createdAt,
    extraFields: idea.extraFields,
    tags: idea.tags
      .getItems()
      .map(presentTag)
      .sort((a, b) => a.name.localeCompare(b.name)),
    authors: authors.filter((row) => row.status === 'accepted').map((row) => ({ guid: row.user.id, name: fullName(row.user) })),
    campaign: { guid: campaign.id, slug: campaign.slug, name: campaign.name },
    fields: ideaFieldDefinitions(campaign.settings),
    /** The site's cap on tags per idea (0: ideas have no tags). */
    maxTags: settingsWithDefaults(ctx.site.settings).ideaMaxNumTags,
  };
}
export type AdminIdeaDto = Awaited<ReturnType<typeof adminIdea>>;

/**
 * Idea administration (spec 2 §2, §7), mounted as `idea.admin`: the organisation admin's ideas
 * list across the site's campaigns, and the idea editor. Exports are GET /export/ideas.
 */
export const ideaAdminRouter = router({
  /** /organisation/admin/ideas: 10 a page under the filters (statuses default to spec 2 §9's set). */
  list: orgAdminProcedure.input(adminIdeaListInput).query(async ({ ctx, input }) => {
    const { rows, total } = await listIdeasForAdmin(ctx, input);
    return {
      items: rows.map((row) => ({
        guid: row.id,
        name: row.name,
        status: row.status,
        createdAt: new Date(row.created_at),
        campaign: { guid: row.campaign_id, name: row.campaign_name, slug: row.campaign_slug },
        authors: row.authors.map((author) => ({ guid: author.guid, name: fullName(author) })),
        upvoteCount: row.upvote_count,
        feedbackCount: row.feedback_count,
        commentCount: row.comment_count,
        rating: row.rating,
      })),
      total,
      page: input.page,
      pageSize: ADMIN_IDEAS_PAGE_SIZE,
      statuses: [...adminIdeaStatuses(input.statuses)],
      sort: input.sort,
    };
  }),
  /** The campaigns the list can be narrowed to, and the statuses it can show. */
  filters: orgAdminProcedure.query(async ({ ctx }) => ({
    campaigns: (await adminIdeaCampaigns(ctx)).map((campaign) => ({ guid: campaign.id, name: campaign.name })),
    statuses: [...IDEA_STATUSES],
  })),
  /** /organisation/admin/ideas/edit/{guid}. */
  byGuid: orgAdminProcedure.input(guidInput).query(({ ctx, input }) => adminIdea(ctx, input.guid)),
  update: orgAdminProcedure.input(adminIdeaUpdateInput).mutation(async ({ ctx, input }) => adminIdea(ctx, (await updateIdeaAsAdmin(ctx, input)).id)),
});
