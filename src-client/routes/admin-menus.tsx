import { createRoute } from '@tanstack/react-router';
import { withAdminTexts } from '#client/i18n.ts';
import { organisationAdminRoute } from './organisation-admin';

export const adminMenusRoute = createRoute({
  getParentRoute: () => organisationAdminRoute,
  path: 'menus',
}).lazy(() => withAdminTexts(import('./admin-menus.lazy')).then((d) => d.Route));
