import { campaignPhase } from '#shared/campaign-rules.ts';
import type { IdeaStatus } from '#shared/constants.ts';
import { isGuid } from '#shared/schemas/common.ts';
import { effectiveIdeaSort, HIDDEN_FROM_COACHES, HIDDEN_FROM_PARTICIPANTS, prefixTsquery, searchTerms, type CampaignIdeasQuery, type IdeaSort } from '#shared/schemas/idea-list.ts';
import { AppError } from '#server/errors/app-error.ts';
import type { AppContext, AuthedContext } from '#server/trpc/context.ts';
import { viewCampaignFacts, type CampaignKey } from '#server/modules/campaign/campaign-view.service.ts';
import { isCampaignCoach } from '#server/modules/campaign/campaign.policy.ts';
import { executePrepared } from '#server/db/prepared-statements.ts';

/** Status names are the code's own constants (no user text), so they are written into the SQL. */
export function statusList(statuses: readonly IdeaStatus[]): string {
  return statuses.map((status) => `'${status}'`).join(', ');
}

/**
 * ARCHITECTURE §7, as SQL over the idea row's own counters and stored trending score: each order's
 * keys, all descending; ties broken by id so pages never overlap. Each order but `custom` (search
 * relevance, only with a search) reads one of the idea table's per-order indexes backwards.
 */
const ORDER_KEYS: Record<IdeaSort, { expression: string; nullsLast?: true }[]> = {
  new: [{ expression: 'idea.created_at' }],
  popular: [{ expression: 'idea.upvote_count' }, { expression: 'idea.created_at' }],
  trending: [{ expression: 'idea.trending_score' }, { expression: 'idea.created_at' }],
  custom: [{ expression: 'ts_rank(idea.search_vector, search.query)' }, { expression: 'idea.created_at' }],
  rating: [{ expression: '(case when idea.rating_count = 0 then null else idea.rating_sum::float8 / idea.rating_count end)', nullsLast: true }, { expression: 'idea.created_at' }],
  feedback: [{ expression: 'idea.feedback_count' }, { expression: 'idea.created_at' }],
  winnerIdeas: [{ expression: "(idea.status = 'WINNER')" }, { expression: 'idea.upvote_count' }, { expression: 'idea.created_at' }],
};

/** An order's keys as an ORDER BY list, each key written by `key` (its expression, or a column it was selected as). */
function orderBy(sort: IdeaSort, key: (expression: string, position: number) => string): string {
  return ORDER_KEYS[sort].map((each, position) => `${key(each.expression, position)} desc${each.nullsLast ? ' nulls last' : ''}`).join(', ');
}

export interface IdeaListRow {
  id: string;
  name: string;
  content: string;
  status: string;
  created_at: string;
  upvote_count: number;
  feedback_count: number;
  comment_count: number;
  rating: number | null;
  authors: { guid: string; firstName: string; lastName: string }[];
  /** The card's picture: the idea's thumbnail, else its first image; null when it has neither. */
  picture_id: string | null;
  /** The idea's stored trending score and its campaign's median: the inputs of ideaBoost. */
  trending_score: number;
  trending_median: number;
  total: number;
}

export interface CampaignIdeasQueryArgs {
  campaignId: string;
  /** The viewer coaches the campaign: declined and archived ideas are listed too. */
  coach: boolean;
  sort: IdeaSort;
  /** Sanitised search words (searchTerms); empty for no search. */
  terms: string[];
  /** Author guids (already checked to be guids); undefined for no author filter. */
  authors?: string[];
  /** Tag guids or slugs; undefined for no tag filter. */
  tags?: string[];
  /** One status; undefined for no status filter. The viewer's hidden statuses stay hidden. */
  status?: IdeaStatus;
  /** Ideas whose authors the viewer may not learn (they review them blind): an author filter never matches them. */
  authorsHiddenOn?: string[];
  limit: number;
  offset: number;
}

/**
 * The one statement of a page of a campaign's ideas, with its total, each row's authors and the
 * inputs of its boost. Unfiltered, the page comes from the order's index and the total is the
 * campaign's kept count (campaign.listedIdeaCount, by trigger). Filtered (search, authors, tags),
 * the matches are found once with their order keys, and both the count and the page read them:
 * the count and the page used to scan the search index each.
 * Placeholders are `?` with scalar values only (lists go as JSON text), so the text runs unchanged
 * through MikroORM and, numbered $1…$n, through a bare pg client (the benchmark).
 */
export function campaignIdeasQuery(args: CampaignIdeasQueryArgs): { sql: string; params: unknown[] } {
  const searching = args.terms.length > 0;
  if (args.sort === 'custom' && !searching) throw new Error('The custom order needs a search');
  const conditions: string[] = [`idea.campaign_id = ?`, `idea.status not in (${hiddenStatusesSql(args.coach)})`];
  const conditionParams: unknown[] = [args.campaignId];
  if (searching) {
    conditions.push(`idea.search_vector @@ to_tsquery('simple', ?)`);
    conditionParams.push(prefixTsquery(args.terms));
  }
  if (args.authors) {
    conditions.push(`exists (select 1 from idea_author wanted where wanted.idea_id = idea.id and wanted.status = 'accepted'
      and wanted.user_id in (select value::uuid from jsonb_array_elements_text(?::jsonb)))`);
    conditionParams.push(JSON.stringify(args.authors));
    if (args.authorsHiddenOn) {
      conditions.push(`idea.id not in (select value::uuid from jsonb_array_elements_text(?::jsonb))`);
      conditionParams.push(JSON.stringify(args.authorsHiddenOn));
    }
  }
  if (args.tags) {
    conditions.push(`exists (select 1 from idea_tag tagged join tag on tag.id = tagged.tag_id where tagged.idea_id = idea.id
      and (tag.id::text in (select jsonb_array_elements_text(?::jsonb)) or tag.slug in (select jsonb_array_elements_text(?::jsonb))))`);
    conditionParams.push(JSON.stringify(args.tags), JSON.stringify(args.tags));
  }
  if (args.status) {
    conditions.push(`idea.status = ?`);
    conditionParams.push(args.status);
  }
  const where = conditions.join('\n  and ');
  const columns = `idea.id, idea.name, left(idea.content, 300) as content, idea.status, idea.created_at, idea.upvote_count, idea.feedback_count, idea.comment_count,
  case when idea.rating_count = 0 then null else round(idea.rating_sum::numeric / idea.rating_count, 1)::float end as rating,
  coalesce((select json_agg(json_build_object('guid', app_user.id, 'firstName', app_user.first_name, 'lastName', app_user.last_name) order by author.created_at)
    from idea_author author join app_user on app_user.id = author.user_id
    where author.idea_id = idea.id and author.status = 'accepted'), '[]') as authors,
  (select attachment.media_id from idea_attachment attachment where attachment.idea_id = idea.id and attachment.kind in ('thumbnail', 'image')
    order by attachment.kind = 'thumbnail' desc, attachment.position limit 1) as picture_id,
  idea.trending_score, listing.trending_median,
  total.total`;
  const listing = `listing as (select trending_median, ${args.coach ? 'coach_listed_idea_count' : 'listed_idea_count'} as listed from campaign where id = ?)`;
  const filtered = searching || args.authors !== undefined || args.tags !== undefined || args.status !== undefined;
  if (!filtered) {
    // The total is the campaign's kept count; the page comes from the order's index.
    const sql = `with ${listing},
  total as (select listed as total from listing)
select ${columns}
from idea cross join listing cross join total
where ${where}
order by ${orderBy(args.sort, (expression) => expression)}, idea.id desc
limit ? offset ?`;
    return { sql, params: [args.campaignId, ...conditionParams, args.limit, args.offset] };
  }
  // The matches are found once (one index scan) with their order keys, for both the count and the page.
  const sql = `with ${listing},${searching ? "\n  search as (select to_tsquery('simple', ?) as query)," : ''}
  matched as materialized (select idea.id, ${ORDER_KEYS[args.sort].map((each, position) => `${each.expression} as key${position}`).join(', ')}
    from idea${searching ? ' cross join search' : ''} where ${where}),
  total as (select count(*)::int as total from matched),
  page as (select * from matched order by ${orderBy(args.sort, (_, position) => `key${position}`)}, id desc limit ? offset ?)
select ${columns}
from page join idea on idea.id = page.id cross join listing cross join total
order by ${orderBy(args.sort, (_, position) => `page.key${position}`)}, idea.id desc`;
  const params = [args.campaignId, ...(searching ? [prefixTsquery(args.terms)] : []), ...conditionParams, args.limit, args.offset];
  return { sql, params };
}

/**
 * A campaign whose ideas the viewer may list (spec 1 §2): anyone its privacy admits, except
 * that a brief-only campaign lists its ideas to members and coaches only. Says whether the
 * viewer coaches it (coaches also see declined and archived ideas).
 */
export async function campaignForIdeaLists(ctx: AppContext, key: CampaignKey) {
  const view = await viewCampaignFacts(ctx, key);
  const coach = isCampaignCoach(ctx.viewerFacts, view.campaign);
  if (view.campaign.settings.publicBriefOnly && view.membership !== 'approved' && !coach) throw new AppError('user-not-in-campaign');
  return { view, coach };
}

/** Statuses the viewer does not see in a campaign's lists. */
export function hiddenStatusesSql(coach: boolean): string {
  return statusList(coach ? HIDDEN_FROM_COACHES : HIDDEN_FROM_PARTICIPANTS);
}

/**
 * A campaign's ideas, a page at a time (spec 1 §2 Ideas tab): members and coaches, or anyone
 * the campaign's privacy admits unless it shows visitors its brief only. Drafts never show;
 * declined and archived ideas only to coaches, searching or not. Filters: free text (full-text,
 * prefix per word), accepted authors, tags, status. One statement after the campaign check (and,
 * for a signed-in participant, the ideas they review blind).
 */
export async function campaignIdeas(ctx: AppContext, input: CampaignIdeasQuery) {
  const { view, coach } = await campaignForIdeaLists(ctx, input.slug ?? { id: input.campaignGuid! });
  const open = campaignPhase(view.campaign, new Date()) === 'active';
  const terms = searchTerms(input.search);
  const sort = effectiveIdeaSort(input.sort, { open, coach, searching: terms.length > 0 });
  const offset = input.offset ?? (input.page - 1) * input.count;
  const blind = ctx.viewerFacts && !coach ? await blindlyReviewedIdeas(ctx, view.campaign.id, ctx.viewerFacts.id) : new Set<string>();
  const query = campaignIdeasQuery({
    campaignId: view.campaign.id,
    coach,
    sort,
    terms,
    // A filter naming only non-guids names no one: an empty list, which matches nothing.
    authors: input.authors.length > 0 ? input.authors.filter(isGuid) : undefined,
    tags: input.tags.length > 0 ? input.tags : undefined,
    status: input.status,
    authorsHiddenOn: blind.size > 0 ? [...blind] : undefined,
    limit: input.count,
    offset,
  });
  const found = await executePrepared<IdeaListRow>(ctx.em, query.sql, query.params);
  const rows = blind.size > 0 ? found.map((row) => (blind.has(row.id) ? { ...row, authors: [] } : row)) : found;
  return { campaign: view.campaign, sort, coach, rows, page: Math.floor(offset / input.count) + 1, pageSize: input.count, offset };
}

/**
 * The campaign's ideas the viewer reviews in a blind stage (issue 33): as on their review page,
 * the cards name no authors of these, and filtering by an author does not find them. Read apart
 * from the page's statement, which stays one text for every viewer; nearly always empty.
 */
async function blindlyReviewedIdeas(ctx: AppContext, campaignId: string, viewerId: string): Promise<Set<string>> {
  const rows = await ctx.em.getConnection().execute<{ idea_id: string }[]>(
    `select distinct a.idea_id from review_assignment a join campaign_stage s on s.id = a.stage_id
     where a.evaluator_id = ? and a.campaign_id = ? and a.organisation_id = ? and s.blind_review`,
    [viewerId, campaignId, ctx.site.id],
  );
  return new Set(rows.map((row) => row.idea_id));
}

/**
 * The viewer's own latest ideas across the site's campaigns (spec 1 §7 recent ideas:
 * authorsGuid=me, count=4, sortBy=new), in one statement. Drafts and declined ideas are left
 * out: lists never show drafts, and a declined idea's page is for coaches only.
 */
export async function recentIdeas(ctx: AuthedContext, count: number) {
  return ctx.em.getConnection().execute<{ id: string; name: string; status: string; created_at: string; campaign_slug: string; campaign_name: string }[]>(
    `select idea.id, idea.name, idea.status, idea.created_at, campaign.slug as campaign_slug, campaign.name as campaign_name
from idea join campaign on campaign.id = idea.campaign_id
where idea.organisation_id = ? and idea.status not in ('DRAFT', 'declined')
  and exists (select 1 from idea_author mine where mine.idea_id = idea.id and mine.user_id = ? and mine.status = 'accepted')
order by idea.created_at desc, idea.id
limit ?`,
    [ctx.site.id, ctx.viewer.id, count],
  );
}

/**
 * What the Ideas tab's author and tag filters offer (spec 1 §2): the accepted authors and the
 * tags of the ideas this viewer can list in the campaign, alphabetically, in one statement.
 */
export async function ideaListFilters(ctx: AppContext, slug: string) {
  const { view, coach } = await campaignForIdeaLists(ctx, slug);
  const [row] = await ctx.em.getConnection().execute<{ authors: { guid: string; firstName: string; lastName: string }[]; tags: { guid: string; name: string; slug: string }[] }[]>(
    `with listed as (select idea.id from idea where idea.campaign_id = ? and idea.status not in (${hiddenStatusesSql(coach)}))
select
  coalesce((select json_agg(json_build_object('guid', u.id, 'firstName', u.first_name, 'lastName', u.last_name) order by u.first_name, u.last_name, u.id)
    from app_user u where exists (select 1 from idea_author a join listed on listed.id = a.idea_id where a.user_id = u.id and a.status = 'accepted')), '[]') as authors,
  coalesce((select json_agg(json_build_object('guid', t.id, 'name', t.name, 'slug', t.slug) order by t.name, t.id)
    from tag t where exists (select 1 from idea_tag it join listed on listed.id = it.idea_id where it.tag_id = t.id)), '[]') as tags`,
    [view.campaign.id],
  );
  return { authors: row?.authors ?? [], tags: row?.tags ?? [] };
}
