import { createRoute } from '@tanstack/react-router';
import { withAllTexts } from '#client/i18n.ts';
import { searchReader, textParam } from '#client/search-params.ts';
import { rootRoute } from './root';

/** The period and filter in the URL; the server checks them against the campaign and says what is wrong. */
const statisticsSearch = searchReader({
  from: textParam(10),
  to: textParam(10),
  field: textParam(200),
  value: textParam(500),
});

export const campaignStatisticsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/coach/campaigns/$slug/statistics',
  validateSearch: statisticsSearch,
}).lazy(() => withAllTexts(import('./campaign-statistics.lazy')).then((d) => d.Route));
