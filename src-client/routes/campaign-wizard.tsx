import { createRoute } from '@tanstack/react-router';
import { wizardSteps } from '#client/features/campaign/wizard-steps.ts';
import { withAllTexts } from '#client/i18n.ts';
import { numberParam, oneOfParam, searchReader } from '#client/search-params.ts';
import { rootRoute } from './root';

export const campaignCreateRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/coach/campaign/create',
}).lazy(() => withAllTexts(import('./campaign-wizard.lazy')).then((d) => d.campaignCreateLazy));

/** The same screen under the creator's name (spec 2 §2). */
export const userCampaignCreateRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/$username/campaign/create',
}).lazy(() => withAllTexts(import('./campaign-wizard.lazy')).then((d) => d.userCampaignCreateLazy));

export const campaignEditRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/coach/campaigns/$slug/edit',
  // new=1: the draft the create screen made, still in create mode (Next and Submit).
  validateSearch: searchReader({ step: oneOfParam(wizardSteps), new: numberParam() }),
}).lazy(() => withAllTexts(import('./campaign-wizard.lazy')).then((d) => d.campaignEditLazy));
