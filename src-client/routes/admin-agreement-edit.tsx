import { createRoute } from '@tanstack/react-router';
import { withAdminTexts } from '#client/i18n.ts';
import { organisationAdminRoute } from './organisation-admin';

/** Spec 2 §2: agreements/create and agreements/edit/:guid share one screen. */
export const adminAgreementCreateRoute = createRoute({
  getParentRoute: () => organisationAdminRoute,
  path: 'agreements/create',
}).lazy(() => withAdminTexts(import('./admin-agreement-edit.lazy')).then((d) => d.CreateRoute));

export const adminAgreementEditRoute = createRoute({
  getParentRoute: () => organisationAdminRoute,
  path: 'agreements/edit/$guid',
}).lazy(() => withAdminTexts(import('./admin-agreement-edit.lazy')).then((d) => d.EditRoute));
