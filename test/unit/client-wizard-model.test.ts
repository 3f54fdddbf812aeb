import { describe, expect, it } from 'vitest';
import {
  checkDateInputs,
  checkFieldDrafts,
  checkRewards,
  defaultEndInput,
  fromDateInput,
  newFieldDraft,
  toDateInput,
  todayDate,
} from '#client/features/campaign/wizard-model.ts';
import { nextStep, previousStep, stepNumber } from '#client/features/campaign/wizard-steps.ts';

describe('wizard steps', () => {
  it('numbers seven steps, the idea fields one of their own', () => {
    expect(['info', 'customfields', 'date', 'photo', 'documents', 'rewards', 'review'].map((step) => stepNumber(step as never))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(nextStep('info')).toBe('customfields');
    expect(nextStep('rewards')).toBe('review');
    expect(nextStep('review')).toBe('review');
  });

  it('walks the screens back with Back', () => {
    expect(previousStep('info')).toBeNull();
    expect(previousStep('customfields')).toBe('info');
    expect(previousStep('date')).toBe('customfields');
    expect(previousStep('review')).toBe('rewards');
  });
});

describe('wizard dates', () => {
  it('round-trips a date input as midnight UTC and defaults the end to four weeks later', () => {
    expect(fromDateInput('2026-11-22')?.toISOString()).toBe('2026-11-22T00:00:00.000Z');
    expect(toDateInput(new Date('2026-11-22T00:00:00Z'))).toBe('2026-11-22');
    expect(fromDateInput('')).toBeNull();
    expect(defaultEndInput('2026-11-22')).toBe('2026-12-20');
    const today = todayDate(new Date(2026, 10, 22, 23, 30));
    expect(toDateInput(today)).toBe('2026-11-22');
  });

  it('checks with the shared rules and the same keys', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(checkDateInputs({ startDate: '2026-11-22', endDate: '2026-12-20' }, { now, canExtend: false })).toEqual({});
    expect(checkDateInputs({ startDate: '2026-11-22', endDate: '2027-01-20' }, { now, canExtend: false })).toEqual({ endDate: 'END_DATE_TOO_FAR' });
    expect(checkDateInputs({ startDate: '2026-11-22', endDate: '2027-01-20' }, { now, canExtend: true })).toEqual({});
    expect(checkDateInputs({ startDate: '2026-11-21', endDate: '2026-12-01' }, { now, canExtend: false })).toEqual({ startDate: 'START_DATE_IN_PAST' });
    expect(checkDateInputs({ startDate: '2026-11-25', endDate: '2026-11-24' }, { now, canExtend: false })).toEqual({ endDate: 'END_BEFORE_START' });
    expect(checkDateInputs({ startDate: '', endDate: '' }, { now, canExtend: false })).toEqual({ startDate: 'ERROR_REQUIRED', endDate: 'ERROR_REQUIRED' });
  });

  it('lets a started campaign stored with a time of day keep its start and, for an admin, move its end', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    const saved = { startDate: new Date('2026-11-21T09:30:00Z'), endDate: new Date('2026-12-05T17:00:00Z'), live: true };
    expect(checkDateInputs({ startDate: '2026-11-21', endDate: '2026-12-05' }, { now, canExtend: false, saved })).toEqual({});
    expect(checkDateInputs({ startDate: '2026-11-21', endDate: '2026-12-19' }, { now, canExtend: true, saved })).toEqual({});
    expect(checkDateInputs({ startDate: '2026-11-22', endDate: '2026-12-19' }, { now, canExtend: true, saved })).toEqual({ startDate: 'START_DATE_LOCKED' });
  });
});

describe('wizard idea fields and rewards', () => {
  it('gives a new field a val. id once and validates with the shared schema', () => {
    const draft = newFieldDraft();
    expect(draft.fieldid).toMatch(/^val\.[0-9a-f-]{36}$/);
    const invalid = checkFieldDrafts([{ ...draft, formType: 'select-dropdown', label: '' }]);
    expect(invalid).toEqual({ ok: false, errors: [{ label: 'ERROR_REQUIRED', options: 'ERROR_REQUIRED' }] });
    const valid = checkFieldDrafts([{ ...draft, label: 'Team', formType: 'select-dropdown', options: 'A, B' }]);
    expect(valid.ok && valid.fields[0]).toMatchObject({ fieldid: draft.fieldid, label: 'Team', options: 'A, B', campaignenabled: true });
  });

  // Issue 18 item 1: the editor's conditions and limit, checked with the list schema the server uses.
  it('checks conditions against the fields above and a checkbox limit against its options', () => {
    const role = { ...newFieldDraft(), label: 'Role', formType: 'select-dropdown', options: 'Developer, Designer' };
    const stack = { ...newFieldDraft(), label: 'Stack', conditions: [{ fieldid: role.fieldid, kind: 'set' as const, pattern: 'left over', negate: true }] };
    const areas = { ...newFieldDraft(), label: 'Areas', formType: 'select-checkbox', options: 'North, South, East', limit: '2' };
    const valid = checkFieldDrafts([role, stack, areas]);
    expect(valid.ok && valid.fields.map((field) => [field.limit, field.conditions])).toEqual([
      [undefined, []],
      // A rule other than a match keeps no pattern.
      [undefined, [{ fieldid: role.fieldid, kind: 'set', pattern: '', negate: true }]],
      [2, []],
    ]);
    expect(checkFieldDrafts([stack, role])).toEqual({ ok: false, errors: [{ 'conditions.0.fieldid': 'PLEASE_CHOOSE_AN_EARLIER_FIELD' }, {}] });
    const match = (pattern: string) => ({ ...stack, conditions: [{ fieldid: role.fieldid, kind: 'match' as const, pattern, negate: false }] });
    expect(checkFieldDrafts([role, match('^(Dev')])).toEqual({ ok: false, errors: [{}, { 'conditions.0.pattern': 'PLEASE_ENTER_A_VALID_PATTERN' }] });
    expect(checkFieldDrafts([role, match('')])).toEqual({ ok: false, errors: [{}, { 'conditions.0.pattern': 'ERROR_REQUIRED' }] });
    expect(checkFieldDrafts([{ ...areas, limit: '4' }])).toEqual({ ok: false, errors: [{ limit: 'LIMIT_ABOVE_OPTION_COUNT' }] });
    expect(checkFieldDrafts([{ ...areas, limit: '0' }])).toEqual({ ok: false, errors: [{ limit: 'PLEASE_ENTER_A_NUMBER' }] });
    expect(checkFieldDrafts([{ ...areas, limit: 'two' }])).toEqual({ ok: false, errors: [{ limit: 'PLEASE_ENTER_A_NUMBER' }] });
    // An empty limit is none; a limit left from before the type changed is not sent.
    expect(checkFieldDrafts([{ ...areas, limit: ' ' }]).ok).toBe(true);
    const retyped = checkFieldDrafts([{ ...areas, formType: 'select-dropdown', limit: '9' }]);
    expect(retyped.ok && retyped.fields[0]?.limit).toBeUndefined();
  });

  it('requires a reward title', () => {
    expect(checkRewards([{ title: 'Cake', description: '' }])).toBeNull();
    // No title is fine: the spec sets no validation on rewards (issue 20 item 5).
    expect(checkRewards([{ title: 'Cake', description: '' }, { title: ' ', description: 'x' }])).toBeNull();
    expect(checkRewards([{ title: 'x'.repeat(201), description: '' }])).toEqual([{ title: 'VALUE_TOO_LONG' }]);
  });
});
