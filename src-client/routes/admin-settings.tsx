import { createRoute } from '@tanstack/react-router';
import { withAdminTexts } from '#client/i18n.ts';
import { organisationAdminRoute } from './organisation-admin';

/** Both settings screens come in one download: one more entry in the start page's list of pages, not two. */
const settingsPages = () => withAdminTexts(import('./admin-settings.lazy'));

/** The organisation settings (spec 3 §2, spec 2 §2): org admins and super admins. */
export const adminSettingsRoute = createRoute({
  getParentRoute: () => organisationAdminRoute,
  path: 'settings',
}).lazy(() => settingsPages().then((d) => d.settingsLazy));

/** The super settings (spec 2 §2): super admins only. */
export const adminSuperSettingsRoute = createRoute({
  getParentRoute: () => organisationAdminRoute,
  path: 'super-settings',
}).lazy(() => settingsPages().then((d) => d.superSettingsLazy));
