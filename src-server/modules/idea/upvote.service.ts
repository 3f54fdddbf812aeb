import type { EntityManager } from '@mikro-orm/postgresql';
import { v7 as uuidv7 } from 'uuid';
import { AppError } from '#server/errors/app-error.ts';
import type { AuthedContext } from '#server/trpc/context.ts';
import { followOnTakingPart } from '#server/modules/notification/follow.service.ts';
import { recordWebhookEvent } from '#server/modules/webhook-outbox/webhook-outbox.service.ts';
import { assertCampaignRunning, assertNotMerged, loadIdeaForViewer } from './idea-access.service';

export interface UpvoteState {
  upvoted: boolean;
  totalUpvoteCount: number;
}

/**
 * Upvotes the idea, or removes the viewer's upvote (spec 1 §4). Only the campaign's approved
 * participants and its coaches vote (spec 1 §6: user-not-in-campaign prompts to join), and only
 * while it runs (campaign-ended once it is over). Voting on one's own idea is not forbidden by the spec.
 */
export async function toggleUpvote(ctx: AuthedContext, ideaGuid: string): Promise<UpvoteState> {
  const { idea, campaign, coach, member, pending } = await loadIdeaForViewer(ctx, ideaGuid, 'idea-not-found');
  if (!member && !coach) throw new AppError(pending ? 'user-not-approved' : 'user-not-in-campaign');
  assertCampaignRunning(campaign);
  assertNotMerged(idea);
  return ctx.em.transactional(async (tx) => {
    const state = await toggleInTransaction(tx, idea.id, ctx.viewer.id);
    // Taking the vote back keeps the follow: the voter may still want to hear how the idea fares.
    if (state.upvoted) await followOnTakingPart(tx, { organisationId: ctx.site.id, ideaId: idea.id }, [ctx.viewer.id]);
    await recordWebhookEvent(tx, ctx.site.id, 'idea.upvoted', { ideaId: idea.id, campaignId: campaign.id, userId: ctx.viewer.id, upvoted: state.upvoted, upvoteCount: state.totalUpvoteCount });
    return state;
  });
}

/**
 * The row change and the counter change in one transaction, in SQL: the unique (idea, user) row
 * decides the outcome (a racing second insert waits for the first and then does nothing), and the
 * counter moves only by the row that really changed, so parallel toggles leave an exact count.
 */
async function toggleInTransaction(tx: EntityManager, ideaId: string, userId: string): Promise<UpvoteState> {
  const run = <T extends object>(sql: string, params: unknown[]) => tx.getConnection().execute<T[]>(sql, params, 'all', tx.getTransactionContext());
  // Each pass flips the vote unless a parallel toggle removed the row between our insert and
  // delete; then the next pass inserts, so every toggle flips the state exactly once.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const inserted = await run<{ id: string }>(
      `insert into upvote (id, created_at, updated_at, idea_id, user_id) values (?, now(), now(), ?, ?)
       on conflict (idea_id, user_id) do nothing returning id`,
      [uuidv7(), ideaId, userId],
    );
    const removed = inserted.length > 0 ? [] : await run<{ id: string }>('delete from upvote where idea_id = ? and user_id = ? returning id', [ideaId, userId]);
    if (inserted.length === 0 && removed.length === 0) continue;
    const [row] = await run<{ upvote_count: number }>('update idea set upvote_count = upvote_count + ? where id = ? returning upvote_count', [inserted.length - removed.length, ideaId]);
    return { upvoted: inserted.length > 0, totalUpvoteCount: row?.upvote_count ?? 0 };
  }
  throw new AppError('too-many-requests');
}
