import { createRoute } from '@tanstack/react-router';
import { trpc } from '#client/trpc.ts';
import { Hero } from '#client/features/start/hero.tsx';
import { HowItWorks } from '#client/features/start/how-it-works.tsx';
import { LandingCampaigns } from '#client/features/start/landing-campaigns.tsx';
import { usePageTitle } from '#client/features/shell/use-page-title.ts';
import { useOrganisation } from '#client/features/shell/use-organisation.ts';
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
