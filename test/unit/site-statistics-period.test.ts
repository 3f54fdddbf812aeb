import { describe, expect, it } from 'vitest';
import { lastDays, periodLength, previousPeriod, resolvePeriod, siteStatisticsInput, statisticsPeriodQuery } from '#shared/schemas/site-statistics.ts';

const today = new Date('2026-03-01T15:00:00Z');

describe('statistics periods', () => {
  it('counts both ends of a period', () => {
    expect(periodLength({ startDate: '2026-01-11', endDate: '2026-01-20' })).toBe(10);
    expect(periodLength({ startDate: '2026-02-28', endDate: '2026-03-01' })).toBe(2);
  });

  it('takes the last N days up to and including today', () => {
    expect(lastDays(today, 30)).toEqual({ startDate: '2026-01-31', endDate: '2026-03-01' });
    expect(lastDays(today, 7)).toEqual({ startDate: '2026-02-23', endDate: '2026-03-01' });
  });

  it('fills a missing end with today and a missing start with the default length', () => {
    expect(resolvePeriod({}, today, 30)).toEqual(lastDays(today, 30));
    expect(resolvePeriod({ endDate: '2026-01-10' }, today, 7)).toEqual({ startDate: '2026-01-04', endDate: '2026-01-10' });
    expect(resolvePeriod({ startDate: '2026-02-20' }, today, 7)).toEqual({ startDate: '2026-02-20', endDate: '2026-03-01' });
    // A start after today makes a one-day period rather than an end before its start.
    expect(resolvePeriod({ startDate: '2026-04-01' }, today, 7)).toEqual({ startDate: '2026-04-01', endDate: '2026-04-01' });
  });

  it('compares churn with the equal-length period just before, across month and leap-year ends', () => {
    expect(previousPeriod({ startDate: '2026-01-11', endDate: '2026-01-20' })).toEqual({ startDate: '2026-01-01', endDate: '2026-01-10' });
    expect(previousPeriod({ startDate: '2024-03-01', endDate: '2024-03-02' })).toEqual({ startDate: '2024-02-28', endDate: '2024-02-29' });
  });

  it('refuses malformed days, an end before the start and periods over five years by their keys', () => {
    const issues = (input: unknown) => siteStatisticsInput.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues({ startDate: '2026-1-1' })).toEqual([['startDate', 'INVALID_DATE']]);
    expect(issues({ endDate: '1899-12-31' })).toEqual([['endDate', 'INVALID_DATE']]);
    expect(issues({ endDate: '2026-02-30' })).toEqual([['endDate', 'INVALID_DATE']]);
    expect(issues({ startDate: '2026-01-02', endDate: '2026-01-01' })).toEqual([['endDate', 'END_BEFORE_START']]);
    expect(issues({ startDate: '2020-01-01', endDate: '2026-01-01' })).toEqual([['startDate', 'STATISTICS_PERIOD_TOO_LONG']]);
    expect(issues({ startDate: '2021-01-05', endDate: '2026-01-01' })).toBeUndefined();
  });

  it('reads the legacy query names and treats empty values as missing', () => {
    expect(statisticsPeriodQuery({ startdate: '2026-01-01', enddate: '' })).toEqual({ startDate: '2026-01-01', endDate: undefined });
  });
});
