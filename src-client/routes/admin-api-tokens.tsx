import { createRoute } from '@tanstack/react-router';
import { withAdminTexts } from '#client/i18n.ts';
import { organisationAdminRoute } from './organisation-admin';

export const adminApiTokensRoute = createRoute({
  getParentRoute: () => organisationAdminRoute,
  path: 'api-tokens',
}).lazy(() => withAdminTexts(import('./admin-api-tokens.lazy')).then((d) => d.Route));
