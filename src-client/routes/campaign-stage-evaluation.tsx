import { createRoute } from '@tanstack/react-router';
import { withAdminTexts } from '#client/i18n.ts';
import { rootRoute } from './root';

// The evaluation texts are among the admin area's namespaces (coaches' and admins' screens only), so the idea page's first visit does not carry them.
export const campaignStageEvaluationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/coach/campaigns/$slug/stages/$stageGuid',
}).lazy(() => withAdminTexts(import('./campaign-stage-evaluation.lazy')).then((d) => d.Route));
