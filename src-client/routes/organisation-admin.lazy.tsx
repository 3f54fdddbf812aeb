import { createLazyRoute, Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useViewer } from '#client/features/auth/use-viewer.ts';
import { canAdministerOrganisation } from '#client/features/auth/viewer-roles.ts';
import { LoginRequiredPage, NoAccessPage } from '#client/features/shell/access-pages.tsx';
import { OrgAdminNav } from '#client/features/shell/org-admin-nav.tsx';
import { organisationAdminRoute } from './organisation-admin';

export const Route = createLazyRoute(organisationAdminRoute.id)({ component: OrganisationAdminLayout });

function OrganisationAdminLayout() {
  const { t } = useTranslation();
  const viewer = useViewer();
  if (!viewer) return <LoginRequiredPage title={t('admin.loginRequiredTitle')} body={t('admin.loginRequiredBody')} />;
  if (!canAdministerOrganisation(viewer)) return <NoAccessPage title={t('admin.noAccessTitle')} body={t('admin.noAccessBody')} />;
  return (
    <div className="mx-auto w-full max-w-7xl lg:flex lg:items-start">
      <OrgAdminNav viewer={viewer} />
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
