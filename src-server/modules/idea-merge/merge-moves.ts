import type { EntityManager } from '@mikro-orm/postgresql';
import { v7 as uuidv7 } from 'uuid';
import type { IdeaStatus } from '#shared/constants.ts';
import type { IdeaMergeMoved } from '#server/entities/idea-merge.entity.ts';

/**
 * The rows a merge moves from idea B to idea A and back, in SQL inside the caller's transaction,
 * after the caller locked both ideas. Every counter moves by the rows that really moved, so the
 * ideas' counts stay equal to their rows whatever ran beside the merge.
 */
/** A list of ids as one JSON parameter: the driver would spread an array parameter into a list of values. */
export const UUIDS_OF_JSON = 'select value::uuid from jsonb_array_elements_text(?::jsonb)';

type Run = <T extends object>(sql: string, params: unknown[]) => Promise<T[]>;

function runner(tx: EntityManager): Run {
  return (sql, params) => tx.getConnection().execute(sql, params, 'all', tx.getTransactionContext());
}

/**
 * Locks both ideas (in id order, so two merges of the same pair cannot deadlock) and reads what
 * the rules look at. NO KEY UPDATE, the lock an update of the counters takes anyway: a full
 * FOR UPDATE would also wait on the key-share locks that rows referring to the idea hold (this
 * very merge's row among them), and parallel merges into one idea would deadlock.
 */
export async function lockIdeas(tx: EntityManager, ids: readonly string[]): Promise<Map<string, { status: IdeaStatus; mergedIntoId: string | null }>> {
  const rows = await runner(tx)<{ id: string; status: IdeaStatus; merged_into_id: string | null }>(
    `select id, status, merged_into_id from idea where id in (${UUIDS_OF_JSON}) order by id for no key update`,
    [JSON.stringify(ids)],
  );
  return new Map(rows.map((row) => [row.id, { status: row.status, mergedIntoId: row.merged_into_id }]));
}

interface MovedFeedback {
  count: number;
  rating_sum: number;
  rating_count: number;
}

async function shiftCounters(run: Run, from: string, to: string, comments: number, feedback: MovedFeedback): Promise<void> {
  if (comments === 0 && feedback.count === 0) return;
  const shift = 'update idea set comment_count = comment_count + ?, feedback_count = feedback_count + ?, rating_sum = rating_sum + ?, rating_count = rating_count + ? where id = ?';
  await run(shift, [-comments, -feedback.count, -feedback.rating_sum, -feedback.rating_count, from]);
  await run(shift, [comments, feedback.count, feedback.rating_sum, feedback.rating_count, to]);
}

const feedbackTotals = `select count(*)::int as count, coalesce(sum(rating), 0)::int as rating_sum, count(rating)::int as rating_count, coalesce(jsonb_agg(id), '[]') as ids from moved`;

/**
 * Merges B into A: B's accepted authors become accepted authors of A, B's comments and feedback
 * move to A, B's upvoters who had not upvoted A are asked about their vote (rows of
 * idea_merge_vote, answered later), and B is archived as merged into A. Returns what moved, for
 * the record, and who is asked about their vote.
 */
export async function applyMerge(tx: EntityManager, merge: { id: string; sourceId: string; targetId: string; sourceStatus: IdeaStatus }): Promise<{ moved: IdeaMergeMoved; voters: string[] }> {
  const run = runner(tx);
  const { sourceId: b, targetId: a } = merge;

  const authors = await run<{ user_id: string; previous: 'accepted' | 'pending' | 'rejected' | null }>(
    `select source.user_id, target.status as previous
     from idea_author source left join idea_author target on target.idea_id = ? and target.user_id = source.user_id
     where source.idea_id = ? and source.status = 'accepted'
     order by source.created_at, source.id`,
    [a, b],
  );
  const coAuthors: IdeaMergeMoved['coAuthors'] = authors.flatMap((row) => (row.previous === 'accepted' ? [] : [{ userId: row.user_id, previous: row.previous }]));
  for (const author of coAuthors) {
    if (author.previous === null) {
      await run(`insert into idea_author (id, created_at, updated_at, idea_id, user_id, status) values (?, now(), now(), ?, ?, 'accepted')`, [uuidv7(), a, author.userId]);
    } else {
      await run(`update idea_author set status = 'accepted', updated_at = now() where idea_id = ? and user_id = ?`, [a, author.userId]);
    }
  }

  const comments = await run<{ id: string }>('update comment set idea_id = ? where idea_id = ? returning id', [a, b]);
  const [feedback] = await run<MovedFeedback & { ids: string[] }>(`with moved as (update feedback set idea_id = ? where idea_id = ? returning id, rating) ${feedbackTotals}`, [a, b]);
  await shiftCounters(run, b, a, comments.length, feedback!);

  const voters = await run<{ user_id: string }>(
    `insert into idea_merge_vote (id, created_at, updated_at, merge_id, user_id, status, added_on_target)
     select gen_random_uuid(), now(), now(), ?, mine.user_id, 'pending', false
     from upvote mine where mine.idea_id = ? and not exists (select 1 from upvote theirs where theirs.idea_id = ? and theirs.user_id = mine.user_id)
     returning user_id`,
    [merge.id, b, a],
  );
  await run(`update idea set status = 'ARCHIVED', merged_into_id = ?, updated_at = now() where id = ?`, [a, b]);
  return {
    moved: { sourceStatus: merge.sourceStatus, coAuthors, commentIds: comments.map((row) => row.id), feedbackIds: feedback!.ids },
    voters: voters.map((row) => row.user_id),
  };
}

/**
 * Undoes an accepted merge exactly: the authors it added leave A (or go back to the invitation
 * they had), the comments and feedback it moved go back to B (a reply written on A to a moved
 * comment goes with its thread), moved upvotes return to B, questions not yet answered are
 * withdrawn, and B gets its status back.
 */
export async function undoMerge(tx: EntityManager, merge: { id: string; sourceId: string; targetId: string; moved: IdeaMergeMoved }): Promise<void> {
  const run = runner(tx);
  const { sourceId: b, targetId: a, moved } = merge;

  for (const author of moved.coAuthors) {
    if (author.previous === null) await run(`delete from idea_author where idea_id = ? and user_id = ? and status = 'accepted'`, [a, author.userId]);
    else await run(`update idea_author set status = ?, updated_at = now() where idea_id = ? and user_id = ? and status = 'accepted'`, [author.previous, a, author.userId]);
  }

  const comments = await run<{ id: string }>(
    `with recursive thread as (
       select id from comment where id in (${UUIDS_OF_JSON}) and idea_id = ?
       union select reply.id from comment reply join thread on reply.parent_id = thread.id where reply.idea_id = ?
     )
     update comment set idea_id = ? where id in (select id from thread) returning id`,
    [JSON.stringify(moved.commentIds), a, a, b],
  );
  const [feedback] = await run<MovedFeedback>(
    `with moved as (update feedback set idea_id = ? where id in (${UUIDS_OF_JSON}) and idea_id = ? returning id, rating) ${feedbackTotals}`,
    [b, JSON.stringify(moved.feedbackIds), a],
  );
  await shiftCounters(run, a, b, comments.length, feedback!);

  await run(`update idea_merge_vote set status = 'cancelled', updated_at = now() where merge_id = ? and status = 'pending'`, [merge.id]);
  const returned = await run<{ user_id: string; added_on_target: boolean }>(
    `update idea_merge_vote set status = 'returned', updated_at = now() where merge_id = ? and status = 'moved' returning user_id, added_on_target`,
    [merge.id],
  );
  for (const vote of returned) await moveUpvote(tx, vote.user_id, a, b, { removeFromSource: vote.added_on_target });

  await run(`update idea set status = ?, merged_into_id = null, updated_at = now() where id = ? and merged_into_id = ?`, [moved.sourceStatus, b, a]);
}

/**
 * Moves one user's upvote from `from` to `to`: the vote on `to` is added unless there is one
 * already (then it was not this move's), and the one on `from` goes unless the caller keeps it.
 * Counters move by the rows that changed. True when a vote was added on `to`.
 */
export async function moveUpvote(tx: EntityManager, userId: string, from: string, to: string, options: { removeFromSource: boolean } = { removeFromSource: true }): Promise<boolean> {
  const run = runner(tx);
  const added = await run<{ id: string }>(
    `insert into upvote (id, created_at, updated_at, idea_id, user_id) values (?, now(), now(), ?, ?) on conflict (idea_id, user_id) do nothing returning id`,
    [uuidv7(), to, userId],
  );
  if (added.length > 0) await run('update idea set upvote_count = upvote_count + 1 where id = ?', [to]);
  if (options.removeFromSource) {
    const removed = await run<{ id: string }>('delete from upvote where idea_id = ? and user_id = ? returning id', [from, userId]);
    if (removed.length > 0) await run('update idea set upvote_count = upvote_count - 1 where id = ?', [from]);
  }
  return added.length > 0;
}
