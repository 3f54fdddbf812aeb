import { createRoute } from '@tanstack/react-router';
import { withAllTexts } from '#client/i18n.ts';
import { organisationAdminRoute } from './organisation-admin';

export const adminWebhooksRoute = createRoute({
  getParentRoute: () => organisationAdminRoute,
  path: 'webhooks',
}).lazy(() => withAllTexts(import('./admin-webhooks.lazy')).then((d) => d.Route));
