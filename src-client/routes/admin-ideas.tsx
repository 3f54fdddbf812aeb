import { createRoute } from '@tanstack/react-router';
import { adminIdeasSearch } from '../features/admin-ideas/ideas-search';
import { withAllTexts } from '../i18n';
import { organisationAdminRoute } from './organisation-admin';

export const adminIdeasRoute = createRoute({
  getParentRoute: () => organisationAdminRoute,
  path: 'ideas',
  validateSearch: adminIdeasSearch,
}).lazy(() => withAllTexts(import('./admin-ideas.lazy')).then((d) => d.Route));
