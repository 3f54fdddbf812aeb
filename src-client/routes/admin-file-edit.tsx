import { createRoute } from '@tanstack/react-router';
import { withAdminTexts } from '#client/i18n.ts';
import { organisationAdminRoute } from './organisation-admin';

export const adminFileEditRoute = createRoute({
  getParentRoute: () => organisationAdminRoute,
  path: 'files/edit/$guid',
}).lazy(() => withAdminTexts(import('./admin-file-edit.lazy')).then((d) => d.Route));
