import { createRoute } from '@tanstack/react-router';
import { huntsSearchParams } from '#client/features/admin-hunts/hunts-search.ts';
import { withAdminTexts } from '#client/i18n.ts';
import { guidParam, searchReader } from '#client/search-params.ts';
import { rootRoute } from './root';

/** ?page, ?sort as the hunts list; ?site narrows to one site (its guid). */
const allHuntsSearch = searchReader({ ...huntsSearchParams, site: guidParam() });

export const adminCampaignsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/campaigns',
  validateSearch: allHuntsSearch,
}).lazy(() => withAdminTexts(import('./admin-campaigns.lazy')).then((d) => d.Route));
