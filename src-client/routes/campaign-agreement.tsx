import { createRoute } from '@tanstack/react-router';
import { withAllTexts } from '#client/i18n.ts';
import { rootRoute } from './root';

/** A campaign's agreement (spec 2 §2 /coach/campaigns/{slug}/agreement): read it, and accept it to join or stay. */
export const campaignAgreementRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/coach/campaigns/$slug/agreement',
}).lazy(() => withAllTexts(import('./campaign-agreement.lazy')).then((d) => d.Route));
