import { createRoute } from '@tanstack/react-router';
import { withAllTexts } from '#client/i18n.ts';
import { redirectParam, searchReader } from '#client/search-params.ts';
import { rootRoute } from './root';

export const campaignBriefRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/coach/campaigns/$slug/brief',
  // Where a joiner waiting for approval goes next (spec 1 §4); only paths on this site.
  validateSearch: searchReader({ redirect: redirectParam() }),
}).lazy(() => withAllTexts(import('./campaign-brief.lazy')).then((d) => d.Route));
