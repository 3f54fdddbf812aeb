import { createRoute } from '@tanstack/react-router';
import { withAllTexts } from '#client/i18n.ts';
import { organisationAdminRoute } from './organisation-admin';

export const adminIntegrationsRoute = createRoute({
  getParentRoute: () => organisationAdminRoute,
  path: 'integrations',
}).lazy(() => withAllTexts(import('./admin-integrations.lazy')).then((d) => d.Route));
