import { createRoute } from '@tanstack/react-router';
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

  return (
    <>
      <Hero />
      <LandingCampaigns />
      <HowItWorks />
    </>
  );
}
