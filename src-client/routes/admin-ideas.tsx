import { createRoute } from '@tanstack/react-router';
import { adminIdeasSearch } from '../features/admin-ideas/ideas-search';
import { organisationAdminRoute } from './organisation-admin';

export const adminIdeasRoute = createRoute({
  getParentRoute: () => organisationAdminRoute,
  path: 'ideas',
  validateSearch: adminIdeasSearch,
}).lazy(() => import('./admin-ideas.lazy').then((d) => d.Route));
