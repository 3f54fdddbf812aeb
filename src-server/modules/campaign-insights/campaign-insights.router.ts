import { campaignEventInput, campaignStatisticsInput } from '#shared/schemas/campaign-insights.ts';
import { campaignSlugInput } from '#shared/schemas/campaign.ts';
import { activeProcedure, authedProcedure, publicProcedure, router } from '#server/trpc/procedures.ts';
import { similarCampaigns } from '#server/modules/campaign/campaign-tags.service.ts';
import { viewCampaign } from '#server/modules/campaign/campaign-view.service.ts';
import { presentCampaignCard } from '#server/modules/campaign/campaign.presenter.ts';
import { campaignLeaderboard } from './leaderboard.service';
import { presentLeaderboard, presentStatistics } from './insights.presenter';
import { campaignStatistics } from './statistics.service';
import { announceWinners } from '#server/modules/campaign/winners.service.ts';

/** What a running campaign shows about itself: contributors, statistics, winners, related campaigns. */
export const campaignInsightsRouter = router({
  /** The Contributors tab and highscores (spec 1 §2): members and coaches. */
  leaderboard: publicProcedure.input(campaignSlugInput).query(async ({ ctx, input }) => presentLeaderboard(await campaignLeaderboard(ctx, input.slug))),
  /** The Statistics tab (spec 2 §1, §5): org admins, when the site has the feature. */
  statistics: authedProcedure.input(campaignStatisticsInput).query(async ({ ctx, input }) => presentStatistics(await campaignStatistics(ctx, input))),
  /** The announce.winners event (spec 2 §6): the campaign's coaches, once it has ended. */
  event: activeProcedure.input(campaignEventInput).mutation(async ({ ctx, input }) => announceWinners(ctx, input.slug)),
  /** Campaigns sharing tags with this one (spec 1 §8 "similar campaigns"). */
  similar: publicProcedure.input(campaignSlugInput).query(async ({ ctx, input }) => {
    const view = await viewCampaign(ctx, input.slug, { forBrief: true });
    return (await similarCampaigns(ctx, view.campaign)).map((campaign) => presentCampaignCard({ campaign, membership: null }));
  }),
});
