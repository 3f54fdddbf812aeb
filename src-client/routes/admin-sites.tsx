import { createRoute } from '@tanstack/react-router';
import { withAdminTexts } from '#client/i18n.ts';
import { rootRoute } from './root';

/** The super admin's sites (spec 2 §2 /admin/sites). */
export const adminSitesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/sites',
}).lazy(() => withAdminTexts(import('./admin-sites.lazy')).then((d) => d.Route));
