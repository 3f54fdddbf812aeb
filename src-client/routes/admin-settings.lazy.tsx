import { createLazyRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Container } from '#client/components/container.tsx';
import { LoadErrorAlert } from '#client/components/load-error-alert.tsx';
import { ContentLoading } from '#client/components/page-loading.tsx';
import { useViewer } from '#client/features/auth/use-viewer.ts';
import { viewerRoles } from '#client/features/auth/viewer-roles.ts';
import { NoAccessPage } from '#client/features/shell/access-pages.tsx';
import { usePageTitle } from '#client/features/shell/use-page-title.ts';
import { SiteSettingsForm } from '#client/features/site-settings/site-settings-form.tsx';
import { SuperSettingsForm } from '#client/features/site-settings/super-settings-form.tsx';
import { trpc } from '#client/trpc.ts';
import { isSuperAdmin } from '#shared/permissions.ts';
import { adminSettingsRoute, adminSuperSettingsRoute } from './admin-settings';

export const settingsLazy = createLazyRoute(adminSettingsRoute.id)({ component: AdminSettingsPage });
export const superSettingsLazy = createLazyRoute(adminSuperSettingsRoute.id)({ component: AdminSuperSettingsPage });

/** The organisation settings panel (spec 3 §2, spec 2 §2; org admins and super admins). */
function AdminSettingsPage() {
  const { t } = useTranslation();
  const settings = trpc.organisation.adminSettings.useQuery(undefined, { staleTime: 0 });
  usePageTitle(t('siteSettings.title'));

  return (
    <Container className="py-8 sm:py-12">
      <div className="max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-stone-500 uppercase">{t('admin.area')}</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight">{t('siteSettings.title')}</h1>
        <p className="mt-2 text-stone-600">{t('siteSettings.intro')}</p>
      </div>
      {/* Wider than the heading: on a wide screen the page's index stands beside the form. */}
      {settings.data ? (
        <SiteSettingsForm settings={settings.data} />
      ) : settings.isError ? (
        <LoadErrorAlert message={t('siteSettings.loadError')} onRetry={() => void settings.refetch()} retrying={settings.isFetching} className="mt-8 max-w-3xl" />
      ) : (
        <ContentLoading />
      )}
    </Container>
  );
}

/** The super settings (spec 2 §2): super admins only; the server refuses anyone else's save. */
function AdminSuperSettingsPage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  usePageTitle(t('superSettings.title'));
  if (!isSuperAdmin(viewer ? viewerRoles(viewer) : null)) return <NoAccessPage title={t('superSettings.noAccessTitle')} body={t('superSettings.noAccessBody')} />;
  return <SuperSettingsPanel />;
}

function SuperSettingsPanel() {
  const { t } = useTranslation();
  const settings = trpc.organisation.adminSettings.useQuery(undefined, { staleTime: 0 });
  return (
    <Container className="py-8 sm:py-12">
      <div className="max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-stone-500 uppercase">{t('admin.area')}</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight">{t('superSettings.title')}</h1>
        <p className="mt-2 text-stone-600">{t('superSettings.intro')}</p>
        {settings.data ? (
          <SuperSettingsForm settings={settings.data} />
        ) : settings.isError ? (
          <LoadErrorAlert message={t('siteSettings.loadError')} onRetry={() => void settings.refetch()} retrying={settings.isFetching} className="mt-8" />
        ) : (
          <ContentLoading />
        )}
      </div>
    </Container>
  );
}
