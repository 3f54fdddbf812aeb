import { describe, expect, it } from 'vitest';
import { checkFieldValues, fieldError, type FieldControl, type FormField } from '#shared/field-engine.ts';
import { registrationFormFields } from '#shared/registration-fields.ts';
import { signupFormInput } from '#shared/schemas/auth.ts';
import { settingsWithDefaults } from '#shared/schemas/organisation.ts';
import { checkSignupRequirements, signupRequirementsOf, type SignupRequirements } from '#shared/signup-rules.ts';
import { registrationExtraFields, registrationField } from '../factories/registration-field.factory';

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
    ['personal number with a dash', field('personal-number'), '800101-1231', null],
    ['personal number with spaces', field('personal-number'), '800101 12 31', null],
    ['personal number of 5 digits', field('personal-number'), '12345', 'PLEASE_ENTER_A_VALID_PERSONAL_NUMBER'],
    ['personal number of 6 digits', field('personal-number'), '123456', null],
    ['personal number failing the check digit, not asked for', field('personal-number'), '800101-1234', null],
    ['personal number failing the check digit, asked for', field('personal-number', { checkDigit: true }), '800101-1234', 'PLEASE_ENTER_A_VALID_PERSONAL_NUMBER'],
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

describe('registration fields as engine fields (spec 3 §3)', () => {
  const settings = (overrides: Parameters<typeof settingsWithDefaults>[0] = {}) => settingsWithDefaults(overrides);

  it('maps each registration type to its control, leaving out the disabled ones', () => {
    const fields = registrationFormFields(
      settings({
        registrationExtraFields: registrationExtraFields([
          registrationField({ fieldid: 'a', formTypeRegistration: 'text' }),
          registrationField({ fieldid: 'b', formTypeRegistration: 'text', multiline: true }),
          registrationField({ fieldid: 'c', formTypeRegistration: 'textarea' }),
          registrationField({ fieldid: 'd', formTypeRegistration: 'select-checkbox', options: 'x, y' }),
          registrationField({ fieldid: 'e', formTypeRegistration: 'dropdown', options: 'x, y', option: [{ _id: '1', text: 'One' }, { _id: '2', text: ' ' }] }),
          registrationField({ fieldid: 'f', registrationenabled: false }),
        ]),
      }),
    );
    expect(fields.map((each) => [each.fieldid, each.control, each.options])).toEqual([
      ['a', 'text', []],
      ['b', 'textarea', []],
      ['c', 'textarea', []],
      ['d', 'checkboxes', ['x', 'y']],
      ['e', 'dropdown', ['One']],
    ]);
  });

  it('adds the personal number and student groups only when the groups are enabled, required as they say', () => {
    const off = registrationExtraFields([], { personalnumber: { enabled: false, required: true, public: false }, student: { enabled: false, required: false, public: false, option: ['IS_STUDENT'] } });
    // The old show switches no longer decide: the registration fields screen owns the groups.
    expect(registrationFormFields(settings({ registrationExtraFields: off, registrationShowSecurityNumber: true, registrationShowStudent: true }))).toEqual([]);
    const groups = registrationExtraFields([], { personalnumber: { enabled: true, required: true, public: false }, student: { enabled: true, required: false, public: false, option: ['IS_STUDENT'] } });
    const shown = registrationFormFields(settings({ registrationExtraFields: groups }), { personalnumber: 'Personnummer', student: 'Student' });
    expect(shown).toEqual([
      { fieldid: 'personalnumber', label: 'Personnummer', description: '', required: true, control: 'personal-number', options: [], checkDigit: false },
      { fieldid: 'student', label: 'Student', description: '', required: false, control: 'dropdown', options: ['IS_STUDENT'] },
    ]);
  });
});

describe('a signup against its site (signup-rules.ts)', () => {
  const requirements: SignupRequirements = {
    termsOfService: { guid: 'terms-guid' },
    privacyPolicy: { guid: 'privacy-guid' },
    fields: [field('dropdown', { fieldid: 'val.x.dep', required: true })],
    domainFilter: { activateDomainFilter: true, domainFilters: ['acme.example'] },
  };

  it.each<[string, Parameters<typeof checkSignupRequirements>[0], Record<string, string[]>]>([
    ['all met', { email: 'a@acme.example', termsOfServiceAgreementGuid: 'terms-guid', privacyPolicyAgreementGuid: 'privacy-guid', extraFields: { 'val.x.dep': 'a' } }, {}],
    ['nothing accepted', { email: 'a@acme.example', extraFields: { 'val.x.dep': 'a' } }, { termsOfServiceAgreementGuid: ['TOS_ACCEPT_MANDATORY'], privacyPolicyAgreementGuid: ['PP_ACCEPT_MANDATORY'] }],
    ['the two swapped', { email: 'a@acme.example', termsOfServiceAgreementGuid: 'privacy-guid', privacyPolicyAgreementGuid: 'terms-guid', extraFields: { 'val.x.dep': 'a' } }, { termsOfServiceAgreementGuid: ['TOS_ACCEPT_MANDATORY'], privacyPolicyAgreementGuid: ['PP_ACCEPT_MANDATORY'] }],
    ['an address outside the filter', { email: 'a@other.example', termsOfServiceAgreementGuid: 'terms-guid', privacyPolicyAgreementGuid: 'privacy-guid', extraFields: { 'val.x.dep': 'a' } }, { email: ['email-domain-not-allowed'] }],
    ['a required field missing', { email: 'a@acme.example', termsOfServiceAgreementGuid: 'terms-guid', privacyPolicyAgreementGuid: 'privacy-guid' }, { 'extraFields.val.x.dep': ['ERROR_REQUIRED'] }],
  ])('%s', (_case, input, expected) => {
    expect(checkSignupRequirements(input, requirements).fieldErrors).toEqual(expected);
  });

  it('asks no acceptance where no agreement is required', () => {
    const site = signupRequirementsOf(settingsWithDefaults({}), { termsOfService: null, privacyPolicy: null });
    expect(checkSignupRequirements({ email: 'a@b.example' }, site)).toEqual({ extraFields: {}, fieldErrors: {} });
  });

  it('names the site’s requirements even when a payload field has failed already', () => {
    const result = signupFormInput(requirements).safeParse({ email: '', password: '', firstName: '', lastName: '', captcha: '', extraFields: {}, termsOfServiceAgreementGuid: '', privacyPolicyAgreementGuid: '' });
    const paths = result.error?.issues.map((issue) => issue.path.join('/'));
    expect(paths).toEqual(expect.arrayContaining(['email', 'captcha', 'termsOfServiceAgreementGuid', 'privacyPolicyAgreementGuid', 'extraFields/val.x.dep']));
  });

  it('gives the form each error on its field, a dotted field id kept whole', () => {
    const form = { email: 'a@other.example', password: 'secret', firstName: 'A', lastName: 'B', captcha: 'solved', extraFields: {}, termsOfServiceAgreementGuid: '', privacyPolicyAgreementGuid: 'privacy-guid' };
    const issues = signupFormInput(requirements).safeParse(form).error?.issues.map((issue) => [issue.path, issue.message]);
    expect(issues).toHaveLength(3);
    expect(issues).toEqual(
      expect.arrayContaining([
        [['email'], 'email-domain-not-allowed'],
        [['termsOfServiceAgreementGuid'], 'TOS_ACCEPT_MANDATORY'],
        [['extraFields', 'val.x.dep'], 'ERROR_REQUIRED'],
      ]),
    );
    expect(signupFormInput(requirements).safeParse({ ...form, email: 'a@acme.example', termsOfServiceAgreementGuid: 'terms-guid', extraFields: { 'val.x.dep': 'a' } }).success).toBe(true);
  });
});
