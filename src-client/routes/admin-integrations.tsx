import { createRoute } from '@tanstack/react-router';
import { organisationAdminRoute } from './organisation-admin';

export const adminIntegrationsRoute = createRoute({
  getParentRoute: () => organisationAdminRoute,
  path: 'integrations',
}).lazy(() => import('./admin-integrations.lazy').then((d) => d.Route));
