import { createRoute } from '@tanstack/react-router';
import { huntsSearchSchema } from '../features/admin-hunts/hunts-search';
import { organisationAdminRoute } from './organisation-admin';

export const adminHuntsRoute = createRoute({
  getParentRoute: () => organisationAdminRoute,
  path: 'hunts',
  validateSearch: huntsSearchSchema,
}).lazy(() => import('./admin-hunts.lazy').then((d) => d.Route));
