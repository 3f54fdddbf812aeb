import { createRoute } from '@tanstack/react-router';
import { withAdminTexts } from '#client/i18n.ts';
import { organisationAdminRoute } from './organisation-admin';

export const adminUserEditRoute = createRoute({
  getParentRoute: () => organisationAdminRoute,
  path: 'users/edit/$guid',
}).lazy(() => withAdminTexts(import('./admin-user-edit.lazy')).then((d) => d.Route));
