import { createRoute } from '@tanstack/react-router';
import { huntsSearchParams } from '../features/admin-hunts/hunts-search';
import { withAllTexts } from '../i18n';
import { guidParam, searchReader } from '../search-params';
import { rootRoute } from './root';

/** ?page, ?sort as the hunts list; ?site narrows to one site (its guid). */
const allHuntsSearch = searchReader({ ...huntsSearchParams, site: guidParam() });

export const adminCampaignsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/campaigns',
  validateSearch: allHuntsSearch,
}).lazy(() => withAllTexts(import('./admin-campaigns.lazy')).then((d) => d.Route));
