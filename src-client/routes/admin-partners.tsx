import { createRoute } from '@tanstack/react-router';
import { withAdminTexts } from '#client/i18n.ts';
import { organisationAdminRoute } from './organisation-admin';

export const adminPartnersRoute = createRoute({
  getParentRoute: () => organisationAdminRoute,
  path: 'partners',
}).lazy(() => withAdminTexts(import('./admin-partners.lazy')).then((d) => d.Route));
