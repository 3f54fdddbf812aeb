import { keepPreviousData } from '@tanstack/react-query';
import { createLazyRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ORGANISATION_STATISTICS_DEFAULT_DAYS } from '../../src-shared/schemas/site-statistics';
import { Container } from '../components/container';
import { useOrganisation } from '../features/shell/use-organisation';
import { SiteStatisticsBody } from '../features/site-statistics/site-statistics-body';
import { fetchExport } from '../features/statistics/statistics-download';
import { ExportButton } from '../features/statistics/export-button';
import { usePageTitle } from '../features/shell/use-page-title';
import { trpc } from '../trpc';
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
