import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { rootRoute } from './root';

/** The period and filter in the URL; the server checks them against the campaign and says what is wrong. */
const statisticsSearch = z.object({
  from: z.string().max(10).optional().catch(undefined),
  to: z.string().max(10).optional().catch(undefined),
  field: z.string().max(200).optional().catch(undefined),
  value: z.string().max(500).optional().catch(undefined),
});

export const campaignStatisticsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/coach/campaigns/$slug/statistics',
  validateSearch: statisticsSearch,
}).lazy(() => import('./campaign-statistics.lazy').then((d) => d.Route));
