import { createRoute, Link, Outlet, redirect, useRouterState } from '@tanstack/react-router';
import { LogIn, ShieldOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '../components/button';
import { useAuthModals } from '../features/auth/auth-modals';
import { useViewer } from '../features/auth/use-viewer';
import { canAdministerOrganisation } from '../features/auth/viewer-roles';
import { StatusPage } from '../features/shell/status-page';
import { usePageTitle } from '../features/shell/use-page-title';
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
  const viewer = useViewer();
  if (!viewer) return <LoginRequired />;
  if (!canAdministerOrganisation(viewer)) return <NoAccess />;
  return <Outlet />;
}

function LoginRequired() {
  const { t } = useTranslation();
  const { openAuthModal } = useAuthModals();
  const currentHref = useRouterState({ select: (state) => state.location.href });
  usePageTitle(t('admin.loginRequiredTitle'));

  return (
    <StatusPage icon={<LogIn aria-hidden="true" className="size-7" />} title={t('admin.loginRequiredTitle')} body={t('admin.loginRequiredBody')}>
      <Button onClick={() => openAuthModal('login', { redirect: currentHref })}>
        <LogIn aria-hidden="true" className="size-4" />
        {t('nav.logIn')}
      </Button>
    </StatusPage>
  );
}

function NoAccess() {
  const { t } = useTranslation();
  usePageTitle(t('admin.noAccessTitle'));

  return (
    <StatusPage icon={<ShieldOff aria-hidden="true" className="size-7" />} title={t('admin.noAccessTitle')} body={t('admin.noAccessBody')}>
      <Link to="/coach" className={buttonClasses('primary')}>
        {t('admin.toDashboard')}
      </Link>
    </StatusPage>
  );
}
