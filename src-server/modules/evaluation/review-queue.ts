import type { AssignmentState } from '#shared/schemas/evaluation.ts';
import type { AuthedContext } from '#server/trpc/context.ts';

/**
 * The order an evaluator works through their assignments, in SQL: campaign by name, a campaign's
 * stages in pipeline order, then by due date and the idea (its id follows its creation). The
 * queue lists them so and the review page's next/previous follow it. Parameters: the evaluator's
 * id and the site's id.
 */
const QUEUE_SQL = `
  select a.id, row_number() over (order by c.name, c.id, s.position, a.due_date, a.idea_id, a.id) as rank
  from review_assignment a
  join campaign_stage s on s.id = a.stage_id
  join campaign c on c.id = a.campaign_id
  where a.evaluator_id = ? and a.organisation_id = ?`;

/** How many of a stage's assignments the queue shows at a time. */
export const QUEUE_PAGE_SIZE = 25;

interface GroupRow {
  stage_id: string;
  name_en: string;
  name_sv: string;
  campaign_slug: string;
  campaign_name: string;
  done: number;
  total: number;
  overdue: number;
}

interface EntryRow {
  id: string;
  stage_id: string;
  state: AssignmentState;
  due_date: string;
  overdue: boolean;
  idea_id: string;
  idea_name: string;
}

export interface QueueEntry {
  assignmentGuid: string;
  ideaGuid: string;
  ideaName: string;
  state: AssignmentState;
  dueDate: string;
  overdue: boolean;
}

export interface QueuePage {
  assignments: QueueEntry[];
  /** Where the next page starts (reviewQueuePageInput), when more of the stage's assignments follow these. */
  nextCursor: string | null;
}

export interface QueueGroup extends QueuePage {
  campaignSlug: string;
  campaignName: string;
  stageGuid: string;
  stageNameEn: string;
  stageNameSv: string;
  done: number;
  total: number;
  overdue: number;
}

/**
 * The evaluator's stages with their counts: counted over the evaluator's assignments alone, then
 * named, in the queue's order (parameters: the evaluator's id and the site's id).
 */
export const REVIEW_QUEUE_GROUPS_SQL = `
  select g.stage_id, s.name_en, s.name_sv, c.slug as campaign_slug, c.name as campaign_name, g.done, g.total, g.overdue
  from (
    select a.stage_id, count(*)::int as total, (count(*) filter (where a.state <> 'open'))::int as done,
      (count(*) filter (where a.state = 'open' and a.due_date < current_date))::int as overdue
    from review_assignment a where a.evaluator_id = ? and a.organisation_id = ? group by a.stage_id
  ) g
  join campaign_stage s on s.id = g.stage_id
  join campaign c on c.id = s.campaign_id
  order by c.name, c.id, s.position`;

/**
 * A page of each stage's assignments, after a position or from the start, one more than a page
 * to tell whether more follow: each from the queue index (parameters: the stages' ids, the
 * evaluator's id, the site's id, the position's due date, idea and assignment or nulls, the page
 * size plus one).
 */
export const REVIEW_QUEUE_PAGE_SQL = `
  select a.id, a.stage_id, a.state, to_char(a.due_date, 'YYYY-MM-DD') as due_date, a.due_date < current_date and a.state = 'open' as overdue,
    a.idea_id, i.name as idea_name
  from unnest(array[?]::uuid[]) as stage (id)
  cross join lateral (
    select a.* from review_assignment a
    where a.evaluator_id = ? and a.stage_id = stage.id and a.organisation_id = ?
      and (?::date is null or (a.due_date, a.idea_id, a.id) > (?::date, ?::uuid, ?::uuid))
    order by a.due_date, a.idea_id, a.id
    limit ?
  ) a
  join idea i on i.id = a.idea_id
  order by a.stage_id, a.due_date, a.idea_id, a.id`;

function pagesOf(rows: EntryRow[]): Map<string, QueuePage> {
  const pages = new Map<string, QueuePage>();
  for (const row of rows) {
    const page = pages.get(row.stage_id) ?? { assignments: [], nextCursor: null };
    const last = page.assignments.at(-1);
    if (page.assignments.length === QUEUE_PAGE_SIZE && last) page.nextCursor = `${last.dueDate}~${last.ideaGuid}~${last.assignmentGuid}`;
    else page.assignments.push({ assignmentGuid: row.id, ideaGuid: row.idea_id, ideaName: row.idea_name, state: row.state, dueDate: row.due_date, overdue: row.overdue });
    pages.set(row.stage_id, page);
  }
  return pages;
}

function pageQuery(ctx: AuthedContext, stageIds: string[], cursor: string | null): Promise<EntryRow[]> {
  const [dueDate = null, ideaId = null, assignmentId = null] = cursor?.split('~') ?? [];
  return ctx.em.getConnection().execute<EntryRow[]>(REVIEW_QUEUE_PAGE_SQL, [stageIds, ctx.viewer.id, ctx.site.id, dueDate, dueDate, ideaId, assignmentId, QUEUE_PAGE_SIZE + 1]);
}

/**
 * The viewer's assignments across the site's campaigns, per campaign and stage, in the order they
 * work through them: each stage's counts and its first page (issue 33 item 9: an evaluator with
 * hundreds of reviews gets a page, not all of them).
 */
export async function reviewQueue(ctx: AuthedContext): Promise<QueueGroup[]> {
  const groups = await ctx.em.getConnection().execute<GroupRow[]>(REVIEW_QUEUE_GROUPS_SQL, [ctx.viewer.id, ctx.site.id]);
  if (groups.length === 0) return [];
  const pages = pagesOf(await pageQuery(ctx, groups.map((group) => group.stage_id), null));
  return groups.map((group) => ({
    campaignSlug: group.campaign_slug,
    campaignName: group.campaign_name,
    stageGuid: group.stage_id,
    stageNameEn: group.name_en,
    stageNameSv: group.name_sv,
    done: group.done,
    total: group.total,
    overdue: group.overdue,
    ...(pages.get(group.stage_id) ?? { assignments: [], nextCursor: null }),
  }));
}

/**
 * The next page of one of the viewer's stages, after the position the last page ended at. Only the
 * viewer's own assignments on this site are read: another evaluator's stage gives an empty page.
 */
export async function reviewQueuePage(ctx: AuthedContext, input: { stageGuid: string; cursor: string }): Promise<QueuePage> {
  return pagesOf(await pageQuery(ctx, [input.stageGuid], input.cursor)).get(input.stageGuid) ?? { assignments: [], nextCursor: null };
}

/** The assignments before and after one of the evaluator's in their queue. */
export async function queueNeighbours(ctx: AuthedContext, assignmentId: string): Promise<{ previous: string | null; next: string | null }> {
  const [row] = await ctx.em.getConnection().execute<{ previous: string | null; next: string | null }[]>(
    `select previous, next from (
       select id, lag(id) over (order by rank) as previous, lead(id) over (order by rank) as next from (${QUEUE_SQL}) queue
     ) ordered where id = ?`,
    [ctx.viewer.id, ctx.site.id, assignmentId],
  );
  return { previous: row?.previous ?? null, next: row?.next ?? null };
}
