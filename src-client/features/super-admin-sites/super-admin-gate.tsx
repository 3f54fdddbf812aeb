import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isSuperAdmin } from '#shared/permissions.ts';
import { useViewer } from '#client/features/auth/use-viewer.ts';
import { viewerRoles } from '#client/features/auth/viewer-roles.ts';
import { LoginRequiredPage, NoAccessPage } from '#client/features/shell/access-pages.tsx';

/** The sites screens are for super admins only (spec 2 §2); the server refuses everyone else anyway. */
export function SuperAdminGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const viewer = useViewer();
  if (!viewer) return <LoginRequiredPage title={t('sites.loginRequiredTitle')} body={t('sites.loginRequiredBody')} />;
  if (!isSuperAdmin(viewerRoles(viewer))) return <NoAccessPage title={t('sites.superAdminOnlyTitle')} body={t('sites.superAdminOnlyBody')} />;
  return children;
}
