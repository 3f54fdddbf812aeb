import { createRoute } from '@tanstack/react-router';
import { withAdminTexts } from '#client/i18n.ts';
import { organisationAdminRoute } from './organisation-admin';

/** Spec 2 §2: partners/create and partners/edit/:guid share one screen. */
export const adminPartnerCreateRoute = createRoute({
  getParentRoute: () => organisationAdminRoute,
  path: 'partners/create',
}).lazy(() => withAdminTexts(import('./admin-partner-edit.lazy')).then((d) => d.CreateRoute));

export const adminPartnerEditRoute = createRoute({
  getParentRoute: () => organisationAdminRoute,
  path: 'partners/edit/$guid',
}).lazy(() => withAdminTexts(import('./admin-partner-edit.lazy')).then((d) => d.EditRoute));
