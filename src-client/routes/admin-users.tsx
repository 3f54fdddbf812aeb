import { createRoute } from '@tanstack/react-router';
import { adminUsersSearch } from '#client/features/admin-users/users-search.ts';
import { withAdminTexts } from '#client/i18n.ts';
import { organisationAdminRoute } from './organisation-admin';

export const adminUsersRoute = createRoute({
  getParentRoute: () => organisationAdminRoute,
  path: 'users',
  validateSearch: adminUsersSearch,
}).lazy(() => withAdminTexts(import('./admin-users.lazy')).then((d) => d.Route));
