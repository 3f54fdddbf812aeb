import { createRoute } from '@tanstack/react-router';
import { adminUsersSearch } from '../features/admin-users/users-search';
import { withAllTexts } from '../i18n';
import { organisationAdminRoute } from './organisation-admin';

export const adminUsersRoute = createRoute({
  getParentRoute: () => organisationAdminRoute,
  path: 'users',
  validateSearch: adminUsersSearch,
}).lazy(() => withAllTexts(import('./admin-users.lazy')).then((d) => d.Route));
