import { createRoute } from '@tanstack/react-router';
import { withAdminTexts } from '#client/i18n.ts';
import { organisationAdminRoute } from './organisation-admin';

export const adminAgreementsRoute = createRoute({
  getParentRoute: () => organisationAdminRoute,
  path: 'agreements',
}).lazy(() => withAdminTexts(import('./admin-agreements.lazy')).then((d) => d.Route));
