import { createRoute } from '@tanstack/react-router';
import { withAllTexts } from '#client/i18n.ts';
import { rootRoute } from './root';

export const campaignStagesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/coach/campaigns/$slug/stages',
}).lazy(() => withAllTexts(import('./campaign-stages.lazy')).then((d) => d.Route));
