import { createRoute } from '@tanstack/react-router';
import { withAllTexts } from '../i18n';
import { organisationAdminRoute } from './organisation-admin';

export const adminUserEditRoute = createRoute({
  getParentRoute: () => organisationAdminRoute,
  path: 'users/edit/$guid',
}).lazy(() => withAllTexts(import('./admin-user-edit.lazy')).then((d) => d.Route));
