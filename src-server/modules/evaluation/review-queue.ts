import type { AssignmentState } from '#shared/schemas/evaluation.ts';
import type { AuthedContext } from '#server/trpc/context.ts';

/**
 * The order an evaluator works through their assignments, in SQL: campaign by name, a campaign's
 * stages in pipeline order, then by due date and the idea's age. The queue lists them so and the
 * review page's next/previous follow it. Parameters: the evaluator's id and the site's id.
 */
const QUEUE_SQL = `
  select a.id, a.state, to_char(a.due_date, 'YYYY-MM-DD') as due_date, a.due_date < current_date and a.state = 'open' as overdue,
    a.idea_id, i.name as idea_name, s.id as stage_id, s.name_en, s.name_sv, c.slug as campaign_slug, c.name as campaign_name,
    row_number() over (order by c.name, c.id, s.position, a.due_date, i.created_at, a.id) as rank
  from review_assignment a
  join idea i on i.id = a.idea_id
  join campaign_stage s on s.id = a.stage_id
  join campaign c on c.id = a.campaign_id
  where a.evaluator_id = ? and a.organisation_id = ?`;

interface QueueRow {
  id: string;
  state: AssignmentState;
  due_date: string;
  overdue: boolean;
  idea_id: string;
  idea_name: string;
  stage_id: string;
  name_en: string;
  name_sv: string;
  campaign_slug: string;
  campaign_name: string;
}

export interface QueueEntry {
  assignmentGuid: string;
  ideaGuid: string;
  ideaName: string;
  state: AssignmentState;
  dueDate: string;
  overdue: boolean;
}

export interface QueueGroup {
  campaignSlug: string;
  campaignName: string;
  stageGuid: string;
  stageNameEn: string;
  stageNameSv: string;
  done: number;
  total: number;
  overdue: number;
  assignments: QueueEntry[];
}

/** The queue's one statement (parameters: the evaluator's id and the site's id); the bench times it too. */
export const REVIEW_QUEUE_SQL = `${QUEUE_SQL} order by rank`;

/** The viewer's assignments across the site's campaigns, per campaign and stage, in the order they work through them. */
export async function reviewQueue(ctx: AuthedContext): Promise<QueueGroup[]> {
  const rows = await ctx.em.getConnection().execute<QueueRow[]>(REVIEW_QUEUE_SQL, [ctx.viewer.id, ctx.site.id]);
  const groups = new Map<string, QueueGroup>();
  for (const row of rows) {
    let group = groups.get(row.stage_id);
    if (!group) {
      group = { campaignSlug: row.campaign_slug, campaignName: row.campaign_name, stageGuid: row.stage_id, stageNameEn: row.name_en, stageNameSv: row.name_sv, done: 0, total: 0, overdue: 0, assignments: [] };
      groups.set(row.stage_id, group);
    }
    group.total += 1;
    if (row.state !== 'open') group.done += 1;
    if (row.overdue) group.overdue += 1;
    group.assignments.push({ assignmentGuid: row.id, ideaGuid: row.idea_id, ideaName: row.idea_name, state: row.state, dueDate: row.due_date, overdue: row.overdue });
  }
  return [...groups.values()];
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
