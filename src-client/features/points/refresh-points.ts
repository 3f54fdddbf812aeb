import type { trpc } from '#client/trpc.ts';

type Utils = ReturnType<typeof trpc.useUtils>;

/**
 * After anything that pays or takes back points (an idea or feedback made or deleted): the
 * profiles and the campaign's Contributors tab read the ledger, so what they hold is stale. Every
 * profile, since a deletion by an admin changes someone else's.
 */
export function refreshPoints(utils: Utils, campaignSlug: string): Promise<unknown> {
  return Promise.all([utils.profile.own.invalidate(), utils.profile.byGuid.invalidate(), utils.campaign.leaderboard.invalidate({ slug: campaignSlug })]);
}
