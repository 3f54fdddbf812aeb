import type { EntityManager } from '@mikro-orm/postgresql';
import type { CampaignFollowSetInput } from '#shared/schemas/follow.ts';
import type { AuthedContext } from '#server/trpc/context.ts';
import type { Campaign } from '#server/entities/campaign.entity.ts';
import { followersOf, isFollowing, setFollowing } from '#server/modules/notification/follow.service.ts';
import { viewerFactsOfRow } from '#server/modules/user/viewer-facts.ts';
import { viewCampaign } from './campaign-view.service';
import { campaignViewRefusal } from './campaign.policy';

/**
 * Following a campaign (issue 34 item 1): anyone signed in who sees it, by the campaign view's
 * rule, so a private campaign or another site's stays not-found.
 */
export async function campaignFollowState(ctx: AuthedContext, campaignSlug: string): Promise<{ following: boolean }> {
  const { campaign } = await viewCampaign(ctx, campaignSlug);
  return { following: await isFollowing(ctx.em, { organisationId: ctx.site.id, campaignId: campaign.id }, ctx.viewer.id) };
}

export async function setCampaignFollow(ctx: AuthedContext, input: CampaignFollowSetInput): Promise<{ following: boolean }> {
  const { campaign } = await viewCampaign(ctx, input.campaignSlug);
  await setFollowing(ctx.em, { organisationId: ctx.site.id, campaignId: campaign.id }, ctx.viewer.id, input.following);
  return { following: input.following };
}

export interface CampaignFollower {
  id: string;
  email: string;
  active: boolean;
  winnerMails: boolean;
}

/**
 * The campaign's followers who still see it (a private campaign they were never part of, or
 * left, tells them nothing) and whose account can sign in. `campaign` must have its coaches loaded.
 */
export async function campaignFollowersWhoSee(em: EntityManager, campaign: Campaign): Promise<CampaignFollower[]> {
  const rows = await followersOf(em, { organisationId: campaign.organisation.id, campaignId: campaign.id }, campaign.id);
  return rows
    .filter((row) => campaignViewRefusal(viewerFactsOfRow(row), campaign, row.membership !== null || row.invited) === null)
    .map((row) => ({ id: row.id, email: row.email, active: row.status === 'active', winnerMails: row.winner_mails }));
}
