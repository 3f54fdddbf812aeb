import { createRoute } from '@tanstack/react-router';
import { withAdminTexts } from '#client/i18n.ts';
import { organisationAdminRoute } from './organisation-admin';

export const adminRegistrationFieldsRoute = createRoute({
  getParentRoute: () => organisationAdminRoute,
  path: 'registration-fields',
}).lazy(() => withAdminTexts(import('./admin-registration-fields.lazy')).then((d) => d.Route));
