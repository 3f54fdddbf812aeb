import { describe, expect, it } from 'vitest';
import { checkFieldValues, fieldError, type FieldControl, type FormField } from '../../src-shared/field-engine';

function field(control: FieldControl, overrides: Partial<FormField> = {}): FormField {
  return { fieldid: 'f', label: 'F', description: '', required: false, control, options: ['a', 'b'], ...overrides };
}

describe('the field engine: one value against one field (spec 3 §5)', () => {
  it.each<[string, FormField, string | string[] | undefined, string | null]>([
    ['required text left empty', field('text', { required: true }), undefined, 'ERROR_REQUIRED'],
    ['required text of spaces', field('text', { required: true }), '   ', 'ERROR_REQUIRED'],
    ['required checkboxes with an empty list', field('checkboxes', { required: true }), [], 'ERROR_REQUIRED'],
    ['required dropdown with its chosen value (a limit of 1)', field('dropdown', { required: true }), 'a', null],
    ['optional text left empty', field('text'), '', null],
    ['text', field('text'), 'anything at all', null],
    ['text given twice', field('text'), ['one', 'two'], 'invalid-input'],
    ['textarea', field('textarea'), 'line\nline', null],
    ['e-mail of the x@y.z shape', field('email'), 'ann@example.com', null],
    ['e-mail without a domain', field('email'), 'ann@example', 'PLEASE_ENTER_A_VALID_MAIL'],
    ['personal number with a dash', field('personal-number'), '800101-1234', null],
    ['personal number with spaces', field('personal-number'), '800101 12 34', null],
    ['personal number of exactly 6 digits', field('personal-number'), '123456', null],
    ['personal number of 5 digits', field('personal-number'), '12345', 'PLEASE_ENTER_A_VALID_PERSONAL_NUMBER'],
    ['personal number with a letter', field('personal-number'), '800101-123A', 'PLEASE_ENTER_A_VALID_PERSONAL_NUMBER'],
    ['personal number longer than any real one', field('personal-number'), '1'.repeat(31), 'PLEASE_ENTER_A_VALID_PERSONAL_NUMBER'],
    ['dropdown option offered', field('dropdown'), 'b', null],
    ['dropdown option not offered', field('dropdown'), 'c', 'invalid-input'],
    ['dropdown with two values', field('dropdown'), ['a', 'b'], 'invalid-input'],
    ['checkboxes among the options', field('checkboxes'), ['b', 'a'], null],
    ['checkboxes with one not offered', field('checkboxes'), ['a', 'c'], 'invalid-input'],
    ['checkboxes with one twice', field('checkboxes'), ['a', 'a'], 'invalid-input'],
    ['satisfaction rating', field('satisfaction', { options: ['sad', 'neutral', 'happy'] }), 'happy', null],
    ['satisfaction out of the scale', field('satisfaction', { options: ['sad', 'neutral', 'happy'] }), 'angry', 'invalid-input'],
    ['one image', field('image'), ['guid'], null],
    ['two images', field('image'), ['one', 'two'], 'invalid-input'],
    ['documents', field('documents'), ['one', 'two'], null],
  ])('%s', (_case, definition, value, expected) => {
    expect(fieldError(definition, value)).toBe(expected);
  });
});

describe('the field engine: a form’s values', () => {
  const fields = [field('text', { fieldid: 'val.x.name', required: true }), field('checkboxes', { fieldid: 'val.x.teams' }), field('text', { fieldid: 'val.x.note' })];

  it('answers cleaned values to store: trimmed, empty ones left out, lists as lists', () => {
    expect(checkFieldValues(fields, { 'val.x.name': ' Ann ', 'val.x.teams': [' a '], 'val.x.note': ' ' })).toEqual({ values: { 'val.x.name': 'Ann', 'val.x.teams': ['a'] }, fieldErrors: {} });
  });

  it('refuses values for fields the form does not have, rather than dropping what was typed', () => {
    expect(checkFieldValues(fields, { 'val.x.name': 'Ann', 'val.x.gone': 'x' }).fieldErrors).toEqual({ 'extraFields.val.x.gone': ['invalid-input'] });
  });

  it('keys every error by its path, all at once', () => {
    expect(checkFieldValues(fields, { 'val.x.teams': ['z'] }).fieldErrors).toEqual({ 'extraFields.val.x.name': ['ERROR_REQUIRED'], 'extraFields.val.x.teams': ['invalid-input'] });
  });
});
