import { createRoute } from '@tanstack/react-router';
import { adminIdeasSearch } from '#client/features/admin-ideas/ideas-search.ts';
import { withAdminTexts } from '#client/i18n.ts';
import { organisationAdminRoute } from './organisation-admin';

export const adminIdeasRoute = createRoute({
  getParentRoute: () => organisationAdminRoute,
  path: 'ideas',
  validateSearch: adminIdeasSearch,
}).lazy(() => withAdminTexts(import('./admin-ideas.lazy')).then((d) => d.Route));
