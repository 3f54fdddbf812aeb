import { createRoute } from '@tanstack/react-router';
import { withAdminTexts } from '#client/i18n.ts';
import { organisationAdminRoute } from './organisation-admin';

/** Spec 2 §2: menus/edit/{nav or guid}; top, footer or footer2 make a new entry in that menu. */
export const adminMenuEditRoute = createRoute({
  getParentRoute: () => organisationAdminRoute,
  path: 'menus/edit/$navOrGuid',
}).lazy(() => withAdminTexts(import('./admin-menu-edit.lazy')).then((d) => d.Route));
