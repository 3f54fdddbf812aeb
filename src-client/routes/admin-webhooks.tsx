import { createRoute } from '@tanstack/react-router';
import { withAdminTexts } from '#client/i18n.ts';
import { organisationAdminRoute } from './organisation-admin';

export const adminWebhooksRoute = createRoute({
  getParentRoute: () => organisationAdminRoute,
  path: 'webhooks',
}).lazy(() => withAdminTexts(import('./admin-webhooks.lazy')).then((d) => d.Route));
