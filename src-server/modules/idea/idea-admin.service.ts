import { ideaFieldDefinitions } from '#shared/idea-fields.ts';
import { ideaSearchExtra } from '#shared/idea-search.ts';
import { hasOrgAdminRights } from '#shared/permissions.ts';
import { isGuid } from '#shared/schemas/common.ts';
import { prefixTsquery, searchTerms } from '#shared/schemas/idea-list.ts';
import { ADMIN_IDEAS_PAGE_SIZE, adminIdeaStatuses, type AdminIdeaFilters, type AdminIdeaListInput, type AdminIdeaSort, type AdminIdeaUpdateInput } from '#shared/schemas/idea-admin.ts';
import { lockForListSave } from '#server/db/pivot-rows.ts';
import { AppError } from '#server/errors/app-error.ts';
import type { KeysetOrder } from '#server/export/keyset.ts';
import type { AuthedContext } from '#server/trpc/context.ts';
import { CampaignSchema, type Campaign } from '#server/entities/campaign.entity.ts';
import { tagSlug } from '#server/modules/tag/tag.service.ts';
import type { Idea } from '#server/entities/idea.entity.ts';
import { tagsForSave } from './idea-tags.service';
import { loadIdea, type LoadedIdea } from './idea-view.service';
import { acceptIdea, checkedExtraFields, tellFollowersOfStatus } from './idea.service';

const CREATED = { sql: 'idea.created_at', type: 'timestamptz' } as const;
const ID = { sql: 'idea.id', type: 'uuid' } as const;

/** The admin list's orders; ties broken by id so pages never overlap and an export can continue after a row. */
export const ADMIN_IDEA_ORDERS: Record<AdminIdeaSort, KeysetOrder> = {
  new: { keys: [CREATED, ID], direction: 'desc' },
  old: { keys: [CREATED, ID], direction: 'asc' },
  name: { keys: [{ sql: 'lower(idea.name)', type: 'text' }, ID], direction: 'asc' },
  upvotes: { keys: [{ sql: 'idea.upvote_count', type: 'int' }, CREATED, ID], direction: 'desc' },
  feedback: { keys: [{ sql: 'idea.feedback_count', type: 'int' }, CREATED, ID], direction: 'desc' },
};

/**
 * The SQL condition for the admin filters over `idea` (joined as idea), with its parameters.
 * Raw SQL skips the ORM's tenant filter, so the site is named here first.
 */
export function adminIdeaCondition(ctx: AuthedContext, filters: AdminIdeaFilters): { sql: string; params: unknown[] } {
  const parts = ['idea.organisation_id = ?'];
  const params: unknown[] = [ctx.site.id];
  const statuses = adminIdeaStatuses(filters.statuses);
  if (statuses.length > 0) {
    parts.push('idea.status in (?)');
    params.push([...statuses]);
  }
  if (filters.campaignGuid) {
    // A malformed guid names no campaign: nothing matches, rather than a uuid cast error.
    parts.push(isGuid(filters.campaignGuid) ? 'idea.campaign_id = ?' : 'false');
    if (isGuid(filters.campaignGuid)) params.push(filters.campaignGuid);
  }
  // The Ideas tab's safe prefix query: each word matches as a word start ("sol" finds "solar").
  const terms = searchTerms(filters.search);
  if (terms.length > 0) {
    parts.push("idea.search_vector @@ to_tsquery('simple', ?)");
    params.push(prefixTsquery(terms));
  }
  if (filters.tags && filters.tags.length > 0) {
    parts.push('exists (select 1 from idea_tag it join tag on tag.id = it.tag_id where it.idea_id = idea.id and tag.slug in (?))');
    params.push(filters.tags.map(tagSlug));
  }
  if (filters.authorGuid) {
    parts.push(isGuid(filters.authorGuid) ? "exists (select 1 from idea_author author where author.idea_id = idea.id and author.user_id = ? and author.status = 'accepted')" : 'false');
    if (isGuid(filters.authorGuid)) params.push(filters.authorGuid);
  }
  return { sql: parts.join(' and '), params };
}

export function adminIdeaOrder(sort: AdminIdeaSort): string {
  const order = ADMIN_IDEA_ORDERS[sort];
  return order.keys.map((key) => `${key.sql} ${order.direction}`).join(', ');
}

/** Accepted authors of `idea` as JSON, oldest first (the creator leads). */
export const AUTHORS_JSON = `coalesce((select json_agg(json_build_object('guid', app_user.id, 'firstName', app_user.first_name, 'lastName', app_user.last_name) order by author.created_at, author.id)
  from idea_author author join app_user on app_user.id = author.user_id
  where author.idea_id = idea.id and author.status = 'accepted'), '[]')`;

export interface AdminIdeaRow {
  id: string;
  name: string;
  status: string;
  created_at: string | Date;
  upvote_count: number;
  feedback_count: number;
  comment_count: number;
  rating: number | null;
  campaign_id: string;
  campaign_name: string;
  campaign_slug: string;
  authors: { guid: string; firstName: string; lastName: string }[];
  total: number;
}

function assertAdmin(ctx: AuthedContext): void {
  if (!hasOrgAdminRights(ctx.viewer)) throw new AppError('forbidden');
}

/**
 * The organisation admin's ideas list (spec 2 §2, §9): every idea of the site's campaigns that
 * passes the filters, 10 a page, with the total. One statement; a second only to count when
 * the page asked for lies past the end.
 */
export async function listIdeasForAdmin(ctx: AuthedContext, input: AdminIdeaListInput): Promise<{ rows: AdminIdeaRow[]; total: number }> {
  assertAdmin(ctx);
  const condition = adminIdeaCondition(ctx, input);
  const connection = ctx.em.getConnection();
  const rows = await connection.execute<AdminIdeaRow[]>(
    `select idea.id, idea.name, idea.status, idea.created_at, idea.upvote_count, idea.feedback_count, idea.comment_count,
       case when idea.rating_count = 0 then null else round(idea.rating_sum::numeric / idea.rating_count, 1)::float end as rating,
       campaign.id as campaign_id, campaign.name as campaign_name, campaign.slug as campaign_slug,
       ${AUTHORS_JSON} as authors,
       count(*) over ()::int as total
     from idea join campaign on campaign.id = idea.campaign_id
     where ${condition.sql}
     order by ${adminIdeaOrder(input.sort)}
     limit ? offset ?`,
    [...condition.params, ADMIN_IDEAS_PAGE_SIZE, (input.page - 1) * ADMIN_IDEAS_PAGE_SIZE],
  );
  if (rows.length > 0 || input.page === 1) return { rows, total: rows[0]?.total ?? 0 };
  const [counted] = await connection.execute<{ total: number }[]>(`select count(*)::int as total from idea where ${condition.sql}`, condition.params);
  return { rows, total: counted?.total ?? 0 };
}

/** The site's campaigns by name: what the admin list can be narrowed to. */
export async function adminIdeaCampaigns(ctx: AuthedContext): Promise<Campaign[]> {
  assertAdmin(ctx);
  return ctx.em.find(CampaignSchema, {}, { orderBy: { name: 'asc', id: 'asc' } });
}

/** An idea of this site for the admin editor, whatever its status or campaign phase. */
export async function loadIdeaForAdmin(ctx: AuthedContext, guid: string): Promise<LoadedIdea> {
  assertAdmin(ctx);
  // Admins count as every campaign's coach, so the shared loader shows them every status.
  return loadIdea(ctx, guid);
}

/**
 * The admin editor's save (spec 2 §2, §7): name, content, any status, tags and extra fields, by
 * the idea form's rules (required fields, options, uploads, the tag cap) but whatever phase the
 * campaign is in: admins tidy ideas after a campaign ends. Accepting tells and pays the authors
 * as the coach's accept does; a save is no revision by a contributor, so it earns nothing else.
 */
export async function updateIdeaAsAdmin(ctx: AuthedContext, input: AdminIdeaUpdateInput): Promise<Idea> {
  const { idea, campaign, authors } = await loadIdeaForAdmin(ctx, input.guid);
  const extraFields = await checkedExtraFields(ctx.em, ctx.viewer.id, campaign, input.extraFields, idea.extraFields);
  const tags = await tagsForSave(ctx, input.tags);
  const accepted = input.status === 'ACCEPTED' && idea.status !== 'ACCEPTED';
  const from = idea.status;

  await ctx.em.transactional(async (em) => {
    if (tags) await lockForListSave(em, idea.tags);
    idea.name = input.name;
    idea.content = input.content;
    idea.status = input.status;
    idea.extraFields = extraFields;
    idea.searchExtra = ideaSearchExtra(ideaFieldDefinitions(campaign.settings), extraFields);
    if (tags) idea.tags.set(tags);
    await em.flush();
    if (accepted) await acceptIdea(em, ctx.viewer, idea, campaign, authors);
    await tellFollowersOfStatus({ ...ctx, em }, ctx.viewer, idea, campaign, from);
  });
  return idea;
}
