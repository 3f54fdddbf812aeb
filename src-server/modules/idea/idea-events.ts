import type { Campaign } from '#server/entities/campaign.entity.ts';
import type { NoticeContext } from '#server/modules/notification/notice-mails.ts';
import { recordWebhookEvent } from '#server/modules/webhook-outbox/webhook-outbox.service.ts';
import { tellFollowers, type Actor, type FollowedIdea, type FollowerEvent } from './follower-notices';

/**
 * What happened to an idea that others hear of, in its transaction: a status set by hand, by a
 * stage move or by undoing one, and a merge. Its followers are told (tellFollowers), and the
 * site's webhooks get idea.status_changed (only when the status did change: a move between two
 * stages of one status is not one) or idea.merged. Every such change passes through here.
 */
export async function announceIdeaEvent(
  ctx: NoticeContext,
  actor: Actor,
  idea: FollowedIdea,
  campaign: Campaign,
  event: FollowerEvent,
  alreadyTold: Iterable<string> = [],
): Promise<void> {
  if (event.kind === 'merged') {
    await recordWebhookEvent(ctx.em, ctx.site.id, 'idea.merged', { ideaId: idea.id, intoIdeaId: event.into.id, campaignId: campaign.id, mergedBy: actor.id });
  } else if (event.from !== event.to) {
    await recordWebhookEvent(ctx.em, ctx.site.id, 'idea.status_changed', { ideaId: idea.id, campaignId: campaign.id, from: event.from, to: event.to, changedBy: actor.id });
  }
  await tellFollowers(ctx, actor, idea, campaign, event, alreadyTold);
}
