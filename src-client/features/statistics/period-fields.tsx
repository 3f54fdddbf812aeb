import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '#shared/errors.ts';
import { TextField } from '#client/components/text-field.tsx';
import { isCompleteDay } from './statistics-period';

/** A period of whole days (YYYY-MM-DD), as the statistics screens keep it in the URL (?from&to). */
export interface DayPeriod {
  from: string;
  to: string;
}

export type DayPeriodErrors = Partial<Record<keyof DayPeriod, ErrorCode>>;

interface PeriodFieldsProps {
  /** The days in the URL; a missing one shows the fallback's. */
  search: { from?: string | undefined; to?: string | undefined };
  fallback: DayPeriod;
  /** The screen's rules for a period, the same the server checks, by field. */
  check: (period: DayPeriod) => DayPeriodErrors;
  serverErrors: DayPeriodErrors;
  hint: (which: keyof DayPeriod, day: string) => string;
  /** The first and last day the fields offer, where the period must stay inside a range. */
  bounds?: { first: string; last: string };
  /** Called with a valid period. */
  onApply: (period: DayPeriod) => void;
}

/**
 * The from and to fields of the statistics screens (spec 2 §5). A day applies once it is whole
 * and the period valid; a date picker part-way through its year waits, and leaving the field
 * says what is wrong.
 */
export function PeriodFields({ search, fallback, check, serverErrors, hint, bounds, onApply }: PeriodFieldsProps) {
  const { t } = useTranslation();
  const shownPeriod = { from: search.from ?? fallback.from, to: search.to ?? fallback.to };
  const [draft, setDraft] = useState(shownPeriod);
  const [errors, setErrors] = useState<DayPeriodErrors>({});
  // The URL can change without these fields (back button, a reset or a link): they follow it.
  const [shown, setShown] = useState({ from: search.from, to: search.to });
  if (shown.from !== search.from || shown.to !== search.to) {
    setShown({ from: search.from, to: search.to });
    setDraft(shownPeriod);
    setErrors({});
  }
  const errorText = (code: ErrorCode | undefined) => (code ? t(`errors.${code}`) : undefined);

  function change(which: keyof DayPeriod, value: string) {
    const next = { ...draft, [which]: value };
    setDraft(next);
    if (!isCompleteDay(value)) {
      setErrors((current) => ({ ...current, [which]: undefined }));
      return;
    }
    const found = check(next);
    setErrors(found);
    if (!found.from && !found.to) onApply(next);
  }

  return (['from', 'to'] as const).map((which) => (
    <TextField
      key={which}
      type="date"
      label={t(`statistics.${which}`)}
      value={draft[which]}
      min={bounds?.first}
      max={bounds?.last}
      hint={hint(which, draft[which])}
      error={errorText(errors[which] ?? serverErrors[which])}
      onChange={(event) => change(which, event.target.value)}
      onBlur={() => setErrors(check(draft))}
    />
  ));
}
