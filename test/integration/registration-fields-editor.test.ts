import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { OrganisationSchema } from '#server/entities/organisation.entity.ts';
import type { User } from '#server/entities/user.entity.ts';
import { UserSchema } from '#server/entities/user.entity.ts';
import type { ErrorCode } from '#shared/errors.ts';
import { settingsWithDefaults } from '#shared/schemas/organisation.ts';
import type { RegistrationFieldInput, RegistrationFieldsInput } from '#shared/schemas/registration-fields.ts';
import { createOrganisation } from '../factories/organisation.factory';
import { registrationExtraFields, registrationField, registrationFieldDraft, registrationFieldsDraft } from '../factories/registration-field.factory';
import { callerFor, scopedEm } from '../support/callers';
import { solvedCaptcha } from '../support/captcha';
import { expectAppError } from '../support/errors';
import { createPersonas, type Personas } from '../support/personas';
import { testOrm } from '../support/test-database';

describe('the registration fields editor (spec 2 §2, spec 3 §3 and §5)', () => {
  let personas: Personas;
  beforeAll(async () => {
    personas = await createPersonas();
    // A field saved before, with a legacy id and a legacy option list, keeps both.
    await testOrm()
      .em.fork()
      .nativeUpdate(OrganisationSchema, { id: personas.org.id }, {
        settings: { registrationExtraFields: registrationExtraFields([registrationField({ fieldid: 'val.legacy.team', formTypeRegistration: 'dropdown', option: [{ _id: '1', text: 'Red' }, { _id: '2', text: 'Blue' }] })]) },
      });
  });

  const as = async (viewer: User | null, org = personas.org) => (await callerFor(viewer, { org })).caller;
  const stored = async (orgId = personas.org.id) => settingsWithDefaults((await testOrm().em.fork().findOneOrFail(OrganisationSchema, { id: orgId }, { filters: false })).settings);
  const newId = (site = personas.org.subdomain) => `val.${site}.${randomUUID()}`;
  const field = (overrides: Partial<RegistrationFieldInput> = {}) => registrationFieldDraft({ fieldid: newId(), label: 'Department', ...overrides });
  const form = registrationFieldsDraft;

  it('shows the admin the saved fields in order, a legacy option list as the comma list, and the site part of new ids', async () => {
    const answer = await (await as(personas.orgAdmin)).organisation.registrationFields();
    expect(answer.subdomain).toBe(personas.org.subdomain);
    expect(answer.fields.custom).toEqual([expect.objectContaining({ fieldid: 'val.legacy.team', formTypeRegistration: 'dropdown', options: 'Red, Blue', limit: 0, conditions: [] })]);
    expect(answer.fields.personalnumber).toEqual({ enabled: false, required: false, public: false, checkDigit: false });
  });

  it('adds, edits, orders and removes fields and switches the groups, storing them as signup reads them', async () => {
    const admin = await as(personas.orgAdmin);
    const department = field({ label: ' Department ', formTypeRegistration: 'dropdown', options: 'Sales, Development', required: true, public: true });
    const product = field({ label: 'Product', conditions: [{ fieldid: department.fieldid, kind: 'match', pattern: '^Development$', negate: false }], required: true });
    const teams = field({ label: 'Teams', formTypeRegistration: 'select-checkbox', options: 'Red, Blue, Green', limit: 2 });
    const legacy = (await admin.organisation.registrationFields()).fields.custom[0]!;
    const saved = await admin.organisation.updateRegistrationFields(
      form([department, product, teams, { ...legacy, label: 'Team colour' }], { personalnumber: { enabled: true, required: true, public: false, checkDigit: true }, student: { enabled: true, required: false, public: true, option: ['IS_STUDENT'] } }),
    );
    expect(saved.fields.custom.map((each) => [each.label, each.fieldid])).toEqual([
      ['Department', department.fieldid],
      ['Product', product.fieldid],
      ['Teams', teams.fieldid],
      ['Team colour', 'val.legacy.team'],
    ]);
    const settings = await stored();
    expect(settings.registrationExtraFields.custom[1]).toMatchObject({ conditions: [{ fieldid: department.fieldid, kind: 'match', pattern: '^Development$', negate: false }] });
    expect(settings.registrationExtraFields.custom[2]).toMatchObject({ limit: 2, options: 'Red, Blue, Green' });
    expect(settings.registrationExtraFields.personalnumber).toEqual({ enabled: true, required: true, public: false, checkDigit: true });
    // The old switches follow the groups, for whoever still reads them.
    expect(settings).toMatchObject({ registrationShowSecurityNumber: true, registrationShowStudent: true });

    // Reordered and one removed: the list is saved as sent.
    const reordered = await admin.organisation.updateRegistrationFields(form([teams, department, product]));
    expect(reordered.fields.custom.map((each) => each.label)).toEqual(['Teams', 'Department', 'Product']);
    expect((await stored()).registrationExtraFields.custom).toHaveLength(3);
    expect((await stored()).registrationShowSecurityNumber).toBe(false);
  });

  it.each<[string, (base: RegistrationFieldInput) => RegistrationFieldsInput, string, ErrorCode]>([
    ['no label', (base) => form([{ ...base, label: '  ' }]), 'custom.0.label', 'ERROR_REQUIRED'],
    ['no type', (base) => form([{ ...base, formTypeRegistration: '' as 'text' }]), 'custom.0.formTypeRegistration', 'ERROR_REQUIRED'],
    ['a dropdown without options', (base) => form([{ ...base, formTypeRegistration: 'dropdown', options: ' , ' }]), 'custom.0.options', 'ERROR_REQUIRED'],
    ['checkboxes with an option twice', (base) => form([{ ...base, formTypeRegistration: 'select-checkbox', options: 'a, a' }]), 'custom.0.options', 'PLEASE_ENTER_DISTINCT_OPTIONS'],
    ['a limit that is no number', (base) => form([{ ...base, limit: 1.5 }]), 'custom.0.limit', 'PLEASE_ENTER_A_NUMBER'],
    ['an id of another site', (base) => form([{ ...base, fieldid: newId('elsewhere') }]), 'custom.0.fieldid', 'invalid-input'],
    ['a made-up id', (base) => form([{ ...base, fieldid: 'department' }]), 'custom.0.fieldid', 'invalid-input'],
    ['the same id twice', (base) => form([base, { ...base }]), 'custom.1.fieldid', 'invalid-input'],
    ['a condition on a later field', (base) => form([{ ...base, conditions: [{ fieldid: 'val.legacy.team', kind: 'set', pattern: '', negate: false }] }]), 'custom.0.conditions.0.fieldid', 'PLEASE_CHOOSE_AN_EARLIER_FIELD'],
    ['a match condition without a pattern', (base) => form([field(), { ...base, conditions: [{ fieldid: '', kind: 'match', pattern: '', negate: false }] }]), 'custom.1.conditions.0.fieldid', 'ERROR_REQUIRED'],
    ['an unsafe pattern', (base) => form([field({ fieldid: 'x' }), { ...base, conditions: [{ fieldid: 'x', kind: 'match', pattern: '(a+)+$', negate: false }] }]), 'custom.1.conditions.0.pattern', 'PLEASE_ENTER_A_VALID_PATTERN'],
    ['a student group offering nothing', (base) => form([base], { student: { enabled: true, required: false, public: false, option: [] } }), 'student.option', 'ERROR_REQUIRED'],
  ])('refuses %s and stores nothing', async (_case, build, path, code) => {
    const before = await stored();
    await expectAppError((await as(personas.orgAdmin)).organisation.updateRegistrationFields(build(field())), code, path);
    expect(await stored()).toEqual(before);
  });

  it('lets only org admins and super admins read or save the fields', async () => {
    const payload = form([field()]);
    for (const viewer of [null, personas.participant, personas.coach, personas.inactiveUser]) {
      const caller = await as(viewer);
      const code = viewer ? 'forbidden' : 'not-authenticated';
      await expectAppError(caller.organisation.registrationFields(), code);
      await expectAppError(caller.organisation.updateRegistrationFields(payload), code);
    }
    const superAdmin = await as(personas.superAdmin);
    await expect(superAdmin.organisation.registrationFields()).resolves.toBeTruthy();
  });

  // A session belongs to one site, so another site's admin reaches ours only as their own site's admin.
  it('keeps two sites apart: each admin reads and changes only their own fields', async () => {
    const outsider = await as(personas.outsider, personas.otherOrg);
    await outsider.organisation.updateRegistrationFields(form([field({ fieldid: newId(personas.otherOrg.subdomain), label: 'Their field' })]));
    expect((await stored(personas.otherOrg.id)).registrationExtraFields.custom.map((each) => each.label)).toEqual(['Their field']);
    expect((await stored()).registrationExtraFields.custom.map((each) => each.label)).not.toContain('Their field');
    expect((await (await as(personas.orgAdmin)).organisation.registrationFields()).fields.custom.map((each) => each.label)).not.toContain('Their field');
  });
});

describe('a field with a condition at signup (spec 3 §5, on the server)', () => {
  it('requires the field only while its condition holds and never stores it while hidden', async () => {
    const site = await createOrganisation({
      settings: {
        registrationExtraFields: registrationExtraFields([
          registrationField({ fieldid: 'val.s.department', formTypeRegistration: 'dropdown', options: 'Sales, Development', required: true }),
          registrationField({ fieldid: 'val.s.product', required: true, conditions: [{ fieldid: 'val.s.department', kind: 'match', pattern: '^Development$', negate: false }] }),
        ]),
      },
    });
    let counter = 0;
    const signup = async (extraFields: Record<string, string>) => {
      const email = `conditional.${Date.now()}.${(counter += 1)}@example.com`;
      await (await callerFor(null, { org: site })).caller.auth.signup({ email, password: 'secret-enough', firstName: 'Con', lastName: 'Ditional', captcha: await solvedCaptcha(site), extraFields });
      return (await scopedEm(site).findOneOrFail(UserSchema, { email })).extraFields;
    };
    await expectAppError(signup({ 'val.s.department': 'Development' }), 'ERROR_REQUIRED', 'extraFields.val.s.product');
    expect(await signup({ 'val.s.department': 'Development', 'val.s.product': ' Web shop ' })).toEqual({ 'val.s.department': 'Development', 'val.s.product': 'Web shop' });
    expect(await signup({ 'val.s.department': 'Sales', 'val.s.product': 'typed, then hidden' })).toEqual({ 'val.s.department': 'Sales' });
  });
});
