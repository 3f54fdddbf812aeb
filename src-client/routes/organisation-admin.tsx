import { createRoute, Outlet, redirect } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useViewer } from '../features/auth/use-viewer';
import { canAdministerOrganisation } from '../features/auth/viewer-roles';
import { LoginRequiredPage, NoAccessPage } from '../features/shell/access-pages';
import { rootRoute } from './root';

/**
 * The organisation admin area (spec 2 §2, admin or superAdmin role). Its one guard: visitors are
 * asked to log in and come back, signed-in users without admin rights are told so. The server
 * refuses them anyway; this only spares them a broken screen.
 */
export const organisationAdminRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/organisation/admin',
  component: OrganisationAdminLayout,
});

/** The area has no start screen of its own yet; files is the first (and so far only) screen. */
export const organisationAdminIndexRoute = createRoute({
  getParentRoute: () => organisationAdminRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/organisation/admin/files', replace: true });
  },
});

function OrganisationAdminLayout() {
  const { t } = useTranslation();
  const viewer = useViewer();
  if (!viewer) return <LoginRequiredPage title={t('admin.loginRequiredTitle')} body={t('admin.loginRequiredBody')} />;
  if (!canAdministerOrganisation(viewer)) return <NoAccessPage title={t('admin.noAccessTitle')} body={t('admin.noAccessBody')} />;
  return <Outlet />;
}
