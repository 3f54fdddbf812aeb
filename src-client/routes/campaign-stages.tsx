import { createRoute } from '@tanstack/react-router';
import { withAdminTexts } from '#client/i18n.ts';
import { rootRoute } from './root';

export const campaignStagesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/coach/campaigns/$slug/stages',
  // With the admin area's texts: the tab links each stage's review set-up, whose texts are kept there (coaches' and admins' screens only).
}).lazy(() => withAdminTexts(import('./campaign-stages.lazy')).then((d) => d.Route));
