import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { huntsSearchSchema } from '../features/admin-hunts/hunts-search';
import { rootRoute } from './root';

/** ?page, ?sort as the hunts list; ?site narrows to one site (its guid). */
const allHuntsSearch = huntsSearchSchema.extend({
  site: z.uuid().optional().catch(undefined),
});

export const adminCampaignsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/campaigns',
  validateSearch: allHuntsSearch,
}).lazy(() => import('./admin-campaigns.lazy').then((d) => d.Route));
