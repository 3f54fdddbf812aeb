import { createRoute } from '@tanstack/react-router';
import { organisationAdminRoute } from './organisation-admin';

export const adminFileEditRoute = createRoute({
  getParentRoute: () => organisationAdminRoute,
  path: 'files/edit/$guid',
}).lazy(() => import('./admin-file-edit.lazy').then((d) => d.Route));
