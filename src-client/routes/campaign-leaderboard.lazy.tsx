import { createLazyRoute } from '@tanstack/react-router';
import { CampaignTabPage } from '#client/features/campaign-view/campaign-tab-page.tsx';
import { LeaderboardTab } from '#client/features/leaderboard/leaderboard-tab.tsx';
import { campaignLeaderboardRoute } from './campaign-leaderboard';

export const Route = createLazyRoute(campaignLeaderboardRoute.id)({ component: CampaignLeaderboardPage });

/** The Contributors tab (spec 1 §2): the campaign's members ranked by the points they earned. */
function CampaignLeaderboardPage() {
  const { slug } = campaignLeaderboardRoute.useParams();
  return (
    <CampaignTabPage slug={slug} tab="contributors">
      {(campaign) => <LeaderboardTab campaign={campaign} />}
    </CampaignTabPage>
  );
}
