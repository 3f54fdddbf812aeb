import { createRoute } from '@tanstack/react-router';
import { withAdminTexts } from '#client/i18n.ts';
import { organisationAdminRoute } from './organisation-admin';

export const adminStageTemplatesRoute = createRoute({
  getParentRoute: () => organisationAdminRoute,
  path: 'stage-templates',
}).lazy(() => withAdminTexts(import('./admin-stage-templates.lazy')).then((d) => d.Route));
