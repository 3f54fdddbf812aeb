import { createRoute } from '@tanstack/react-router';
import { withAdminTexts } from '#client/i18n.ts';
import { organisationAdminRoute } from './organisation-admin';

export const adminPagesRoute = createRoute({
  getParentRoute: () => organisationAdminRoute,
  path: 'pages',
}).lazy(() => withAdminTexts(import('./admin-pages.lazy')).then((d) => d.Route));
