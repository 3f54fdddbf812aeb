import { X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '#shared/errors.ts';
import { Button } from '#client/components/button.tsx';
import { SelectField } from '#client/components/select-field.tsx';
import { formatCampaignDate } from '#client/features/campaign/campaign-text.ts';
import { PeriodFields, type DayPeriod } from './period-fields';
import { checkPeriod } from './statistics-period';

/** The statistics screen's choices, as they stand in the URL. */
export interface StatisticsSearch {
  from?: string | undefined;
  to?: string | undefined;
  field?: string | undefined;
  value?: string | undefined;
}

export interface FilterField {
  id: string;
  label: string;
  options: string[];
}

/** The server's refusals of the last query, by the field they belong to. */
export interface StatisticsFieldErrors {
  fromDate?: ErrorCode | undefined;
  toDate?: ErrorCode | undefined;
  filter?: ErrorCode | undefined;
}

interface StatisticsFiltersProps {
  /** The campaign's first and last day (YYYY-MM-DD): the period must stay inside them. */
  bounds: { first: string; last: string };
  search: StatisticsSearch;
  fields: FilterField[];
  serverErrors: StatisticsFieldErrors;
  onSearch: (next: StatisticsSearch) => void;
}

/**
 * The period and the filter (spec 2 §1, §5). The period stays inside the campaign's days; the
 * filter is one dropdown field, then one of its answers.
 */
export function StatisticsFilters({ bounds, search, fields, serverErrors, onSearch }: StatisticsFiltersProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const day = (value: string) => formatCampaignDate(new Date(`${value}T00:00:00Z`), i18n.language, 'UTC');
  const errorText = (code: ErrorCode | undefined) => (code ? t(`errors.${code}`) : undefined);
  const check = (period: DayPeriod) => {
    const found = checkPeriod({ fromDate: period.from, toDate: period.to }, bounds);
    return { from: found.fromDate, to: found.toDate };
  };
  const hint = (which: keyof DayPeriod) => (which === 'from' ? t('statistics.fromHint', { date: day(bounds.first) }) : t('statistics.toHint', { date: day(bounds.last) }));
  const field = fields.find((candidate) => candidate.id === search.field);

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-xs sm:p-6">
      <h2 id={headingId} className="sr-only">
        {t('statistics.settings')}
      </h2>
      <div className="grid gap-x-8 gap-y-4 lg:grid-cols-2">
        <fieldset className="min-w-0">
          <legend className={legendClass}>{t('statistics.period')}</legend>
          <div className="grid gap-x-4 sm:grid-cols-2">
            <PeriodFields search={search} fallback={{ from: bounds.first, to: bounds.last }} bounds={bounds} check={check} serverErrors={{ from: serverErrors.fromDate, to: serverErrors.toDate }} hint={hint} onApply={(period) => onSearch({ ...search, ...period })} />
          </div>
        </fieldset>

        <fieldset className="min-w-0">
          <legend className={legendClass}>{t('statistics.filter')}</legend>
          {fields.length === 0 ? (
            <p className="text-sm text-stone-600">{t('statistics.noFilterFields')}</p>
          ) : (
            <div className="grid gap-x-4 sm:grid-cols-2">
              <SelectField
                label={t('statistics.filterField')}
                value={field?.id ?? ''}
                error={field ? undefined : errorText(serverErrors.filter)}
                onChange={(id) => onSearch({ ...search, field: id || undefined, value: undefined })}
              >
                <option value="">{t('statistics.noFilter')}</option>
                {fields.map((candidate) => (
                  <option key={candidate.id} value={candidate.id}>
                    {candidate.label}
                  </option>
                ))}
              </SelectField>
              {field ? (
                <SelectField
                  label={t('statistics.filterValue')}
                  value={field.options.includes(search.value ?? '') ? (search.value ?? '') : ''}
                  error={errorText(serverErrors.filter)}
                  onChange={(value) => onSearch({ ...search, value: value || undefined })}
                >
                  <option value="">{t('statistics.chooseValue')}</option>
                  {field.options.map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </SelectField>
              ) : null}
              {field ? (
                <div className="flex justify-end sm:col-span-2">
                  <Button variant="ghost" className="min-h-9 px-3 py-1.5" onClick={() => onSearch({ ...search, field: undefined, value: undefined })}>
                    <X aria-hidden="true" className="size-4" />
                    {t('statistics.clearFilter')}
                  </Button>
                </div>
              ) : null}
            </div>
          )}
        </fieldset>
      </div>
    </section>
  );
}

const legendClass = 'mb-3 text-sm font-semibold tracking-wide text-stone-500 uppercase';
