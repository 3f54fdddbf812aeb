import type { EntityManager } from '@mikro-orm/postgresql';
import { v7 as uuidv7 } from 'uuid';
import { AppError } from '#server/errors/app-error.ts';
import { pairKey } from './assignment-plan';

export type Run = <T extends object>(sql: string, params: unknown[]) => Promise<T[]>;

/** Runs SQL in the transaction of `tx`. */
export const runner =
  (tx: EntityManager): Run =>
  (sql, params) =>
    tx.getConnection().execute(sql, params, 'all', tx.getTransactionContext());

/** One change to a stage's assignments at a time, so two coaches' passes never both fill the same gap. */
export async function lockStage(run: Run, stageId: string): Promise<void> {
  await run('select id from campaign_stage where id = ? for update', [stageId]);
}

/** Evaluators review against the stage's scorecard, so assignment waits for one. */
export async function requireScorecard(run: Run, stageId: string): Promise<void> {
  const [row] = await run<{ has: boolean }>('select exists (select 1 from scorecard_criterion where stage_id = ?) as has', [stageId]);
  if (!row?.has) throw new AppError('assignment-needs-scorecard');
}

/** The campaign's evaluators, longest-serving first (the order ties are broken in). */
export async function evaluatorIdsOf(run: Run, campaignId: string): Promise<string[]> {
  return (await run<{ user_id: string }>('select user_id from campaign_evaluator where campaign_id = ? order by created_at, user_id', [campaignId])).map((row) => row.user_id);
}

export type ExclusionKind = 'author' | 'conflict';

/**
 * Pairs of the campaign's ideas and evaluators that are never assigned, and why: the idea's creator
 * and co-authors (any but a declined invitation, as a pending co-author may still accept), and
 * conflicts evaluators declared. An author reason wins over a conflict one.
 */
export async function exclusionsOf(run: Run, campaignId: string): Promise<Map<string, ExclusionKind>> {
  const rows = await run<{ idea_id: string; user_id: string; kind: ExclusionKind }>(
    `select a.idea_id, a.user_id, 'author' as kind
     from idea_author a join idea i on i.id = a.idea_id join campaign_evaluator e on e.user_id = a.user_id and e.campaign_id = i.campaign_id
     where i.campaign_id = ? and a.status <> 'rejected'
     union
     select i.id, i.created_by_id, 'author'
     from idea i join campaign_evaluator e on e.user_id = i.created_by_id and e.campaign_id = i.campaign_id
     where i.campaign_id = ?
     union
     select c.idea_id, c.user_id, 'conflict'
     from evaluation_conflict c join idea i on i.id = c.idea_id
     where i.campaign_id = ?`,
    [campaignId, campaignId, campaignId],
  );
  const excluded = new Map<string, ExclusionKind>();
  for (const row of rows) if (excluded.get(pairKey(row.idea_id, row.user_id)) !== 'author') excluded.set(pairKey(row.idea_id, row.user_id), row.kind);
  return excluded;
}

export interface NewAssignments {
  organisationId: string;
  campaignId: string;
  stageId: string;
  dueDate: string;
  assignedBy: string;
  pairs: { idea: string; evaluator: string }[];
}

/** Writes assignments in one statement; a pair the stage has already is left as it is. Answers how many were new. */
export async function insertAssignments(run: Run, assignments: NewAssignments): Promise<number> {
  if (assignments.pairs.length === 0) return 0;
  const rows = assignments.pairs.map(({ idea, evaluator }) => ({ id: uuidv7(), idea_id: idea, evaluator_id: evaluator }));
  const [result] = await run<{ created: number }>(
    `with inserted as (
       insert into review_assignment (id, created_at, updated_at, organisation_id, campaign_id, stage_id, idea_id, evaluator_id, state, due_date, assigned_by_id)
       select x.id, now(), now(), ?, ?, ?, x.idea_id, x.evaluator_id, 'open', ?::date, ?
       from jsonb_to_recordset(?::jsonb) as x(id uuid, idea_id uuid, evaluator_id uuid)
       on conflict (stage_id, idea_id, evaluator_id) do nothing
       returning 1
     )
     select count(*)::int as created from inserted`,
    [assignments.organisationId, assignments.campaignId, assignments.stageId, assignments.dueDate, assignments.assignedBy, JSON.stringify(rows)],
  );
  return result?.created ?? 0;
}
