import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrganisationStatisticsDto } from '#server/modules/site-statistics/site-statistics.presenter.ts';
import { Alert } from '#client/components/alert.tsx';
import { LoadErrorAlert } from '#client/components/load-error-alert.tsx';
import { retryableLazy } from '#client/components/retryable-lazy.ts';
import { Spinner } from '#client/components/spinner.tsx';
import { readServerError } from '#client/features/auth/server-error.ts';
import { TimelinePlaceholder } from '#client/features/statistics/timeline-placeholder.tsx';
import { FigureGrid } from './figure-grid';
import { PeriodPicker, type PeriodErrors, type PeriodSearch } from './period-picker';

// The chart library is a large download and only admins open these screens: it comes with the chart.
const ActivityChart = retryableLazy(() => import('./activity-chart').then((module) => module.ActivityChart));

/** What a statistics query gives the screen (the tRPC query, narrowed to what is read here). */
export interface StatisticsQueryState<T extends OrganisationStatisticsDto> {
  data: T | undefined;
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

interface SiteStatisticsBodyProps<T extends OrganisationStatisticsDto> {
  query: StatisticsQueryState<T>;
  search: PeriodSearch;
  defaultDays: number;
  onSearch: (next: PeriodSearch) => void;
  /** More sections under the chart (the cross-site table). */
  children?: (data: T) => ReactNode;
}

/** The period, then the figures, churn and chart of it, with loading, refusal and failure states. */
export function SiteStatisticsBody<T extends OrganisationStatisticsDto>({ query, search, defaultDays, onSearch, children }: SiteStatisticsBodyProps<T>) {
  const { t } = useTranslation();
  const failure = query.isError ? readServerError(query.error) : null;
  const serverErrors: PeriodErrors = { startDate: failure?.fieldErrors.startDate?.[0], endDate: failure?.fieldErrors.endDate?.[0] };
  const refused = Boolean(serverErrors.startDate || serverErrors.endDate);
  const data = query.data;

  return (
    <div className="flex flex-col gap-10">
      <PeriodPicker search={search} defaultDays={defaultDays} serverErrors={serverErrors} onSearch={onSearch} />
      {refused ? (
        <Alert tone="warning">
          <p>{t('siteStatistics.invalidChoice')}</p>
        </Alert>
      ) : query.isError ? (
        <LoadErrorAlert message={t('siteStatistics.loadError')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : !data ? (
        <div className="flex justify-center py-16">
          <Spinner label={t('siteStatistics.loading')} className="size-8" />
        </div>
      ) : (
        // Dimmed while newer numbers load; aria-busy tells screen readers the same.
        <div aria-busy={query.isPlaceholderData || undefined} className={`flex flex-col gap-10 transition-opacity ${query.isPlaceholderData ? 'opacity-60' : ''}`}>
          <FigureGrid figures={data} />
          <Suspense fallback={<TimelinePlaceholder title={t('siteStatistics.timeline')} />}>
            <ActivityChart days={data.timeline} startDate={data.startDate} endDate={data.endDate} />
          </Suspense>
          {children?.(data)}
        </div>
      )}
    </div>
  );
}
