import type { ErrorCode } from '#shared/errors.ts';
import { isoDaySchema } from '#shared/schemas/campaign-insights.ts';

/** The UTC calendar day of a moment (YYYY-MM-DD), the way the server bounds statistics periods. */
export function isoDay(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

export interface PeriodErrors {
  fromDate?: ErrorCode;
  toDate?: ErrorCode;
}

/**
 * The statistics period's rules (spec 2 §5), checked before asking the server, which checks the
 * same: days as YYYY-MM-DD, from not before the campaign's first day, to not after its last,
 * and from not after to. Errors carry the server's codes and land on the same fields.
 */
export function checkPeriod(period: { fromDate: string; toDate: string }, bounds: { first: string; last: string }): PeriodErrors {
  const errors: PeriodErrors = {};
  const fromValid = isoDaySchema.safeParse(period.fromDate).success;
  const toValid = isoDaySchema.safeParse(period.toDate).success;
  if (!fromValid) errors.fromDate = 'INVALID_DATE';
  else if (period.fromDate < bounds.first) errors.fromDate = 'STATISTICS_FROM_BEFORE_START';
  if (!toValid) errors.toDate = 'INVALID_DATE';
  else if (period.toDate > bounds.last) errors.toDate = 'STATISTICS_TO_AFTER_END';
  if (fromValid && toValid && !errors.toDate && period.fromDate > period.toDate) errors.toDate = 'END_BEFORE_START';
  return errors;
}

/** Days are compared as text; a short day from a date picker still typing its year must not pass. */
export function isCompleteDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !value.startsWith('0');
}
