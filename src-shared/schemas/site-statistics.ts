import { z } from 'zod';

/** Default periods (spec 2 §9): the organisation screen the last 30 days, the super admin's the last 7. */
export const ORGANISATION_STATISTICS_DEFAULT_DAYS = 30;
export const ALL_SITES_STATISTICS_DEFAULT_DAYS = 7;
/** About five years, a day per point: enough for any site's history, bounded so a chart stays drawable. */
export const STATISTICS_MAX_DAYS = 1830;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A day PostgreSQL and every client can read: YYYY-MM-DD in the years 1900–9999. */
const statisticsDaySchema = z
  .string()
  // abort: a malformed day gets one message, not the calendar check's too.
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'INVALID_DATE', abort: true })
  .refine((value) => value >= '1900-01-01' && dayOf(new Date(Date.parse(`${value}T00:00:00Z`) || 0)) === value, 'INVALID_DATE');

/**
 * The period of the organisation and cross-site statistics (spec 2 §7 ?startdate&enddate):
 * whole UTC days, both included; either left out takes the screen's default.
 */
export const siteStatisticsInput = z
  .object({
    startDate: statisticsDaySchema.optional(),
    endDate: statisticsDaySchema.optional(),
  })
  .refine((input) => !input.startDate || !input.endDate || input.startDate <= input.endDate, { path: ['endDate'], message: 'END_BEFORE_START' })
  .refine((input) => !input.startDate || !input.endDate || periodLength({ startDate: input.startDate, endDate: input.endDate }) <= STATISTICS_MAX_DAYS, {
    path: ['startDate'],
    message: 'STATISTICS_PERIOD_TOO_LONG',
  });
export type SiteStatisticsInput = z.infer<typeof siteStatisticsInput>;

export interface StatisticsPeriod {
  startDate: string;
  endDate: string;
}

/** The UTC calendar day of a moment, YYYY-MM-DD. */
export function dayOf(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

function shiftDay(day: string, days: number): string {
  return dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

/** Days in a period, both ends included. */
export function periodLength(period: StatisticsPeriod): number {
  return Math.round((Date.parse(`${period.endDate}T00:00:00Z`) - Date.parse(`${period.startDate}T00:00:00Z`)) / DAY_MS) + 1;
}

/** The `days` days that end today (today included): "the last 30 days". */
export function lastDays(today: Date, days: number): StatisticsPeriod {
  const endDate = dayOf(today);
  return { startDate: shiftDay(endDate, 1 - days), endDate };
}

/**
 * The period an input asks for: a missing end is today, a missing start the default length
 * before the end (or the end itself when the default would reach past it).
 */
export function resolvePeriod(input: SiteStatisticsInput, today: Date, defaultDays: number): StatisticsPeriod {
  const endDate = input.endDate ?? (input.startDate && input.startDate > dayOf(today) ? input.startDate : dayOf(today));
  const startDate = input.startDate ?? shiftDay(endDate, 1 - defaultDays);
  return { startDate, endDate };
}

/** The equal-length period just before this one: what churn compares with. */
export function previousPeriod(period: StatisticsPeriod): StatisticsPeriod {
  const length = periodLength(period);
  return { startDate: shiftDay(period.startDate, -length), endDate: shiftDay(period.startDate, -1) };
}

/** A query string's period (GET /organisation/stats?startdate&enddate); empty values mean "not given". */
export function statisticsPeriodQuery(query: Record<string, string | undefined>): SiteStatisticsInput {
  return {
    startDate: query.startdate || query.startDate || undefined,
    endDate: query.enddate || query.endDate || undefined,
  };
}
