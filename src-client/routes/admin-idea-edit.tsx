import { createRoute } from '@tanstack/react-router';
import { organisationAdminRoute } from './organisation-admin';

export const adminIdeaEditRoute = createRoute({
  getParentRoute: () => organisationAdminRoute,
  path: 'ideas/edit/$guid',
}).lazy(() => import('./admin-idea-edit.lazy').then((d) => d.Route));
