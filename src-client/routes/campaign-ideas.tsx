import { createRoute } from '@tanstack/react-router';
import { CampaignTabPage } from '../features/campaign-view/campaign-tab-page';
import { IdeasTab } from '../features/ideas/ideas-tab';
import { ideasSearchSchema } from '../features/ideas/ideas-search';
import { rootRoute } from './root';

export const campaignIdeasRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/coach/campaigns/$slug',
  // ?sort and ?page (spec 1 §2, §9); unknown values drop out and the server's default applies.
  validateSearch: ideasSearchSchema,
  component: CampaignIdeasPage,
});

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
