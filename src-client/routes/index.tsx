import { createRoute } from '@tanstack/react-router';
import { trpc } from '../trpc';
import { Hero } from '../features/start/hero';
import { HowItWorks } from '../features/start/how-it-works';
import { LandingCampaigns } from '../features/start/landing-campaigns';
import { usePageTitle } from '../features/shell/use-page-title';
import { useOrganisation } from '../features/shell/use-organisation';
import { rootRoute } from './root';

export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: StartPage,
});

function StartPage() {
  const organisation = useOrganisation();
  usePageTitle(organisation.name);
  const campaigns = trpc.campaign.guest.useQuery({ showOnLandingPage: true });

  return (
    <>
      <Hero />
      {/* What follows the banner waits for the campaigns, which sit above "How it works": arriving
          later they pushed it down the screen (CLS 0.46 on a slow phone). A failed lookup still
          shows the rest. */}
      {campaigns.isPending ? null : (
        <>
          <LandingCampaigns campaigns={campaigns.data ?? []} />
          <HowItWorks />
        </>
      )}
    </>
  );
}
