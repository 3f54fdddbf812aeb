import { createRoute } from '@tanstack/react-router';
import { withAllTexts } from '../i18n';
import { organisationAdminRoute } from './organisation-admin';

export const adminPartnersRoute = createRoute({
  getParentRoute: () => organisationAdminRoute,
  path: 'partners',
}).lazy(() => withAllTexts(import('./admin-partners.lazy')).then((d) => d.Route));
