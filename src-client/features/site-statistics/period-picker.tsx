import { RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '../../../src-shared/errors';
import { isErrorCode } from '../../../src-shared/errors';
import { lastDays, siteStatisticsInput, type StatisticsPeriod } from '../../../src-shared/schemas/site-statistics';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { formatDay } from '../statistics/format-day';
import { isCompleteDay } from '../statistics/statistics-period';

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

/**
 * From and to days (spec 2 §5: YYYY-MM-DD). A day applies once it is whole and the period
 * valid; a date picker part-way through its year waits, and leaving the field says what is wrong.
 */
export function PeriodPicker({ search, defaultDays, serverErrors, onSearch }: PeriodPickerProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const fallback = lastDays(new Date(), defaultDays);
  const shownPeriod = { startDate: search.from ?? fallback.startDate, endDate: search.to ?? fallback.endDate };
  const [draft, setDraft] = useState(shownPeriod);
  const [errors, setErrors] = useState<PeriodErrors>({});
  // The URL can change without this form (back button, the reset button): the fields follow it.
  const [shown, setShown] = useState(search);
  if (shown.from !== search.from || shown.to !== search.to) {
    setShown(search);
    setDraft(shownPeriod);
    setErrors({});
  }
  const errorText = (code: ErrorCode | undefined) => (code ? t(`errors.${code}`) : undefined);
  // Date fields show the browser's own format: the hint says the chosen day in words, or the format to type.
  const hint = (value: string) => (checkStatisticsPeriod({ startDate: value, endDate: value }).startDate ? t('siteStatistics.dayHint') : formatDay(value, i18n.language, 'long'));

  function change(which: keyof StatisticsPeriod, value: string) {
    const next = { ...draft, [which]: value };
    setDraft(next);
    if (!isCompleteDay(value)) {
      setErrors((current) => ({ ...current, [which]: undefined }));
      return;
    }
    const found = checkStatisticsPeriod(next);
    setErrors(found);
    if (!found.startDate && !found.endDate) onSearch({ from: next.startDate, to: next.endDate });
  }

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-xs sm:p-6">
      <h2 id={headingId} className="mb-3 text-sm font-semibold tracking-wide text-stone-500 uppercase">
        {t('siteStatistics.period')}
      </h2>
      <div className="grid items-start gap-x-4 sm:grid-cols-[1fr_1fr_auto]">
        <TextField
          type="date"
          label={t('siteStatistics.from')}
          value={draft.startDate}
          hint={hint(draft.startDate)}
          error={errorText(errors.startDate ?? serverErrors.startDate)}
          onChange={(event) => change('startDate', event.target.value)}
          onBlur={() => setErrors(checkStatisticsPeriod(draft))}
        />
        <TextField
          type="date"
          label={t('siteStatistics.to')}
          value={draft.endDate}
          hint={hint(draft.endDate)}
          error={errorText(errors.endDate ?? serverErrors.endDate)}
          onChange={(event) => change('endDate', event.target.value)}
          onBlur={() => setErrors(checkStatisticsPeriod(draft))}
        />
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
