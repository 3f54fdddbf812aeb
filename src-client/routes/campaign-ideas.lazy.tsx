import { createLazyRoute } from '@tanstack/react-router';
import { CampaignTabPage } from '#client/features/campaign-view/campaign-tab-page.tsx';
import { IdeasTab } from '#client/features/ideas/ideas-tab.tsx';
import { campaignIdeasRoute } from './campaign-ideas';

export const Route = createLazyRoute(campaignIdeasRoute.id)({ component: CampaignIdeasPage });

/** The Ideas tab (spec 1 §2): a campaign's ideas for everyone who may see more than its brief. */
function CampaignIdeasPage() {
  const { slug } = campaignIdeasRoute.useParams();
  const search = campaignIdeasRoute.useSearch();
  return (
    <CampaignTabPage slug={slug} tab="ideas">
      {/* Keyed by campaign: the list kept on screen while the next page loads is never another campaign's. */}
      {(campaign) => <IdeasTab key={campaign.slug} campaign={campaign} search={search} />}
    </CampaignTabPage>
  );
}
