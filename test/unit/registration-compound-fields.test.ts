import { describe, expect, it } from 'vitest';
import type { FormValue, GroupItem } from '#shared/field-engine.ts';
import { checkFormValues, formFieldErrors, generatedId, generatedValues, groupItemsText, isGeneratedIdPattern } from '#shared/field-groups.ts';
import { checkRegistrationFields, missingRegistrationFields, registrationExportFields, registrationFormFields, registrationValueText, shownExtraFields } from '#shared/registration-fields.ts';
import { settingsWithDefaults } from '#shared/schemas/organisation.ts';
import { registrationFieldsInput, type RegistrationChildFieldInput, type RegistrationFieldInput } from '#shared/schemas/registration-fields.ts';
import { registrationChildField, registrationChildFieldDraft, registrationExtraFields, registrationField, registrationFieldDraft, registrationFieldsDraft } from '../factories/registration-field.factory';

/**
 * The registration fields' compound types (spec 3 §4, issue 18): a repeating group, an expandable
 * section and a generated id. The client checks its forms and the server refuses with these same
 * functions, so each row holds for both.
 */

const child = registrationChildField;
const settings = settingsWithDefaults({
  registrationExtraFields: registrationExtraFields([
    registrationField({
      fieldid: 'pets',
      label: 'Pets',
      formTypeRegistration: 'multi-group',
      required: true,
      maxItems: 2,
      public: true,
      fields: [child({ fieldid: 'name', label: 'Name', required: true }), child({ fieldid: 'kind', label: 'Kind', formTypeRegistration: 'dropdown', options: 'cat, dog' })],
    }),
    registrationField({ fieldid: 'more', label: 'More', formTypeRegistration: 'wrapper', fields: [child({ fieldid: 'phone', label: 'Phone', required: true }), child({ fieldid: 'note', label: 'Note' })] }),
    registrationField({ fieldid: 'member', label: 'Member number', formTypeRegistration: 'generated-id', pattern: 'M-{6}' }),
  ]),
});
const fields = registrationFormFields(settings);

describe('checking a form with a repeating group, an expandable section and a generated id', () => {
  it.each<[string, Record<string, FormValue>, Record<string, FormValue>, Record<string, string[]>]>([
    ['valid items, the section’s fields stored flat', { pets: [{ name: ' Rex ', kind: 'dog' }], phone: '070' }, { pets: [{ name: 'Rex', kind: 'dog' }], phone: '070' }, {}],
    ['an item’s error names the item and the field', { pets: [{ name: 'Rex' }, { kind: 'cow' }], phone: '070' }, { pets: [{ name: 'Rex' }, {}], phone: '070' }, { 'extraFields.pets.1.name': ['ERROR_REQUIRED'], 'extraFields.pets.1.kind': ['invalid-input'] }],
    ['a required group needs one filled item; an empty added item is none', { pets: [{ name: ' ' }], phone: '070' }, { phone: '070' }, { 'extraFields.pets': ['ERROR_REQUIRED'] }],
    ['more items than the group takes', { pets: [{ name: 'a' }, { name: 'b' }, { name: 'c' }], phone: '070' }, { pets: [{ name: 'a' }, { name: 'b' }, { name: 'c' }], phone: '070' }, { 'extraFields.pets': ['invalid-input'] }],
    ['a group given text', { pets: 'Rex', phone: '070' }, { phone: '070' }, { 'extraFields.pets': ['invalid-input'] }],
    ['items given to a plain field', { pets: [{ name: 'Rex' }], phone: [{ name: 'x' }] }, { pets: [{ name: 'Rex' }] }, { 'extraFields.phone': ['invalid-input'] }],
    ['a required field inside a closed section still counts', { pets: [{ name: 'Rex' }] }, { pets: [{ name: 'Rex' }] }, { 'extraFields.phone': ['ERROR_REQUIRED'] }],
    ['the section itself takes no value', { pets: [{ name: 'Rex' }], phone: '070', more: 'x' }, { pets: [{ name: 'Rex' }], phone: '070' }, { 'extraFields.more': ['invalid-input'] }],
    ['a generated id sent by a client is dropped, not stored', { pets: [{ name: 'Rex' }], phone: '070', member: 'M-000000' }, { pets: [{ name: 'Rex' }], phone: '070' }, {}],
  ])('%s', (_case, input, values, fieldErrors) => {
    expect(checkFormValues(fields, input)).toEqual({ values, fieldErrors });
  });

  it('gives each top-level field its own errors, as the form shows them', () => {
    const [pets, more, member] = fields;
    expect(formFieldErrors(pets!, {})).toEqual({ 'extraFields.pets': ['ERROR_REQUIRED'] });
    expect(formFieldErrors(more!, { note: 'x' })).toEqual({ 'extraFields.phone': ['ERROR_REQUIRED'] });
    expect(formFieldErrors(member!, {})).toEqual({});
  });
});

describe('generated ids: made once by the server, then kept', () => {
  it.each<[string, boolean]>([
    ['{uuid}', true],
    ['MEMBER-{6}', true],
    ['{uuid}-{2}', true],
    ['MEMBER', false],
    ['{0}', false],
    ['{33}', false],
    ['{name}', false],
    ['A-{6', false],
  ])('%s is a pattern: %s', (pattern, expected) => {
    expect(isGeneratedIdPattern(pattern)).toBe(expected);
  });

  it('fills {n} with n random digits', () => {
    expect(generatedId('MEMBER-{6}', undefined)).toMatch(/^MEMBER-\d{6}$/);
  });

  it('makes an id where the account has none and keeps the one it has', () => {
    expect(generatedValues(fields, {}).member).toMatch(/^M-\d{6}$/);
    expect(generatedValues(fields, { member: 'M-123456' })).toEqual({ member: 'M-123456' });
    expect(checkRegistrationFields(settings, { pets: [{ name: 'Rex' }], phone: '070', member: 'M-999999' }, { member: 'M-123456' }).values.member).toBe('M-123456');
  });
});

describe('compound values read back: profiles, exports, missing fields', () => {
  const stored: Record<string, FormValue> & { pets: GroupItem[] } = { pets: [{ name: 'Rex', kind: 'dog' }, { name: 'Tom' }], phone: '070', member: 'M-123456' };

  it('writes a group’s items joined by "; ", each "label: value, …"', () => {
    expect(groupItemsText(fields[0]!, stored.pets)).toBe('Name: Rex, Kind: dog; Name: Tom');
    expect(registrationExportFields(settings).map((field) => [field.fieldid, registrationValueText(field, stored[field.fieldid])])).toEqual([
      ['pets', 'Name: Rex, Kind: dog; Name: Tom'],
      ['phone', '070'],
      ['note', ''],
      ['member', 'M-123456'],
    ]);
  });

  it('shows a group as its text and a section’s fields on their own, public as their field says', () => {
    expect(shownExtraFields(settings, stored, false)).toEqual([{ fieldid: 'pets', label: 'Pets', value: 'Name: Rex, Kind: dog; Name: Tom', public: true }]);
    expect(shownExtraFields(settings, stored, true).map((field) => field.fieldid)).toEqual(['pets', 'phone', 'member']);
  });

  it('names a required group with no items and a required field inside a section as missing', () => {
    expect(missingRegistrationFields(settings, {})).toEqual(['pets', 'phone']);
    expect(missingRegistrationFields(settings, stored)).toEqual([]);
  });
});

describe('the editor’s definitions of the compound types (registrationFieldsInput)', () => {
  const base = (overrides: Partial<RegistrationFieldInput>) => registrationFieldDraft({ fieldid: 'val.acme.group', label: 'Group', formTypeRegistration: 'multi-group', ...overrides });
  const inner = (overrides: Partial<RegistrationChildFieldInput> = {}) => registrationChildFieldDraft({ fieldid: 'val.acme.inner', label: 'Inner', ...overrides });
  const errorsOf = (custom: RegistrationFieldInput[]) => {
    const checked = registrationFieldsInput.safeParse(registrationFieldsDraft(custom));
    return checked.success ? [] : checked.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it.each<[string, RegistrationFieldInput[], string[][]]>([
    ['a group with a field', [base({ fields: [inner()] })], []],
    ['a group with no fields', [base({ fields: [] })], [['custom.0.fields', 'ERROR_REQUIRED']]],
    ['a section with no fields', [base({ formTypeRegistration: 'wrapper' })], [['custom.0.fields', 'ERROR_REQUIRED']]],
    ['a group inside a group', [base({ fields: [inner({ formTypeRegistration: 'multi-group' as 'text' })] })], [['custom.0.fields.0.formTypeRegistration', 'ERROR_REQUIRED']]],
    ['a group field’s options', [base({ fields: [inner({ formTypeRegistration: 'dropdown' })] })], [['custom.0.fields.0.options', 'ERROR_REQUIRED']]],
    ['a group taking 21 items', [base({ fields: [inner()], maxItems: 21 })], [['custom.0.maxItems', 'PLEASE_ENTER_A_NUMBER']]],
    ['a group taking none', [base({ fields: [inner()], maxItems: 0 })], [['custom.0.maxItems', 'PLEASE_ENTER_A_NUMBER']]],
    ['a field id used twice, inside a group too', [base({ fields: [inner({ fieldid: 'val.acme.group' })] })], [['custom.0.fields.0.fieldid', 'invalid-input']]],
    ['a generated id of its default pattern', [base({ formTypeRegistration: 'generated-id' })], []],
    ['a generated id with no placeholder', [base({ formTypeRegistration: 'generated-id', pattern: 'MEMBER' })], [['custom.0.pattern', 'PLEASE_ENTER_A_VALID_PATTERN']]],
    [
      'a condition reading a group',
      [base({ fields: [inner()] }), base({ fieldid: 'val.acme.after', formTypeRegistration: 'text', conditions: [{ fieldid: 'val.acme.group', kind: 'set', pattern: '', negate: false }] })],
      [['custom.1.conditions.0.fieldid', 'PLEASE_CHOOSE_AN_EARLIER_FIELD']],
    ],
  ])('%s', (_case, custom, expected) => {
    expect(errorsOf(custom)).toEqual(expected);
  });
});
