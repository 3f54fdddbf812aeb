import type { EntityManager } from '@mikro-orm/postgresql';
import { campaignPhase } from '#shared/campaign-rules.ts';
import { AppError } from '#server/errors/app-error.ts';
import type { AuthedContext } from '#server/trpc/context.ts';
import { IdeaSchema, type Idea } from '#server/entities/idea.entity.ts';
import { queueNoticeMails } from '#server/modules/notification/notice-mails.ts';
import type { Campaign } from '#server/entities/campaign.entity.ts';
import { campaignMailOptions } from './campaign.presenter';
import { campaignForCoach } from './campaign.service';
import { campaignFollowersWhoSee } from './campaign-follow.service';
import { notify } from '#server/modules/notification/notification.service.ts';
import { fullName } from '#server/modules/user/user.presenter.ts';
import { CampaignParticipantSchema } from '#server/entities/participation.entity.ts';

/** The winning ideas of these campaigns (spec 1 §3 winners.list), by campaign id, in one query. */
export async function winnersOf(em: EntityManager, campaigns: Campaign[]): Promise<Map<string, Idea[]>> {
  const byCampaign = new Map<string, Idea[]>(campaigns.map((campaign) => [campaign.id, []]));
  if (campaigns.length === 0) return byCampaign;
  const ideas = await em.find(IdeaSchema, { campaign: { $in: campaigns.map((campaign) => campaign.id) }, status: 'WINNER' }, { orderBy: { upvoteCount: 'desc', createdAt: 'asc', id: 'asc' } });
  for (const idea of ideas) byCampaign.get(idea.campaign.id)?.push(idea);
  return byCampaign;
}

/**
 * The announce.winners event (spec 2 §6): once a campaign has ended and has winners, its coaches
 * tell every participant who wants winner e-mails, once, and its followers (issue 34) who still
 * see it: in the feed, and by mail where the participants' mail did not reach them already.
 */
export async function announceWinners(ctx: AuthedContext, slug: string): Promise<{ announcedAt: Date; recipients: number }> {
  const campaign = await campaignForCoach(ctx, slug);
  if (campaignPhase(campaign, new Date()) !== 'finished') throw new AppError('campaign-not-ended');
  if (campaign.winnersAnnouncedAt) throw new AppError('winners-already-announced');
  const winners = (await winnersOf(ctx.em, [campaign])).get(campaign.id) ?? [];
  if (winners.length === 0) throw new AppError('no-winners');
  const participants = await ctx.em.find(CampaignParticipantSchema, { campaign, status: 'approved' }, { populate: ['user'] });
  // Whether each hears by mail is their preference for campaign news (the winner e-mail option by default).
  const recipients = participants.map((participant) => participant.user).filter((user) => user.status === 'active');
  // The campaign's followers (issue 34) hear of it in the feed, and by mail unless mailed as participants.
  const followers = (await campaignFollowersWhoSee(ctx.em, campaign)).filter((follower) => follower.id !== ctx.viewer.id);
  const mailedParticipants = new Set(recipients.map((user) => user.id));
  const mailedFollowers = followers.filter((follower) => follower.active && !mailedParticipants.has(follower.id));
  const addressed = [...recipients.map((user) => ({ userId: user.id, email: user.email })), ...mailedFollowers.map((follower) => ({ userId: follower.id, email: follower.email }))];
  const announcedAt = new Date();
  let mailed = 0;
  // One transaction: the announcement, its feed entries and its mails are there together or not at all.
  await ctx.em.transactional(async (em) => {
    campaign.winnersAnnouncedAt = announcedAt;
    await notify(em, {
      organisationId: ctx.site.id,
      userIds: followers.map((follower) => follower.id),
      type: 'campaign',
      subType: 'winners',
      data: { campaignSlug: campaign.slug, campaignName: campaign.name, actorGuid: ctx.viewer.id, actorName: fullName(ctx.viewer) },
    });
    mailed = await queueNoticeMails(
      { ...ctx, em },
      'campaign',
      addressed.map((recipient) => ({ ...recipient, params: { campaignName: campaign.name, winners: winners.map((idea) => idea.name) }, path: `/coach/campaigns/${campaign.slug}/brief` })),
      'winners-announced',
      campaignMailOptions(campaign),
    );
  });
  return { announcedAt, recipients: mailed };
}
