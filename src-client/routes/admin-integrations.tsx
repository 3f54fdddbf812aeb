import { createRoute } from '@tanstack/react-router';
import { withAllTexts } from '../i18n';
import { organisationAdminRoute } from './organisation-admin';

export const adminIntegrationsRoute = createRoute({
  getParentRoute: () => organisationAdminRoute,
  path: 'integrations',
}).lazy(() => withAllTexts(import('./admin-integrations.lazy')).then((d) => d.Route));
