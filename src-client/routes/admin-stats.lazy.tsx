import { keepPreviousData } from '@tanstack/react-query';
import { createLazyRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ORGANISATION_STATISTICS_DEFAULT_DAYS } from '#shared/schemas/site-statistics.ts';
import { Container } from '#client/components/container.tsx';
import { useOrganisation } from '#client/features/shell/use-organisation.ts';
import { SiteStatisticsBody } from '#client/features/site-statistics/site-statistics-body.tsx';
import { fetchExport } from '#client/features/statistics/statistics-download.ts';
import { ExportButton } from '#client/features/statistics/export-button.tsx';
import { usePageTitle } from '#client/features/shell/use-page-title.ts';
import { trpc } from '#client/trpc.ts';
import { adminStatsRoute } from './admin-stats';

export const Route = createLazyRoute(adminStatsRoute.id)({ component: AdminStatsPage });

/** The organisation's statistics (spec 2 §2, §3): the last 30 days unless the URL names a period. */
function AdminStatsPage() {
  const { t } = useTranslation();
  const search = adminStatsRoute.useSearch();
  const navigate = adminStatsRoute.useNavigate();
  const site = useOrganisation();
  const period = { startDate: search.from, endDate: search.to };
  const statistics = trpc.statistics.organisation.useQuery(period, { placeholderData: keepPreviousData });
  usePageTitle(t('siteStatistics.title'));

  return (
    <Container className="py-8 sm:py-12">
      <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-semibold tracking-wide text-stone-500 uppercase">{t('admin.area')}</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight">{t('siteStatistics.title')}</h1>
          <p className="mt-2 max-w-2xl text-stone-600">{t('siteStatistics.intro')}</p>
        </div>
        <ExportButton
          fetchFile={() => fetchExport('/exports/organisation/statistics.xlsx', period)}
          fallbackName={`${site.slug}-statistics.xlsx`}
          disabled={!statistics.data || statistics.isError}
        />
      </div>
      {/* Each change replaces the history entry: Back leaves the screen rather than undoing a date. */}
      <SiteStatisticsBody query={statistics} search={search} defaultDays={ORGANISATION_STATISTICS_DEFAULT_DAYS} onSearch={(next) => void navigate({ search: next, replace: true })} />
    </Container>
  );
}
