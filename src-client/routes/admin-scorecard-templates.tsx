import { createRoute } from '@tanstack/react-router';
import { withAdminTexts } from '#client/i18n.ts';
import { organisationAdminRoute } from './organisation-admin';

export const adminScorecardTemplatesRoute = createRoute({
  getParentRoute: () => organisationAdminRoute,
  path: 'scorecard-templates',
}).lazy(() => withAdminTexts(import('./admin-scorecard-templates.lazy')).then((d) => d.Route));
