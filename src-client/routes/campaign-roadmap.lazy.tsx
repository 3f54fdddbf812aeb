import { createLazyRoute } from '@tanstack/react-router';
import { CampaignTabPage } from '#client/features/campaign-view/campaign-tab-page.tsx';
import { RoadmapTab } from '#client/features/roadmap/roadmap-tab.tsx';
import { campaignRoadmapRoute } from './campaign-roadmap';

export const Route = createLazyRoute(campaignRoadmapRoute.id)({ component: CampaignRoadmapPage });

/** The Roadmap tab (issue 34 item 3): the campaign's ideas grouped by status. */
function CampaignRoadmapPage() {
  const { slug } = campaignRoadmapRoute.useParams();
  return (
    <CampaignTabPage slug={slug} tab="roadmap">
      {(campaign) => <RoadmapTab key={campaign.slug} campaign={campaign} />}
    </CampaignTabPage>
  );
}
