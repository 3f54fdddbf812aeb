import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '../../../src-shared/errors';
import { Button } from '../../components/button';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { formatCampaignDate } from '../campaign/campaign-text';
import { checkPeriod, isCompleteDay, type PeriodErrors } from './statistics-period';

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
 * The period and the filter (spec 2 §1, §5). A date applies as soon as it is a whole day inside
 * the campaign; a date picker part-way through its year waits, and leaving the field says what
 * is wrong. The filter is one dropdown field, then one of its answers.
 */
export function StatisticsFilters({ bounds, search, fields, serverErrors, onSearch }: StatisticsFiltersProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const [draft, setDraft] = useState({ fromDate: search.from ?? bounds.first, toDate: search.to ?? bounds.last });
  const [localErrors, setLocalErrors] = useState<PeriodErrors>({});
  // The URL can change without this form (back button, a link): the fields follow it.
  const [shown, setShown] = useState({ from: search.from, to: search.to });
  if (shown.from !== search.from || shown.to !== search.to) {
    setShown({ from: search.from, to: search.to });
    setDraft({ fromDate: search.from ?? bounds.first, toDate: search.to ?? bounds.last });
    setLocalErrors({});
  }
  const day = (value: string) => formatCampaignDate(new Date(`${value}T00:00:00Z`), i18n.language, 'UTC');
  const errorText = (code: ErrorCode | undefined) => (code ? t(`errors.${code}`) : undefined);
  const field = fields.find((candidate) => candidate.id === search.field);

  function changeDate(which: keyof PeriodErrors, value: string) {
    const next = { ...draft, [which]: value };
    setDraft(next);
    if (!isCompleteDay(value)) {
      setLocalErrors((errors) => ({ ...errors, [which]: undefined }));
      return;
    }
    const errors = checkPeriod(next, bounds);
    setLocalErrors(errors);
    if (!errors.fromDate && !errors.toDate) onSearch({ ...search, from: next.fromDate, to: next.toDate });
  }

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-xs sm:p-6">
      <h2 id={headingId} className="sr-only">
        {t('statistics.settings')}
      </h2>
      <div className="grid gap-x-8 gap-y-4 lg:grid-cols-2">
        <fieldset className="min-w-0">
          <legend className={legendClass}>{t('statistics.period')}</legend>
          <div className="grid gap-x-4 sm:grid-cols-2">
            <TextField
              type="date"
              label={t('statistics.from')}
              value={draft.fromDate}
              min={bounds.first}
              max={bounds.last}
              hint={t('statistics.fromHint', { date: day(bounds.first) })}
              error={errorText(localErrors.fromDate ?? serverErrors.fromDate)}
              onChange={(event) => changeDate('fromDate', event.target.value)}
              onBlur={() => setLocalErrors(checkPeriod(draft, bounds))}
            />
            <TextField
              type="date"
              label={t('statistics.to')}
              value={draft.toDate}
              min={bounds.first}
              max={bounds.last}
              hint={t('statistics.toHint', { date: day(bounds.last) })}
              error={errorText(localErrors.toDate ?? serverErrors.toDate)}
              onChange={(event) => changeDate('toDate', event.target.value)}
              onBlur={() => setLocalErrors(checkPeriod(draft, bounds))}
            />
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
