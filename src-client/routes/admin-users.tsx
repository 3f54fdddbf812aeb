import { createRoute } from '@tanstack/react-router';
import { adminUsersSearch } from '#client/features/admin-users/users-search.ts';
import { withAllTexts } from '#client/i18n.ts';
import { organisationAdminRoute } from './organisation-admin';

export const adminUsersRoute = createRoute({
  getParentRoute: () => organisationAdminRoute,
  path: 'users',
  validateSearch: adminUsersSearch,
}).lazy(() => withAllTexts(import('./admin-users.lazy')).then((d) => d.Route));
