import { createRoute } from '@tanstack/react-router';
import { withAllTexts } from '#client/i18n.ts';
import { rootRoute } from './root';

export const campaignPeopleRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/coach/campaigns/$slug/people',
}).lazy(() => withAllTexts(import('./campaign-people.lazy')).then((d) => d.Route));
