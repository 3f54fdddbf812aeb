import { createRoute } from '@tanstack/react-router';
import { withAllTexts } from '#client/i18n.ts';
import { rootRoute } from './root';

export const campaignDuplicatesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/coach/campaigns/$slug/duplicates',
}).lazy(() => withAllTexts(import('./campaign-duplicates.lazy')).then((d) => d.Route));
