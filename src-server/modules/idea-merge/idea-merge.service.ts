import type { EntityManager } from '@mikro-orm/postgresql';
import { v7 as uuidv7 } from 'uuid';
import type { IdeaMergeStatus, IdeaStatus } from '#shared/constants.ts';
import type { IdeaMergeAnswerInput, IdeaMergeProposeInput, IdeaMergeVoteInput } from '#shared/schemas/idea-merge.ts';
import { AppError } from '#server/errors/app-error.ts';
import type { AuthedContext } from '#server/trpc/context.ts';
import { loadIdea, type LoadedIdea } from '#server/modules/idea/idea-view.service.ts';
import { IdeaMergeSchema, type IdeaMerge, type IdeaMergeMoved } from '#server/entities/idea-merge.entity.ts';
import { mailMergeProposal, noticeMergeAccepted, noticeMergeDeclined, noticeMergeProposed, noticeMergeUndone, noticeVoteQuestion, publishMergeActivity, tellMergedIdeaFollowers } from './idea-merge.notices';
import { applyMerge, lockIdeas, moveUpvote, undoMerge } from './merge-moves';

/** Ideas in these states take no part in a new merge: a draft is not out yet, an archived one is done (or merged). */
const UNMERGEABLE: readonly IdeaStatus[] = ['DRAFT', 'ARCHIVED'];

type Run = <T extends object>(sql: string, params: unknown[]) => Promise<T[]>;
const runner = (tx: EntityManager): Run => (sql, params) => tx.getConnection().execute(sql, params, 'all', tx.getTransactionContext());

/**
 * A coach proposes merging idea B (source) into idea A (target), both of their campaign (issue 23).
 * B's accepted authors are asked; a coach who is one of them has answered yes by proposing. When
 * nobody is left to ask the merge happens at once. One live merge per source (the partial unique
 * index), so two coaches proposing at once get one proposal and one idea-merge-pending.
 */
export async function proposeMerge(ctx: AuthedContext, input: IdeaMergeProposeInput): Promise<IdeaMerge> {
  if (input.sourceGuid === input.targetGuid) throw new AppError('idea-merge-same-idea');
  const source = await loadIdea(ctx, input.sourceGuid);
  if (!source.relation.isCoach) throw new AppError('forbidden');
  const target = await loadIdea(ctx, input.targetGuid);
  if (target.campaign.id !== source.campaign.id) throw new AppError('idea-merge-other-campaign');
  for (const { idea } of [source, target]) if (UNMERGEABLE.includes(idea.status) || idea.mergedInto) throw new AppError('idea-merge-not-possible');

  const askedIds = source.authors.filter((author) => author.status === 'accepted').map((author) => author.user.id);
  const mergeId = uuidv7();
  const merged = await ctx.em.transactional(async (tx) => {
    const run = runner(tx);
    // A racing proposal for the same source waits here for the first to commit, then inserts nothing.
    const inserted = await run<{ id: string }>(
      `insert into idea_merge (id, created_at, updated_at, organisation_id, campaign_id, source_id, target_id, proposed_by_id, message, status)
       values (?, now(), now(), ?, ?, ?, ?, ?, ?, 'proposed')
       on conflict (source_id) where status in ('proposed', 'accepted') do nothing returning id`,
      [mergeId, ctx.site.id, source.campaign.id, source.idea.id, target.idea.id, ctx.viewer.id, input.message ?? ''],
    );
    if (inserted.length === 0) throw new AppError('idea-merge-pending');
    for (const userId of askedIds) {
      await run(`insert into idea_merge_answer (id, created_at, updated_at, merge_id, user_id, answer) values (?, now(), now(), ?, ?, ?)`, [
        uuidv7(),
        mergeId,
        userId,
        userId === ctx.viewer.id ? 'accepted' : 'pending',
      ]);
    }
    if (askedIds.every((id) => id === ctx.viewer.id)) return mergeNow(tx, ctx, mergeId);
    await noticeMergeProposed(tx, ctx.viewer, source, target, askedIds);
    return false;
  });
  if (!merged) await mailMergeProposal(ctx, source, target, askedIds);
  return findMerge(ctx, mergeId);
}

/**
 * An author of B answers (issue 23: accept or decline). One decline ends the proposal; the last
 * accept merges. The merge's row is locked first, so two authors answering at once see each
 * other's answers and the merge runs once.
 */
export async function answerMerge(ctx: AuthedContext, input: IdeaMergeAnswerInput): Promise<IdeaMerge> {
  const merge = await findMerge(ctx, input.mergeGuid);
  await ctx.em.transactional(async (tx) => {
    const run = runner(tx);
    await lockMerge(tx, merge.id, 'proposed');
    const [mine] = await run<{ answer: string }>('select answer from idea_merge_answer where merge_id = ? and user_id = ? for update', [merge.id, ctx.viewer.id]);
    if (!mine) throw new AppError('forbidden');
    if (mine.answer !== 'pending') throw new AppError('idea-merge-not-open');
    const answer = input.answer === 'accept' ? 'accepted' : 'declined';
    await run('update idea_merge_answer set answer = ?, updated_at = now() where merge_id = ? and user_id = ?', [answer, merge.id, ctx.viewer.id]);
    if (answer === 'declined') {
      await settle(tx, merge.id, 'declined', ctx.viewer.id);
      await noticeMergeDeclined(tx, ctx.viewer, merge);
      await publishMergeActivity(tx, ctx.site.id, merge);
      return;
    }
    const [open] = await run<{ count: number }>(`select count(*)::int as count from idea_merge_answer where merge_id = ? and answer <> 'accepted'`, [merge.id]);
    if (open?.count === 0) await mergeNow(tx, ctx, merge.id);
  });
  return findMerge(ctx, merge.id);
}

/** A coach takes a proposal back before its authors have all answered. */
export async function withdrawMerge(ctx: AuthedContext, mergeGuid: string): Promise<IdeaMerge> {
  const merge = await findMerge(ctx, mergeGuid);
  await assertCoachOf(ctx, merge);
  await ctx.em.transactional(async (tx) => {
    await lockMerge(tx, merge.id, 'proposed');
    await settle(tx, merge.id, 'withdrawn', ctx.viewer.id);
    await publishMergeActivity(tx, ctx.site.id, merge);
  });
  return findMerge(ctx, merge.id);
}

/**
 * A coach undoes an accepted merge exactly (undoMerge). Merges undo last first: once A was merged
 * on into another idea, B's rows may have travelled with it, so that later merge is undone before.
 */
export async function unmerge(ctx: AuthedContext, mergeGuid: string): Promise<IdeaMerge> {
  const merge = await findMerge(ctx, mergeGuid);
  await assertCoachOf(ctx, merge);
  await ctx.em.transactional(async (tx) => {
    await lockMerge(tx, merge.id, 'accepted');
    const ideas = await lockIdeas(tx, [merge.source.id, merge.target.id]);
    if (ideas.get(merge.target.id)?.mergedIntoId) throw new AppError('idea-merge-undo-later-first');
    await undoMerge(tx, { id: merge.id, sourceId: merge.source.id, targetId: merge.target.id, moved: merge.moved as IdeaMergeMoved });
    await runner(tx)(`update idea_merge set status = 'unmerged', unmerged_at = now(), unmerged_by_id = ?, updated_at = now() where id = ?`, [ctx.viewer.id, merge.id]);
    await noticeMergeUndone(tx, ctx.viewer, merge);
    await publishMergeActivity(tx, ctx.site.id, merge);
  });
  return findMerge(ctx, merge.id);
}

/**
 * An upvoter of B answers whether their upvote moves to A (issue 23: one click, nothing moves
 * silently). Only while the merge stands; each question is answered once.
 */
export async function answerVoteQuestion(ctx: AuthedContext, input: IdeaMergeVoteInput): Promise<IdeaMerge> {
  const merge = await findMerge(ctx, input.mergeGuid);
  await ctx.em.transactional(async (tx) => {
    const run = runner(tx);
    await lockMerge(tx, merge.id, 'accepted');
    const [question] = await run<{ status: string }>('select status from idea_merge_vote where merge_id = ? and user_id = ? for update', [merge.id, ctx.viewer.id]);
    if (!question) throw new AppError('forbidden');
    if (question.status !== 'pending') throw new AppError('idea-merge-not-open');
    await lockIdeas(tx, [merge.source.id, merge.target.id]);
    const added = input.move ? await moveUpvote(tx, ctx.viewer.id, merge.source.id, merge.target.id) : false;
    await run('update idea_merge_vote set status = ?, added_on_target = ?, updated_at = now() where merge_id = ? and user_id = ?', [input.move ? 'moved' : 'kept', added, merge.id, ctx.viewer.id]);
    await publishMergeActivity(tx, ctx.site.id, merge);
  });
  return findMerge(ctx, merge.id);
}

/** A merge of this site by its guid (the tenant filter keeps other sites' out), ideas loaded. */
export async function findMerge(ctx: AuthedContext, guid: string): Promise<IdeaMerge> {
  const merge = await ctx.em.findOne(IdeaMergeSchema, { id: guid }, { populate: ['source', 'target', 'campaign'], refresh: true });
  if (!merge) throw new AppError('not-found');
  return merge;
}

/** Coaches of the campaign (and admins) act on its merges; the rule comes from the idea loader, as for every idea action. */
async function assertCoachOf(ctx: AuthedContext, merge: IdeaMerge): Promise<LoadedIdea> {
  const source = await loadIdea(ctx, merge.source.id);
  if (!source.relation.isCoach) throw new AppError('forbidden');
  return source;
}

/** Locks the merge's row and checks it is still in the state the action needs (another request may have moved it on). */
async function lockMerge(tx: EntityManager, id: string, expected: IdeaMergeStatus): Promise<void> {
  const [row] = await runner(tx)<{ status: IdeaMergeStatus }>('select status from idea_merge where id = ? for update', [id]);
  if (row?.status !== expected) throw new AppError('idea-merge-not-open');
}

async function settle(tx: EntityManager, id: string, status: IdeaMergeStatus, by: string): Promise<void> {
  await runner(tx)('update idea_merge set status = ?, decided_at = now(), decided_by_id = ?, updated_at = now() where id = ?', [status, by, id]);
}

/**
 * Every author said yes: the merge happens, in the answer's transaction. Both ideas are locked and
 * looked at again, since either may have been archived or merged elsewhere while authors answered;
 * then the proposal is declined by the facts rather than merged into a stale state.
 */
async function mergeNow(tx: EntityManager, ctx: AuthedContext, mergeId: string): Promise<true> {
  const [merge] = await runner(tx)<{ source_id: string; target_id: string }>('select source_id, target_id from idea_merge where id = ?', [mergeId]);
  const ideas = await lockIdeas(tx, [merge!.source_id, merge!.target_id]);
  const source = ideas.get(merge!.source_id)!;
  const target = ideas.get(merge!.target_id)!;
  if ([source, target].some((idea) => UNMERGEABLE.includes(idea.status) || idea.mergedIntoId)) throw new AppError('idea-merge-not-possible');
  const { moved, voters } = await applyMerge(tx, { id: mergeId, sourceId: merge!.source_id, targetId: merge!.target_id, sourceStatus: source.status });
  await runner(tx)(`update idea_merge set status = 'accepted', moved = ?, decided_at = now(), decided_by_id = ?, updated_at = now() where id = ?`, [JSON.stringify(moved), ctx.viewer.id, mergeId]);
  const full = await tx.findOneOrFail(IdeaMergeSchema, { id: mergeId }, { populate: ['source', 'target', 'campaign', 'campaign.coaches'], refresh: true });
  const toldAccepted = await noticeMergeAccepted(tx, ctx.viewer, full);
  await noticeVoteQuestion(tx, ctx.viewer, full, voters);
  await tellMergedIdeaFollowers({ ...ctx, em: tx }, ctx.viewer, full, [...toldAccepted, ...voters]);
  await publishMergeActivity(tx, ctx.site.id, full);
  return true;
}
