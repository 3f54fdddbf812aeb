import { describe, expect, it } from 'vitest';
import en from '#shared/i18n/en.json';
import sv from '#shared/i18n/sv.json';
import { filenameFromDisposition } from '#client/features/statistics/statistics-download.ts';
import { checkPeriod, isCompleteDay, isoDay } from '#client/features/statistics/statistics-period.ts';

const bounds = { first: '2026-03-01', last: '2026-03-31' };

describe('the statistics period (spec 2 §5)', () => {
  it('accepts days inside the campaign, from before to', () => {
    expect(checkPeriod({ fromDate: '2026-03-01', toDate: '2026-03-31' }, bounds)).toEqual({});
    expect(checkPeriod({ fromDate: '2026-03-10', toDate: '2026-03-10' }, bounds)).toEqual({});
  });

  it('puts each refusal on its field, with the codes the server uses', () => {
    expect(checkPeriod({ fromDate: '2026-02-28', toDate: '2026-03-31' }, bounds)).toEqual({ fromDate: 'STATISTICS_FROM_BEFORE_START' });
    expect(checkPeriod({ fromDate: '2026-03-01', toDate: '2026-04-01' }, bounds)).toEqual({ toDate: 'STATISTICS_TO_AFTER_END' });
    expect(checkPeriod({ fromDate: '2026-03-20', toDate: '2026-03-10' }, bounds)).toEqual({ toDate: 'END_BEFORE_START' });
    expect(checkPeriod({ fromDate: '', toDate: '2026-13-45' }, bounds)).toEqual({ fromDate: 'INVALID_DATE', toDate: 'INVALID_DATE' });
  });

  it('waits for a date picker that is still typing its year', () => {
    expect(isCompleteDay('0202-03-10')).toBe(false);
    expect(isCompleteDay('')).toBe(false);
    expect(isCompleteDay('2026-03-10')).toBe(true);
  });

  it('bounds the period by UTC days, as the server does', () => {
    expect(isoDay(new Date('2026-03-01T23:30:00-02:00'))).toBe('2026-03-02');
  });
});

describe('the spreadsheet file name', () => {
  it('reads Content-Disposition, preferring the encoded name and dropping folders', () => {
    expect(filenameFromDisposition('attachment; filename="statistics.xlsx"')).toBe('statistics.xlsx');
    expect(filenameFromDisposition("attachment; filename=\"x.xlsx\"; filename*=UTF-8''Gr%C3%B6nare%20resor.xlsx")).toBe('Grönare resor.xlsx');
    expect(filenameFromDisposition('attachment; filename=../../etc/passwd')).toBe('passwd');
    expect(filenameFromDisposition('attachment')).toBeNull();
    expect(filenameFromDisposition(null)).toBeNull();
  });
});

describe('points wording (spec 1 §9)', () => {
  it("says 'point' for exactly one, in both languages", () => {
    expect(en.leaderboard.pointsValue_one).toBe('{{count, number}} point');
    expect(en.leaderboard.pointsValue_other).toBe('{{count, number}} points');
    expect(sv.leaderboard.pointsValue_one).toBe('{{count, number}} poäng');
  });
});
