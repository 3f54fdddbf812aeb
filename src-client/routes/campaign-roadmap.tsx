import { createRoute } from '@tanstack/react-router';
import { withAllTexts } from '#client/i18n.ts';
import { rootRoute } from './root';

export const campaignRoadmapRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/coach/campaigns/$slug/roadmap',
}).lazy(() => withAllTexts(import('./campaign-roadmap.lazy')).then((d) => d.Route));
