import { keepPreviousData } from '@tanstack/react-query';
import { createLazyRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { isSuperAdmin } from '#shared/permissions.ts';
import { ALL_SITES_STATISTICS_DEFAULT_DAYS } from '#shared/schemas/site-statistics.ts';
import { AdminScreenHeader } from '#client/components/admin-screen-header.tsx';
import { Container } from '#client/components/container.tsx';
import { useViewer } from '#client/features/auth/use-viewer.ts';
import { viewerRoles } from '#client/features/auth/viewer-roles.ts';
import { LoginRequiredPage, NoAccessPage } from '#client/features/shell/access-pages.tsx';
import { usePageTitle } from '#client/features/shell/use-page-title.ts';
import { SiteStatisticsBody } from '#client/features/site-statistics/site-statistics-body.tsx';
import { SitesTable } from '#client/features/site-statistics/sites-table.tsx';
import { ExportButton } from '#client/features/statistics/export-button.tsx';
import { fetchExport } from '#client/features/statistics/statistics-download.ts';
import { SuperAdminTabs } from '#client/features/super-admin/super-admin-tabs.tsx';
import { trpc } from '#client/trpc.ts';
import { superAdminRoute } from './super-admin';

export const Route = createLazyRoute(superAdminRoute.id)({ component: SuperAdminGate });

/** Super admins only (spec 2 §2); the server refuses everyone else anyway. */
function SuperAdminGate() {
  const { t } = useTranslation();
  const viewer = useViewer();
  if (!viewer) return <LoginRequiredPage title={t('admin.loginRequiredTitle')} body={t('siteStatistics.superAdminOnlyBody')} />;
  if (!isSuperAdmin(viewerRoles(viewer))) return <NoAccessPage title={t('siteStatistics.superAdminOnlyTitle')} body={t('siteStatistics.superAdminOnlyBody')} />;
  return <AllSitesStatisticsPage />;
}

/** Statistics across every site (spec 2 §2 /admin): the last 7 days unless the URL names a period. */
function AllSitesStatisticsPage() {
  const { t } = useTranslation();
  const search = superAdminRoute.useSearch();
  const navigate = superAdminRoute.useNavigate();
  const period = { startDate: search.from, endDate: search.to };
  const statistics = trpc.statistics.allSites.useQuery(period, { placeholderData: keepPreviousData });
  usePageTitle(t('siteStatistics.allTitle'));

  return (
    <Container className="py-8 sm:py-12">
      <SuperAdminTabs current="statistics" />
      <AdminScreenHeader
        area={t('adminHunts.superAdminArea')}
        title={t('siteStatistics.allTitle')}
        intro={t('siteStatistics.allIntro')}
        action={<ExportButton fetchFile={() => fetchExport('/exports/admin/statistics.xlsx', period)} fallbackName="all-sites-statistics.xlsx" disabled={!statistics.data || statistics.isError} />}
        className="mb-8"
      />
      <SiteStatisticsBody query={statistics} search={search} defaultDays={ALL_SITES_STATISTICS_DEFAULT_DAYS} onSearch={(next) => void navigate({ search: next, replace: true })}>
        {(data) => <SitesTable sites={data.sites} />}
      </SiteStatisticsBody>
    </Container>
  );
}
