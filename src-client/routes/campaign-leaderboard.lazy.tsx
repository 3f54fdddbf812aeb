import { createLazyRoute } from '@tanstack/react-router';
import { CampaignTabPage } from '../features/campaign-view/campaign-tab-page';
import { LeaderboardTab } from '../features/leaderboard/leaderboard-tab';
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
