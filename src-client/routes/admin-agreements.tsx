import { createRoute } from '@tanstack/react-router';
import { withAllTexts } from '#client/i18n.ts';
import { organisationAdminRoute } from './organisation-admin';

export const adminAgreementsRoute = createRoute({
  getParentRoute: () => organisationAdminRoute,
  path: 'agreements',
}).lazy(() => withAllTexts(import('./admin-agreements.lazy')).then((d) => d.Route));
