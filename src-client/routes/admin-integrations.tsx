import { createRoute } from '@tanstack/react-router';
import { withAdminTexts } from '#client/i18n.ts';
import { organisationAdminRoute } from './organisation-admin';

export const adminIntegrationsRoute = createRoute({
  getParentRoute: () => organisationAdminRoute,
  path: 'integrations',
}).lazy(() => withAdminTexts(import('./admin-integrations.lazy')).then((d) => d.Route));
