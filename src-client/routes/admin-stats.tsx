import { createRoute } from '@tanstack/react-router';
import { withAdminTexts } from '#client/i18n.ts';
import { searchReader, textParam } from '#client/search-params.ts';
import { organisationAdminRoute } from './organisation-admin';

/** ?from&to, the period; the server checks it and says what is wrong. */
export const adminStatsRoute = createRoute({
  getParentRoute: () => organisationAdminRoute,
  path: 'stats',
  validateSearch: searchReader({ from: textParam(10), to: textParam(10) }),
}).lazy(() => withAdminTexts(import('./admin-stats.lazy')).then((d) => d.Route));
