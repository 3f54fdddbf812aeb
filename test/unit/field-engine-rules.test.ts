import { describe, expect, it } from 'vitest';
import type { ErrorCode } from '#shared/errors.ts';
import { conditionHolds, isSafePattern, type FieldCondition } from '#shared/field-conditions.ts';
import { booleanValue, checkFieldValues, FILE_CONTROL_UPLOADS, fieldError, fieldValuesValid, shownFields, toggleOption, type FieldControl, type FormField } from '#shared/field-engine.ts';
import { addGroupItem, checkGroupItems, generatedId, removeGroupItem, wrapperOpen, type FieldGroup } from '#shared/field-groups.ts';
import { isSwedishPersonalNumber, isValidPersonalNumber, luhnValid } from '#shared/personal-number.ts';
import { uploadRules } from '#shared/upload-rules.ts';

/**
 * Every rule of the field engine (spec 3 §4, §5), one table each. The client draws and checks
 * forms with these functions and the server refuses with them, so these rows hold for both.
 */

function field(control: FieldControl, overrides: Partial<FormField> = {}): FormField {
  return { fieldid: 'f', label: 'F', description: '', required: false, control, options: ['a', 'b', 'c'], ...overrides };
}

const condition = (overrides: Partial<FieldCondition>): FieldCondition => ({ fieldid: 'source', kind: 'set', pattern: '', negate: false, ...overrides });

describe('boolean fields: empty or the text false is false', () => {
  it.each<[string | undefined, boolean]>([
    [undefined, false],
    ['', false],
    ['false', false],
    [' false ', false],
    ['true', true],
  ])('%j reads as %s', (value, expected) => {
    expect(booleanValue(value)).toBe(expected);
  });

  it.each<[string, boolean, string | undefined, ErrorCode | null]>([
    ['optional, unticked', false, 'false', null],
    ['optional, empty', false, '', null],
    ['optional, ticked', false, 'true', null],
    ['required, ticked', true, 'true', null],
    ['required, unticked', true, 'false', 'ERROR_REQUIRED'],
    ['required, empty', true, undefined, 'ERROR_REQUIRED'],
    ['anything else', false, 'yes', 'invalid-input'],
  ])('%s', (_case, required, value, expected) => {
    expect(fieldError(field('boolean', { required }), value)).toBe(expected);
  });

  it('stores a ticked boolean and leaves an unticked one out', () => {
    const fields = [field('boolean', { fieldid: 'yes' }), field('boolean', { fieldid: 'no' })];
    expect(checkFieldValues(fields, { yes: 'true', no: 'false' }).values).toEqual({ yes: 'true' });
  });
});

describe('e-mail fields (PLEASE_ENTER_A_VALID_MAIL)', () => {
  it.each<[string, boolean, string | undefined, ErrorCode | null]>([
    ['required and empty', true, '', 'ERROR_REQUIRED'],
    ['an address', true, 'ann@example.com', null],
    ['no domain', false, 'ann@example', 'PLEASE_ENTER_A_VALID_MAIL'],
    ['no at sign', false, 'ann.example.com', 'PLEASE_ENTER_A_VALID_MAIL'],
    ['optional and empty', false, undefined, null],
  ])('%s', (_case, required, value, expected) => {
    expect(fieldError(field('email', { required }), value)).toBe(expected);
  });
});

describe('personal numbers: the spec’s shape (PLEASE_ENTER_A_VALID_PERSONAL_NUMBER)', () => {
  it.each<[string, boolean]>([
    ['123456', true], // the spec's minimum length
    ['12 34-56', true],
    ['800101-1234', true], // any check digit
    ['19800101-1231', true],
    ['------', true], // spec 3 §5 counts characters of digits, spaces or dashes
    ['12345', false],
    ['800101+1231', false], // only digits, spaces and dashes
    ['800101-123A', false],
    ['1'.repeat(30), true],
    ['1'.repeat(31), false], // longer than any real one
  ])('%s → %s', (value, expected) => {
    expect(isValidPersonalNumber(value)).toBe(expected);
    expect(fieldError(field('personal-number'), value)).toBe(expected ? null : 'PLEASE_ENTER_A_VALID_PERSONAL_NUMBER');
    expect(fieldError(field('personal-number', { checkDigit: false }), value)).toBe(expected ? null : 'PLEASE_ENTER_A_VALID_PERSONAL_NUMBER');
  });
});

describe('personal numbers with the check digit option: the spec’s shape holding a Swedish personnummer', () => {
  it.each<[string, boolean]>([
    ['800101-1231', true],
    ['8001011231', true],
    ['19800101-1231', true],
    ['198001011231', true],
    ['800101 1231', true],
    ['811218-9876', true],
    ['800161-1238', true], // a coordination number: day + 60
    ['000229-1235', true], // a leap day without the century
    ['800101-1234', false], // wrong check digit
    ['801301-1235', false], // month 13
    ['800132-1231', false], // day 32
    ['19000229-1235', false], // 1900 had no leap day
    ['800101+1231', false], // only digits, spaces and dashes (spec 3 §5)
    ['12345', false],
    ['123456', false], // the spec's minimum length, but no personal number
    ['800101-123A', false],
    ['1'.repeat(31), false],
    ['17800101-1231', false], // no such century
  ])('%s → %s', (value, expected) => {
    expect(isSwedishPersonalNumber(value)).toBe(expected);
    expect(isValidPersonalNumber(value, { checkDigit: true })).toBe(expected);
    expect(fieldError(field('personal-number', { checkDigit: true }), value)).toBe(expected ? null : 'PLEASE_ENTER_A_VALID_PERSONAL_NUMBER');
  });

  it.each<[string, boolean]>([
    ['8001011231', true],
    ['8112189876', true],
    ['79927398713', true],
    ['8001011232', false],
  ])('Luhn: %s → %s', (digits, expected) => {
    expect(luhnValid(digits)).toBe(expected);
  });
});

describe('student options: a dropdown of the group’s offered types', () => {
  const student = field('dropdown', { fieldid: 'student', options: ['NOT_STUDENT', 'IS_STUDENT'] });
  it.each<[string, ErrorCode | null]>([
    ['IS_STUDENT', null],
    ['EX_RESEARCHER', 'invalid-input'], // a type the site does not offer
    ['', null],
  ])('%s', (value, expected) => {
    expect(fieldError(student, value)).toBe(expected);
  });
});

describe('selects with a limit: limit 1 acts as a radio, over the limit the oldest choice drops', () => {
  it.each<[string, string[], string, boolean, number, string[]]>([
    ['ticking with no limit', ['a', 'b'], 'c', true, 0, ['a', 'b', 'c']],
    ['ticking within the limit', ['a'], 'b', true, 2, ['a', 'b']],
    ['ticking over the limit drops the oldest', ['a', 'b'], 'c', true, 2, ['b', 'c']],
    ['a limit of 1 is a radio', ['a'], 'b', true, 1, ['b']],
    ['unticking', ['a', 'b'], 'a', false, 2, ['b']],
    ['ticking a chosen one again moves it last', ['a', 'b'], 'a', true, 2, ['b', 'a']],
  ])('%s', (_case, values, option, checked, limit, expected) => {
    expect(toggleOption(values, option, checked, limit)).toEqual(expected);
  });

  it.each<[string[], number, boolean, ErrorCode | null]>([
    [['a', 'b'], 2, false, null],
    [['a', 'b', 'c'], 2, false, 'invalid-input'],
    [['a'], 1, true, null], // with a limit of 1 a chosen value passes
    [[], 1, true, 'ERROR_REQUIRED'],
    [['a', 'b', 'c'], 0, false, null],
  ])('%j with a limit of %d (required: %s)', (values, limit, required, expected) => {
    expect(fieldError(field('checkboxes', { limit, required }), values)).toBe(expected);
  });
});

describe('conditional fields: regex match, set, unset, negation', () => {
  it.each<[string, Partial<FieldCondition>, string | string[] | undefined, boolean]>([
    ['set, with a value', { kind: 'set' }, 'x', true],
    ['set, empty', { kind: 'set' }, '  ', false],
    ['set, no value', { kind: 'set' }, undefined, false],
    ['unset, empty', { kind: 'unset' }, '', true],
    ['unset, with a value', { kind: 'unset' }, 'x', false],
    ['match', { kind: 'match', pattern: '^Dev' }, 'Development', true],
    ['match, no match', { kind: 'match', pattern: '^Dev' }, 'Sales', false],
    ['match against any chosen option', { kind: 'match', pattern: '^Blue$' }, ['Red', 'Blue'], true],
    ['match on no value', { kind: 'match', pattern: '.*' }, undefined, false],
    ['negated set', { kind: 'set', negate: true }, 'x', false],
    ['negated unset', { kind: 'unset', negate: true }, 'x', true],
    ['negated match', { kind: 'match', pattern: '^Dev', negate: true }, 'Sales', true],
    ['an unsafe pattern never matches', { kind: 'match', pattern: '(a+)+$' }, 'aaaa', false],
  ])('%s', (_case, overrides, value, expected) => {
    expect(conditionHolds(condition(overrides), value)).toBe(expected);
  });

  it('reads a boolean’s false as unset', () => {
    expect(conditionHolds(condition({ kind: 'set' }), 'false', true)).toBe(false);
    expect(conditionHolds(condition({ kind: 'set' }), 'true', true)).toBe(true);
  });

  it.each<[string, boolean]>([
    ['^Dev', true],
    ['^(Sales|Support)$', true],
    ['[0-9]{3}', true],
    ['(a+)+$', false],
    ['(a*)*', false],
    ['(x{2,})+', false],
    ['(a)\\1', false],
    ['(?<n>a)\\k<n>', false],
    ['[unclosed', false],
    ['', false],
    ['a'.repeat(201), false],
  ])('pattern %s is safe: %s', (pattern, expected) => {
    expect(isSafePattern(pattern)).toBe(expected);
  });

  const source = field('dropdown', { fieldid: 'source', options: ['Development', 'Sales'] });
  const team = field('text', { fieldid: 'team', required: true, conditions: [condition({ kind: 'match', pattern: '^Development$' })] });
  const lead = field('text', { fieldid: 'lead', conditions: [condition({ fieldid: 'team', kind: 'set' })] });
  const early = field('text', { fieldid: 'early', conditions: [condition({ fieldid: 'late', kind: 'unset', negate: true })] });
  const late = field('text', { fieldid: 'late' });

  it.each<[string, Record<string, string>, string[]]>([
    ['the condition holds', { source: 'Development' }, ['source', 'team']],
    ['the condition does not hold', { source: 'Sales' }, ['source']],
    ['a chain: shown when the field it reads is shown and set', { source: 'Development', team: 'Blue' }, ['source', 'team', 'lead']],
    ['a chain: a hidden field counts as unset, whatever it holds', { source: 'Sales', team: 'Blue' }, ['source']],
  ])('%s', (_case, values, expected) => {
    expect(shownFields([source, team, lead], values).map((shown) => shown.fieldid)).toEqual(expected);
  });

  it('reads only fields before it, so a later one counts as unset', () => {
    expect(shownFields([early, late], { late: 'x' }).map((shown) => shown.fieldid)).toEqual(['late']);
  });

  it('neither requires nor stores a hidden field, and requires a shown one', () => {
    expect(checkFieldValues([source, team], { source: 'Sales', team: 'typed before the change' })).toEqual({ values: { source: 'Sales' }, fieldErrors: {} });
    expect(checkFieldValues([source, team], { source: 'Development' }).fieldErrors).toEqual({ 'extraFields.team': ['ERROR_REQUIRED'] });
    expect(fieldValuesValid([source, team], { source: 'Sales' })).toBe(true);
    expect(fieldValuesValid([source, team], { source: 'Development' })).toBe(false);
  });
});

describe('satisfaction rating: sad, neutral, happy', () => {
  const rating = field('satisfaction', { options: ['sad', 'neutral', 'happy'] });
  it.each<[string, ErrorCode | null]>([
    ['sad', null],
    ['neutral', null],
    ['happy', null],
    ['angry', 'invalid-input'],
  ])('%s', (value, expected) => {
    expect(fieldError(rating, value)).toBe(expected);
  });
});

describe('uploads inside fields: the engine’s own limits', () => {
  it.each<[keyof typeof FILE_CONTROL_UPLOADS, number, number, { width: number; height: number } | undefined]>([
    ['documents', 20 * 1024 * 1024, 20, undefined],
    ['image', 10 * 1024 * 1024, 1, { width: 600, height: 600 }],
    ['video', 250 * 1024 * 1024, 1, undefined],
  ])('%s: %d bytes, %d file(s)', (control, maxBytes, maxFiles, hint) => {
    const rule = uploadRules[FILE_CONTROL_UPLOADS[control]];
    expect(rule.maxBytes).toBe(maxBytes);
    expect(rule.maxFiles).toBe(maxFiles);
    expect('dimensionHint' in rule ? rule.dimensionHint : undefined).toEqual(hint);
  });

  it.each<[FieldControl, string[], ErrorCode | null]>([
    ['documents', Array.from({ length: 20 }, (_, index) => `g${index}`), null],
    ['documents', Array.from({ length: 21 }, (_, index) => `g${index}`), 'invalid-input'],
    ['image', ['one', 'two'], 'invalid-input'],
    ['video', ['one'], null],
  ])('%s with %j', (control, files, expected) => {
    expect(fieldError(field(control), files)).toBe(expected);
  });
});

describe('multi-groups: items added and removed, each checked with the engine', () => {
  const group: FieldGroup = { fieldid: 'members', maxItems: 2, fields: [field('text', { fieldid: 'name', required: true }), field('email', { fieldid: 'mail' })] };

  it.each<[string, number, number]>([
    ['adds an empty item', 0, 1],
    ['adds up to the most', 1, 2],
    ['adds none when full', 2, 2],
  ])('%s', (_case, before, after) => {
    expect(addGroupItem(group, Array.from({ length: before }, () => ({ name: 'x' })))).toHaveLength(after);
  });

  it('removes the item at an index', () => {
    expect(removeGroupItem([{ name: 'a' }, { name: 'b' }, { name: 'c' }], 1)).toEqual([{ name: 'a' }, { name: 'c' }]);
  });

  it.each<[string, Record<string, string>[], Record<string, string>[], Record<string, string[]>]>([
    ['clean items', [{ name: ' Ann ', mail: 'ann@example.com' }], [{ name: 'Ann', mail: 'ann@example.com' }], {}],
    ['an empty added row is dropped', [{ name: 'Ann' }, { name: ' ', mail: '' }], [{ name: 'Ann' }], {}],
    ['errors keyed by item', [{ name: 'Ann' }, { mail: 'nope' }], [{ name: 'Ann' }, {}], { 'extraFields.members.1.name': ['ERROR_REQUIRED'], 'extraFields.members.1.mail': ['PLEASE_ENTER_A_VALID_MAIL'] }],
    ['more items than the group takes', [{ name: 'a' }, { name: 'b' }, { name: 'c' }], [{ name: 'a' }, { name: 'b' }, { name: 'c' }], { 'extraFields.members': ['invalid-input'] }],
  ])('%s', (_case, items, expectedItems, expectedErrors) => {
    expect(checkGroupItems(group, items)).toEqual({ items: expectedItems, fieldErrors: expectedErrors });
  });
});

describe('expandable wrappers', () => {
  it.each<[boolean, Record<string, string[]>, boolean]>([
    [false, {}, false],
    [true, {}, true],
    [false, { 'extraFields.inside': ['ERROR_REQUIRED'] }, true], // an error is never hidden in a closed wrapper
    [false, { 'extraFields.elsewhere': ['ERROR_REQUIRED'] }, false],
  ])('opened by the user: %s, errors %j → open: %s', (opened, errors, expected) => {
    expect(wrapperOpen(opened, ['inside'], errors)).toBe(expected);
  });
});

describe('generated-id fields fill once from their pattern', () => {
  const uuid = () => '0190a5b2-0000-7000-8000-000000000001';
  it.each<[string, string | undefined, string]>([
    ['val.{subdomain}.{uuid}', undefined, 'val.acme.0190a5b2-0000-7000-8000-000000000001'],
    ['val.{subdomain}.{uuid}', '', 'val.acme.0190a5b2-0000-7000-8000-000000000001'],
    ['val.{subdomain}.{uuid}', 'val.acme.kept', 'val.acme.kept'],
    ['IDEA-{unknown}', undefined, 'IDEA-{unknown}'],
  ])('%s from %j', (pattern, current, expected) => {
    expect(generatedId(pattern, current, { subdomain: 'acme' }, uuid)).toBe(expected);
  });

  it('takes a fresh uuid when none is given', () => {
    expect(generatedId('{uuid}', undefined)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
