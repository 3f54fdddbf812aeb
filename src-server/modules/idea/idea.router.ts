import { IDEA_LIST_THUMBNAIL_WIDTH, IDEA_STATUSES } from '#shared/constants.ts';
import { mediaUrl } from '#server/modules/media/media.presenter.ts';
import { guidInput } from '#shared/schemas/common.ts';
import { ideaAuthorStatusInput, ideaCreateInput, ideaStatusInput, ideaTagInput, ideaTagListInput, ideaUpdateInput } from '#shared/schemas/idea.ts';
import { campaignIdeasInput, recentIdeasInput, similarTitlesInput } from '#shared/schemas/idea-list.ts';
import { campaignSlugInput } from '#shared/schemas/campaign.ts';
import type { AppContext } from '#server/trpc/context.ts';
import { activeProcedure, authedProcedure, publicProcedure, router } from '#server/trpc/procedures.ts';
import { campaignIdeas, ideaListFilters, recentIdeas } from './idea-list.service';
import { similarTitles } from './similar-titles.service';
import { ideaPage } from './idea-view.service';
import { ideaBoost } from './idea.policy';
import { presentIdea, isNewIdea } from './idea.presenter';
import { createIdea, deleteIdea, setIdeaStatus, updateIdea } from './idea.service';
import { answerAuthorInvitation } from './idea-authors.service';
import { changeIdeaTag, ideaTagsInUse } from './idea-tags.service';
import { presentTag } from '#server/modules/tag/tag.presenter.ts';
import { findOrCreateTags } from '#server/modules/tag/tag.service.ts';
import { presentCampaignCard } from '#server/modules/campaign/campaign.presenter.ts';
import { campaignsForNewIdea } from './idea-campaigns.service';
import { onceForKey } from '#server/modules/idempotency/idempotency.service.ts';

/** A list row's boost and HOT label, by the rule the idea view uses too. */
function boostLabels(trendingScore: number, campaignMedian: number, upvoteCount: number) {
  const { boost, hot } = ideaBoost(trendingScore, campaignMedian, upvoteCount);
  return { boost, isHot: hot };
}

/** A card's picture at the lists' width (spec 1 §9), or null: the card then shows its placeholder. */
function listThumbnail(mediaId: string | null) {
  return mediaId ? { url: `${mediaUrl({ id: mediaId })}?w=${IDEA_LIST_THUMBNAIL_WIDTH}` } : null;
}

/** The idea as the idea view shows it to this viewer. */
async function ideaView(ctx: AppContext, guid: string) {
  return presentIdea(await ideaPage(ctx, guid), ctx.viewerFacts);
}

/** Ideas (spec 1 §2–§3); the idea pages, forms, feedback and comments build on this. */
export const ideaRouter = router({
  /** The campaign Ideas tab: a page of ideas in the asked (or default) order. */
  byCampaign: publicProcedure.input(campaignIdeasInput).query(async ({ ctx, input }) => {
    const { rows, sort, page, pageSize, offset, coach } = await campaignIdeas(ctx, input);
    const now = new Date();
    return {
      sort,
      page,
      pageSize,
      offset,
      total: rows[0]?.total ?? 0,
      /** Rating and feedback orders are the coaches' (spec 1 §2). */
      coachView: coach,
      ideas: rows.map((row) => ({
        guid: row.id,
        name: row.name,
        excerpt: row.content,
        status: row.status,
        // Raw rows carry timestamps as text; the client gets a Date like everywhere else.
        createdAt: new Date(row.created_at),
        authors: row.authors,
        thumbnail: listThumbnail(row.picture_id),
        totalUpvoteCount: row.upvote_count,
        feedbackCount: row.feedback_count,
        commentCount: row.comment_count,
        rating: coach ? row.rating : null,
        isNew: isNewIdea(new Date(row.created_at), now),
        ...boostLabels(row.trending_score, row.trending_median, row.upvote_count),
      })),
    };
  }),
  /** The Ideas tab's author and tag filter choices. */
  listFilters: publicProcedure.input(campaignSlugInput).query(({ ctx, input }) => ideaListFilters(ctx, input.slug)),
  /** The viewer's latest ideas (spec 1 §7 recent ideas, 4). */
  recent: authedProcedure.input(recentIdeasInput).query(async ({ ctx, input }) =>
    (await recentIdeas(ctx, input.count)).map((row) => ({
      guid: row.id,
      name: row.name,
      status: row.status,
      createdAt: new Date(row.created_at),
      campaign: { slug: row.campaign_slug, name: row.campaign_name },
    })),
  ),
  /** Likely duplicates of a new idea's title in its campaign (issue 5 item 11). */
  similarTitles: publicProcedure.input(similarTitlesInput).query(({ ctx, input }) => similarTitles(ctx, input)),
  /** GET /coach/idea/statuses: every status the server knows, in the spec's spelling. */
  statuses: publicProcedure.query(() => [...IDEA_STATUSES]),
  /** The idea view (/ideas/{guid}): for anyone the campaign's privacy admits. */
  byGuid: publicProcedure.input(guidInput).query(({ ctx, input }) => ideaView(ctx, input.guid)),
  /** /new-idea without a campaign: the campaigns the viewer may add an idea to now, as cards. */
  campaignsForNewIdea: activeProcedure.query(async ({ ctx }) => (await campaignsForNewIdea(ctx)).map((entry) => presentCampaignCard(entry))),
  /** The idea form's create (verified users; who may add is the service's rule). */
  create: activeProcedure.input(ideaCreateInput).mutation(({ ctx, input }) => onceForKey(ctx, 'idea.create', input, async (ctx) => ideaView(ctx, (await createIdea(ctx, input)).id))),
  /** The idea form's save: authors and the campaign's coaches. */
  update: activeProcedure.input(ideaUpdateInput).mutation(async ({ ctx, input }) => ideaView(ctx, (await updateIdea(ctx, input)).id)),
  /** The coach status dropdown (and accepting an idea). */
  setStatus: activeProcedure.input(ideaStatusInput).mutation(async ({ ctx, input }) => ideaView(ctx, (await setIdeaStatus(ctx, input)).id)),
  /** The invited co-author accepts or rejects (spec 1 §4); the outcome, then the idea as it now is. */
  authorStatus: activeProcedure.input(ideaAuthorStatusInput).mutation(async ({ ctx, input }) => {
    const idea = await answerAuthorInvitation(ctx, input);
    return { outcome: { guid: ctx.viewer.id, ideaStatus: input.newStatus }, idea: await ideaView(ctx, idea.id) };
  }),
  /** Tags on ideas (spec 1 §2, spec 2 §7): one at a time on an existing idea, and the tag vocabulary in use. */
  tag: router({
    add: activeProcedure.input(ideaTagInput).mutation(async ({ ctx, input }) => ideaView(ctx, (await changeIdeaTag(ctx, input, 'add')).id)),
    remove: activeProcedure.input(ideaTagInput).mutation(async ({ ctx, input }) => ideaView(ctx, (await changeIdeaTag(ctx, input, 'remove')).id)),
    inUse: publicProcedure.query(async ({ ctx }) => (await ideaTagsInUse(ctx)).map(presentTag)),
    findOrCreate: activeProcedure.input(ideaTagListInput).mutation(async ({ ctx, input }) => (await findOrCreateTags(ctx, input.list)).map(presentTag)),
  }),
  /** Org admins and super admins only (spec 1 §6). */
  delete: activeProcedure.input(guidInput).mutation(async ({ ctx, input }) => {
    await deleteIdea(ctx, input.guid);
    return { guid: input.guid };
  }),
});
