import { beforeAll, describe, expect, it } from 'vitest';
import type { Organisation } from '#server/entities/organisation.entity.ts';
import { UserSchema } from '#server/entities/user.entity.ts';
import type { SignupInput } from '#shared/schemas/auth.ts';
import { createOrganisation } from '../factories/organisation.factory';
import { registrationExtraFields, registrationField } from '../factories/registration-field.factory';
import { callerFor, scopedEm } from '../support/callers';
import { solvedCaptcha } from '../support/captcha';
import { expectAppError } from '../support/errors';

let counter = 0;
const newcomer = () => ({ email: `fields.${Date.now()}.${(counter += 1)}@example.com`, password: 'secret-enough', firstName: 'Fie', lastName: 'Lds' });

const DEPARTMENT = 'val.site.department';
const TEAMS = 'val.site.teams';
const MOTTO = 'val.site.motto';
const BIO = 'val.site.bio';
const HIDDEN = 'val.site.hidden';

describe('registration fields at signup (spec 3 §3, §5: the field engine on the server)', () => {
  let site: Organisation;
  beforeAll(async () => {
    site = await createOrganisation({
      settings: {
        registrationShowSecurityNumber: true,
        registrationShowStudent: true,
        registrationExtraFields: registrationExtraFields(
          [
            registrationField({ fieldid: DEPARTMENT, formTypeRegistration: 'dropdown', options: 'Sales, Support', required: true }),
            registrationField({ fieldid: TEAMS, formTypeRegistration: 'select-checkbox', option: [{ _id: 'a', text: 'Red' }, { _id: 'b', text: 'Blue' }] }),
            registrationField({ fieldid: MOTTO }),
            registrationField({ fieldid: BIO, formTypeRegistration: 'textarea' }),
            registrationField({ fieldid: HIDDEN, required: true, registrationenabled: false }),
          ],
          { personalnumber: { enabled: true, required: true, public: false }, student: { enabled: true, required: false, public: true, option: ['NOT_STUDENT', 'IS_STUDENT'] } },
        ),
      },
    });
  });

  const valid = { [DEPARTMENT]: 'Sales', personalnumber: '19800101-1231' };

  async function signup(extraFields: unknown, person = newcomer()) {
    const { caller } = await callerFor(null, { org: site });
    return caller.auth.signup({ ...person, captcha: await solvedCaptcha(site), extraFields } as SignupInput);
  }
  const stored = async (email: string) => (await scopedEm(site).findOneOrFail(UserSchema, { emailNormalized: email })).extraFields;
  const userCount = () => scopedEm(site).count(UserSchema, {});

  it('stores the values cleaned: trimmed, empty optional ones left out, lists kept as lists', async () => {
    const person = newcomer();
    await signup({ ...valid, [DEPARTMENT]: ' Support ', [TEAMS]: ['Blue', 'Red'], [MOTTO]: '  ', [BIO]: 'Line one\nline two', student: 'IS_STUDENT' }, person);
    expect(await stored(person.email)).toEqual({ [DEPARTMENT]: 'Support', [TEAMS]: ['Blue', 'Red'], [BIO]: 'Line one\nline two', personalnumber: '19800101-1231', student: 'IS_STUDENT' });
  });

  it.each([
    ['an empty required field', { personalnumber: '198001011231' }, `extraFields.${DEPARTMENT}`, 'ERROR_REQUIRED'],
    ['a required field of spaces', { ...valid, [DEPARTMENT]: '   ' }, `extraFields.${DEPARTMENT}`, 'ERROR_REQUIRED'],
    ['a dropdown value it does not offer', { ...valid, [DEPARTMENT]: 'Marketing' }, `extraFields.${DEPARTMENT}`, 'invalid-input'],
    ['two values for a dropdown', { ...valid, [DEPARTMENT]: ['Sales', 'Support'] }, `extraFields.${DEPARTMENT}`, 'invalid-input'],
    ['a checkbox option it does not offer', { ...valid, [TEAMS]: ['Red', 'Green'] }, `extraFields.${TEAMS}`, 'invalid-input'],
    ['the same checkbox option twice', { ...valid, [TEAMS]: ['Red', 'Red'] }, `extraFields.${TEAMS}`, 'invalid-input'],
    ['a missing required personal number', { [DEPARTMENT]: 'Sales' }, 'extraFields.personalnumber', 'ERROR_REQUIRED'],
    ['a personal number too short', { ...valid, personalnumber: '12345' }, 'extraFields.personalnumber', 'PLEASE_ENTER_A_VALID_PERSONAL_NUMBER'],
    ['a personal number with letters', { ...valid, personalnumber: '800101-ABCD' }, 'extraFields.personalnumber', 'PLEASE_ENTER_A_VALID_PERSONAL_NUMBER'],
    ['a personal number with a plus', { ...valid, personalnumber: '800101+1231' }, 'extraFields.personalnumber', 'PLEASE_ENTER_A_VALID_PERSONAL_NUMBER'],
    ['a student type the site does not offer', { ...valid, student: 'EX_RESEARCHER' }, 'extraFields.student', 'invalid-input'],
    ['a field the site does not have', { ...valid, 'val.site.unknown': 'x' }, 'extraFields.val.site.unknown', 'invalid-input'],
    ['a field the site has switched off', { ...valid, [HIDDEN]: 'x' }, `extraFields.${HIDDEN}`, 'invalid-input'],
  ])('refuses %s on its field, creating nothing', async (_case, extraFields, path, code) => {
    const before = await userCount();
    const error = await expectAppError(signup(extraFields), code as 'ERROR_REQUIRED', path);
    expect(Object.keys(error.fieldErrors ?? {})).toEqual([path]);
    expect(await userCount()).toBe(before);
  });

  it('takes any personal number of the spec\'s shape, and only a Swedish one where the field asks for the check digit', async () => {
    const swedish = await createOrganisation({
      settings: { registrationShowSecurityNumber: true, registrationExtraFields: registrationExtraFields([], { personalnumber: { enabled: true, required: true, public: false, checkDigit: true } }) },
    });
    const signupOn = async (org: Organisation, personalnumber: string) => {
      const person = newcomer();
      const { caller } = await callerFor(null, { org });
      await caller.auth.signup({ ...person, captcha: await solvedCaptcha(org), extraFields: org === site ? { ...valid, personalnumber } : { personalnumber } });
      return (await scopedEm(org).findOneOrFail(UserSchema, { emailNormalized: person.email })).extraFields['personalnumber'];
    };
    // Without the option: 6 or more digits, spaces or dashes (spec 3 §5), whatever the check digit.
    for (const number of ['123456', '12 34-56', '19800101-1234', '19800101-1231']) expect(await signupOn(site, number)).toBe(number);
    // With it: a real Swedish number, with its date and check digit.
    expect(await signupOn(swedish, '19800101-1231')).toBe('19800101-1231');
    expect(await signupOn(swedish, '800161-1238')).toBe('800161-1238');
    for (const number of ['19800101-1234', '123456', '801301-1235']) {
      await expectAppError(signupOn(swedish, number), 'PLEASE_ENTER_A_VALID_PERSONAL_NUMBER', 'extraFields.personalnumber');
    }
  });

  it('refuses values that are neither text nor a list of texts, and text over the bound', async () => {
    await expectAppError(signup({ ...valid, [MOTTO]: 42 }), 'invalid-input');
    await expectAppError(signup({ ...valid, [MOTTO]: 'x'.repeat(5001) }), 'VALUE_TOO_LONG');
  });

  it('names every failing field at once, with the rest of the form', async () => {
    const { caller } = await callerFor(null, { org: site });
    const error = await expectAppError(
      caller.auth.signup({ ...newcomer(), email: 'someone@example.com', captcha: await solvedCaptcha(site), extraFields: { personalnumber: 'abc', [TEAMS]: ['Pink'] } }),
      'ERROR_REQUIRED',
    );
    expect(error.fieldErrors).toEqual({
      [`extraFields.${DEPARTMENT}`]: ['ERROR_REQUIRED'],
      [`extraFields.${TEAMS}`]: ['invalid-input'],
      'extraFields.personalnumber': ['PLEASE_ENTER_A_VALID_PERSONAL_NUMBER'],
    });
  });

  it('asks nothing of a site without registration fields, and refuses values sent anyway', async () => {
    const plain = await createOrganisation();
    const signupOn = async (extraFields: Record<string, string>) => (await callerFor(null, { org: plain })).caller.auth.signup({ ...newcomer(), captcha: await solvedCaptcha(plain), extraFields });
    await expect(signupOn({})).resolves.toBeTruthy();
    await expectAppError(signupOn({ anything: 'x' }), 'invalid-input', 'extraFields.anything');
  });

  it('leaves out the personal number and student groups when they are not enabled, whatever the old show switches say', async () => {
    const quiet = await createOrganisation({
      settings: { registrationShowSecurityNumber: true, registrationExtraFields: registrationExtraFields([], { personalnumber: { enabled: false, required: true, public: false } }) },
    });
    const signupOn = async (extraFields: Record<string, string>) => (await callerFor(null, { org: quiet })).caller.auth.signup({ ...newcomer(), captcha: await solvedCaptcha(quiet), extraFields });
    await expect(signupOn({})).resolves.toBeTruthy();
    await expectAppError(signupOn({ personalnumber: '19800101-1231' }), 'invalid-input', 'extraFields.personalnumber');
  });
});
