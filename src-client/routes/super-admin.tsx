import { createRoute } from '@tanstack/react-router';
import { withAdminTexts } from '#client/i18n.ts';
import { searchReader, textParam } from '#client/search-params.ts';
import { rootRoute } from './root';

/** The super admin area's start (spec 2 §2 /admin): statistics across sites for ?from&to. */
export const superAdminRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin',
  validateSearch: searchReader({ from: textParam(10), to: textParam(10) }),
}).lazy(() => withAdminTexts(import('./super-admin.lazy')).then((d) => d.Route));
