import { createRoute } from '@tanstack/react-router';
import { withAdminTexts } from '#client/i18n.ts';
import { organisationAdminRoute } from './organisation-admin';

/** Spec 2 §2: pages/edit/:guid, 0 is new. */
export const adminPageEditRoute = createRoute({
  getParentRoute: () => organisationAdminRoute,
  path: 'pages/edit/$guid',
}).lazy(() => withAdminTexts(import('./admin-page-edit.lazy')).then((d) => d.Route));
