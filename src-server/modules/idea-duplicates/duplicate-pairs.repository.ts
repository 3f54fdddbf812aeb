import type { EntityManager } from '@mikro-orm/postgresql';
import { statusList } from '#server/modules/idea/idea-list.service.ts';

/**
 * Ideas whose pairs the view leaves out: drafts are nobody's yet, and an idea merged into another
 * is archived (issue 23), so its pairs are settled.
 */
const NOT_OFFERED = statusList(['DRAFT', 'ARCHIVED']);

/**
 * Ideas written since the campaign's pairs were last brought up to date, measured per view at
 * most this many: each costs a few index lookups (5–20 ms at 10,000 ideas, by load), so a bulk
 * import is caught up over a few views instead of in one long request.
 */
export const REFRESH_PER_VIEW = 50;

/** The background job's share per run (every minute): a bulk import of thousands is measured within minutes, each run well inside the job timeout. */
export const REFRESH_PER_JOB = 500;

/**
 * Measures up to `limit` queued ideas (of one campaign, or any) and takes them off the queue the
 * idea trigger fills. Two callers at once each take other ideas (skip locked). Answers how many
 * were measured.
 */
async function measureQueued(em: EntityManager, limit: number, campaignId?: string): Promise<number> {
  const [row] = await em.getConnection().execute<{ measured: number }[]>(
    `with taken as (
  delete from idea_duplicate_pending where idea_id in (
    select idea_id from idea_duplicate_pending ${campaignId ? 'where campaign_id = ?' : ''} order by idea_id limit ? for update skip locked)
  returning idea_id)
select count(refresh_idea_duplicate_candidates(idea_id))::int as measured from taken`,
    campaignId ? [campaignId, limit] : [limit],
  );
  return row?.measured ?? 0;
}

/**
 * Brings the campaign's candidate pairs up to date with the ideas written since, at most
 * REFRESH_PER_VIEW of them (the minute's job does the rest); says how many are still waiting.
 */
export async function refreshCandidates(em: EntityManager, campaignId: string): Promise<number> {
  await measureQueued(em, REFRESH_PER_VIEW, campaignId);
  const [row] = await em.getConnection().execute<{ waiting: number }[]>('select count(*)::int as waiting from idea_duplicate_pending where campaign_id = ?', [campaignId]);
  return row?.waiting ?? 0;
}

/** The 'refresh-duplicate-candidates' job: queued ideas of every site, oldest first, so views rarely find any left. */
export function catchUpCandidates(em: EntityManager): Promise<number> {
  return measureQueued(em, REFRESH_PER_JOB);
}

export interface DuplicateIdeaRow {
  guid: string;
  name: string;
  content: string;
  status: string;
  createdAt: string;
  upvoteCount: number;
  commentCount: number;
  feedbackCount: number;
  authors: { guid: string; firstName: string; lastName: string }[];
}

export interface DuplicatePairRow {
  title_similarity: number;
  text_similarity: number;
  score: number;
  idea: DuplicateIdeaRow;
  other: DuplicateIdeaRow;
}

/** The facts of one side of a pair, as JSON, so a page is one statement. */
const ideaJson = (alias: string) => `json_build_object('guid', ${alias}.id, 'name', ${alias}.name, 'content', left(${alias}.content, 400), 'status', ${alias}.status,
    'createdAt', ${alias}.created_at, 'upvoteCount', ${alias}.upvote_count, 'commentCount', ${alias}.comment_count, 'feedbackCount', ${alias}.feedback_count,
    'authors', coalesce((select json_agg(json_build_object('guid', app_user.id, 'firstName', app_user.first_name, 'lastName', app_user.last_name) order by author.created_at)
      from idea_author author join app_user on app_user.id = author.user_id where author.idea_id = ${alias}.id and author.status = 'accepted'), '[]'))`;

export interface DuplicatePairsQueryArgs {
  organisationId: string;
  campaignId: string;
  limit: number;
  offset: number;
}

/**
 * A page of the campaign's pairs, highest score first, read along the (campaign, score) index:
 * pairs with a draft or archived idea and dismissed pairs are skipped on the way, so a page costs
 * its rows and the few skipped, whatever the campaign's size. One row more than asked says
 * whether another page follows. Built apart so the cost test can read its plan.
 */
export function duplicatePairsQuery(args: DuplicatePairsQueryArgs): { sql: string; params: unknown[] } {
  const sql = `select pair.title_similarity, pair.text_similarity, pair.score, ${ideaJson('idea')} as idea, ${ideaJson('other')} as other
from idea_duplicate_candidate pair
join idea on idea.id = pair.idea_id
join idea other on other.id = pair.other_idea_id
where pair.campaign_id = ? and idea.organisation_id = ?
  and idea.status not in (${NOT_OFFERED}) and other.status not in (${NOT_OFFERED})
  and not exists (select 1 from idea_duplicate_dismissal dismissal where dismissal.idea_id = pair.idea_id and dismissal.other_idea_id = pair.other_idea_id)
order by pair.score desc, pair.idea_id, pair.other_idea_id
limit ? offset ?`;
  return { sql, params: [args.campaignId, args.organisationId, args.limit + 1, args.offset] };
}

export async function duplicatePairsPage(em: EntityManager, args: DuplicatePairsQueryArgs): Promise<DuplicatePairRow[]> {
  const query = duplicatePairsQuery(args);
  return em.getConnection().execute<DuplicatePairRow[]>(query.sql, query.params);
}
