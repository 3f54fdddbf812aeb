import { createRoute, redirect } from '@tanstack/react-router';
import { withAdminTexts } from '#client/i18n.ts';
import { rootRoute } from './root';

/**
 * The organisation admin area (spec 2 §2, admin or superAdmin role). Its one guard: visitors are
 * asked to log in and come back, signed-in users without admin rights are told so. The server
 * refuses them anyway; this only spares them a broken screen.
 */
export const organisationAdminRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/organisation/admin',
}).lazy(() => withAdminTexts(import('./organisation-admin.lazy')).then((d) => d.Route));

/** The area has no start screen of its own: statistics is the menu's first entry. */
export const organisationAdminIndexRoute = createRoute({
  getParentRoute: () => organisationAdminRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/organisation/admin/stats', replace: true });
  },
});
