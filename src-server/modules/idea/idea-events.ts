import type { Campaign } from '#server/entities/campaign.entity.ts';
import type { NoticeContext } from '#server/modules/notification/notice-mails.ts';
import { recordWebhookEvents } from '#server/modules/webhook-outbox/webhook-outbox.service.ts';
import { tellFollowersOfMany, type Actor, type FollowedIdea, type FollowerEvent, type IdeaNews } from './follower-notices';

/**
 * What happened to an idea that others hear of, in its transaction: a status set by hand, by a
 * stage move or by undoing one, and a merge. Its followers are told (tellFollowersOfMany), and the
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
  await announceIdeaEvents(ctx, actor, campaign, [{ idea, event, alreadyTold }]);
}

/** As announceIdeaEvent, for the ideas of one campaign one action changed together (a bulk stage move, its undoing). */
export async function announceIdeaEvents(ctx: NoticeContext, actor: Actor, campaign: Campaign, news: readonly IdeaNews[]): Promise<void> {
  const merged = news.flatMap(({ idea, event }) => (event.kind === 'merged' ? [{ ideaId: idea.id, intoIdeaId: event.into.id, campaignId: campaign.id, mergedBy: actor.id }] : []));
  const changed = news.flatMap(({ idea, event }) =>
    event.kind !== 'merged' && event.from !== event.to ? [{ ideaId: idea.id, campaignId: campaign.id, from: event.from, to: event.to, changedBy: actor.id }] : [],
  );
  await recordWebhookEvents(ctx.em, ctx.site.id, 'idea.merged', merged);
  await recordWebhookEvents(ctx.em, ctx.site.id, 'idea.status_changed', changed);
  await tellFollowersOfMany(ctx, actor, campaign, news);
}
