import { RotateCcw } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '#shared/errors.ts';
import { isErrorCode } from '#shared/errors.ts';
import { lastDays, siteStatisticsInput, type StatisticsPeriod } from '#shared/schemas/site-statistics.ts';
import { Button } from '#client/components/button.tsx';
import { formatDay } from '#client/features/statistics/format-day.ts';
import { PeriodFields, type DayPeriod } from '#client/features/statistics/period-fields.tsx';

/** The period as it stands in the URL (?from&to); missing means the screen's default. */
export interface PeriodSearch {
  from?: string | undefined;
  to?: string | undefined;
}

export type PeriodErrors = Partial<Record<'startDate' | 'endDate', ErrorCode>>;

/** The shared schema's verdict on a period, by field: the same keys the server answers with. */
export function checkStatisticsPeriod(period: StatisticsPeriod): PeriodErrors {
  const result = siteStatisticsInput.safeParse(period);
  const errors: PeriodErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0];
    if ((field === 'startDate' || field === 'endDate') && !errors[field]) errors[field] = isErrorCode(issue.message) ? issue.message : 'invalid-input';
  }
  return errors;
}

interface PeriodPickerProps {
  search: PeriodSearch;
  defaultDays: number;
  serverErrors: PeriodErrors;
  onSearch: (next: PeriodSearch) => void;
}

/** From and to days (spec 2 §5: YYYY-MM-DD), and the way back to the screen's default period. */
export function PeriodPicker({ search, defaultDays, serverErrors, onSearch }: PeriodPickerProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const fallback = lastDays(new Date(), defaultDays);
  const check = (period: DayPeriod) => {
    const found = checkStatisticsPeriod({ startDate: period.from, endDate: period.to });
    return { from: found.startDate, to: found.endDate };
  };
  // Date fields show the browser's own format: the hint says the chosen day in words, or the format to type.
  const hint = (_which: keyof DayPeriod, value: string) => (checkStatisticsPeriod({ startDate: value, endDate: value }).startDate ? t('siteStatistics.dayHint') : formatDay(value, i18n.language, 'long'));

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-xs sm:p-6">
      <h2 id={headingId} className="mb-3 text-sm font-semibold tracking-wide text-stone-500 uppercase">
        {t('siteStatistics.period')}
      </h2>
      <div className="grid items-start gap-x-4 sm:grid-cols-[1fr_1fr_auto]">
        <PeriodFields search={search} fallback={{ from: fallback.startDate, to: fallback.endDate }} check={check} serverErrors={{ from: serverErrors.startDate, to: serverErrors.endDate }} hint={hint} onApply={onSearch} />
        <div className="sm:pt-7">
          <Button variant="ghost" onClick={() => onSearch({})} disabled={!search.from && !search.to}>
            <RotateCcw aria-hidden="true" className="size-4" />
            {t('siteStatistics.lastDays', { count: defaultDays })}
          </Button>
        </div>
      </div>
    </section>
  );
}
