import { createRoute } from '@tanstack/react-router';
import { withAllTexts } from '#client/i18n.ts';
import { organisationAdminRoute } from './organisation-admin';

export const adminMenusRoute = createRoute({
  getParentRoute: () => organisationAdminRoute,
  path: 'menus',
}).lazy(() => withAllTexts(import('./admin-menus.lazy')).then((d) => d.Route));
