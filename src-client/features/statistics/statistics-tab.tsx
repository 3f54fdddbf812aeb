import { keepPreviousData } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldOptions } from '#shared/schemas/campaign.ts';
import { statisticsFields } from '#shared/schemas/campaign-insights.ts';
import { Alert } from '#client/components/alert.tsx';
import { LoadErrorAlert } from '#client/components/load-error-alert.tsx';
import { retryableLazy } from '#client/components/retryable-lazy.ts';
import { Spinner } from '#client/components/spinner.tsx';
import { trpc, type CampaignView } from '#client/trpc.ts';
import { readServerError } from '#client/features/auth/server-error.ts';
import { CampaignTabLayout } from '#client/features/campaign-view/campaign-tab-page.tsx';
import { ExportButton } from './export-button';
import { fetchStatisticsExport } from './statistics-download';
import { MetricTables } from './metric-tables';
import { StatisticsFilters, type StatisticsFieldErrors, type StatisticsSearch } from './statistics-filters';
import { isoDay } from './statistics-period';
import { StatisticsTotals } from './statistics-totals';
import { TimelinePlaceholder } from './timeline-placeholder';

// The chart library is about a quarter of the app's size and only org admins open this tab:
// it loads with the tab, not with every page.
const TimelineChart = retryableLazy(() => import('./timeline-chart').then((module) => module.TimelineChart));

interface StatisticsTabProps {
  campaign: CampaignView;
  search: StatisticsSearch;
  onSearch: (next: StatisticsSearch) => void;
}

/**
 * The Statistics tab (spec 2 §1, §3, §5): a period inside the campaign's dates and an optional
 * filter, then the totals, ideas and feedback per day, the answers to dropdown fields, and the
 * same as a spreadsheet. The choices live in the URL, so a view can be shared or reloaded.
 */
export function StatisticsTab({ campaign, search, onSearch }: StatisticsTabProps) {
  const { t } = useTranslation();
  const bounds = { first: isoDay(campaign.startDate), last: isoDay(campaign.endDate) };
  const fields = statisticsFields(campaign.settings.ideaExtraFields.custom).map((field) => ({ id: field.fieldid, label: field.label, options: fieldOptions(field) }));
  // A field without an answer chosen yet filters nothing.
  const filter = search.field && search.value ? { filterField: search.field, filter: search.value } : {};
  const query = { fromDate: search.from, toDate: search.to, ...filter };
  // The last numbers stay on screen while the next ones load, instead of a blank page per change.
  const statistics = trpc.campaign.statistics.useQuery({ guid: campaign.guid, ...query }, { placeholderData: keepPreviousData });

  const failure = statistics.isError ? readServerError(statistics.error) : null;
  const serverErrors: StatisticsFieldErrors = {
    fromDate: failure?.fieldErrors.fromDate?.[0],
    toDate: failure?.fieldErrors.toDate?.[0],
    filter: failure?.fieldErrors.filter?.[0] ?? failure?.fieldErrors.filterField?.[0],
  };
  const refusedChoice = Boolean(serverErrors.fromDate || serverErrors.toDate || serverErrors.filter);
  const data = statistics.data;
  const filterField = data?.filter ? fields.find((field) => field.id === data.filter?.field) : undefined;

  return (
    <CampaignTabLayout
      campaign={campaign}
      title={t('statistics.pageTitle', { name: campaign.name })}
      actions={<ExportButton fetchFile={() => fetchStatisticsExport(campaign.guid, query)} fallbackName={`${campaign.slug}-statistics.xlsx`} disabled={!data || refusedChoice} />}
    >
      <div className="flex flex-col gap-10">
        <StatisticsFilters bounds={bounds} search={search} fields={fields} serverErrors={serverErrors} onSearch={onSearch} />

        {refusedChoice ? (
          <Alert tone="warning">
            <p>{t('statistics.invalidChoice')}</p>
          </Alert>
        ) : statistics.isError ? (
          <LoadErrorAlert message={t('statistics.loadError')} onRetry={() => void statistics.refetch()} retrying={statistics.isFetching} />
        ) : !data ? (
          <div className="flex justify-center py-16">
            <Spinner label={t('statistics.loading')} className="size-8" />
          </div>
        ) : (
          // Dimmed while newer numbers load; aria-busy tells screen readers the same.
          <div aria-busy={statistics.isPlaceholderData || undefined} className={`flex flex-col gap-10 transition-opacity ${statistics.isPlaceholderData ? 'opacity-60' : ''}`}>
            <StatisticsTotals
              ideas={data.ideas}
              contributors={data.contributors}
              feedback={data.feedback}
              filterNote={data.filter ? t('statistics.filteredBy', { field: filterField?.label ?? data.filter.field, value: data.filter.value }) : null}
            />
            <Suspense fallback={<TimelinePlaceholder />}>
              <TimelineChart days={data.timeline} fromDate={data.fromDate} toDate={data.toDate} />
            </Suspense>
            <MetricTables metrics={data.userMetrics} ideas={data.ideas} />
          </div>
        )}
      </div>
    </CampaignTabLayout>
  );
}
