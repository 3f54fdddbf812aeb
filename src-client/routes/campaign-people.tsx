import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './root';

export const campaignPeopleRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/coach/campaigns/$slug/people',
}).lazy(() => import('./campaign-people.lazy').then((d) => d.Route));
