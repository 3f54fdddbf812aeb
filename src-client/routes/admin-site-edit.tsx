import { createRoute } from '@tanstack/react-router';
import { withAdminTexts } from '#client/i18n.ts';
import { rootRoute } from './root';

/** Spec 2 §2: /admin/sites/add and /admin/sites/{slug} share one form. */
export const adminSiteAddRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/sites/add',
}).lazy(() => withAdminTexts(import('./admin-site-edit.lazy')).then((d) => d.AddRoute));

export const adminSiteEditRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/sites/$slug',
}).lazy(() => withAdminTexts(import('./admin-site-edit.lazy')).then((d) => d.EditRoute));
