import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Organisation } from '#server/entities/organisation.entity.ts';
import { UserSchema, type User } from '#server/entities/user.entity.ts';
import { exportUsers } from '#server/modules/user/user-export.service.ts';
import type { AuthedContext } from '#server/trpc/context.ts';
import type { SignupInput } from '#shared/schemas/auth.ts';
import { userExportInput } from '#shared/schemas/people.ts';
import { createOrganisation, hostFor } from '../factories/organisation.factory';
import { registrationChildField, registrationExtraFields, registrationField } from '../factories/registration-field.factory';
import { createUser } from '../factories/user.factory';
import { callerFor, scopedEm } from '../support/callers';
import { solvedCaptcha } from '../support/captcha';
import { expectAppError } from '../support/errors';
import { createTestApp, LEGACY_BASE, requestJson } from '../support/http';
import { bearerFor } from '../support/upload';

const PETS = 'val.site.pets';
const NAME = 'val.site.pet-name';
const KIND = 'val.site.pet-kind';
const MORE = 'val.site.more';
const PHONE = 'val.site.phone';
const MEMBER = 'val.site.member';

/** Repeating groups, expandable sections and generated ids on the server (spec 3 §4, issue 18). */
describe('compound registration fields', () => {
  let site: Organisation;
  let admin: User;
  beforeAll(async () => {
    site = await createOrganisation({
      settings: {
        registrationExtraFields: registrationExtraFields([
          registrationField({
            fieldid: PETS,
            label: 'Pets',
            formTypeRegistration: 'multi-group',
            required: true,
            public: true,
            maxItems: 2,
            fields: [registrationChildField({ fieldid: NAME, label: 'Name', required: true }), registrationChildField({ fieldid: KIND, label: 'Kind', formTypeRegistration: 'dropdown', options: 'cat, dog' })],
          }),
          registrationField({ fieldid: MORE, label: 'More', formTypeRegistration: 'wrapper', fields: [registrationChildField({ fieldid: PHONE, label: 'Phone', required: true })] }),
          registrationField({ fieldid: MEMBER, label: 'Member number', formTypeRegistration: 'generated-id', pattern: 'M-{6}' }),
        ]),
      },
    });
    admin = await createUser({ organisation: site, isOrgAdmin: true, orgRole: 'admin' });
  });

  const as = async (viewer: User | null) => (await callerFor(viewer, { org: site })).caller;
  const stored = async (user: Pick<User, 'id'>) => (await scopedEm(site).findOneOrFail(UserSchema, { id: user.id })).extraFields;
  const valid = { [PETS]: [{ [NAME]: 'Rex', [KIND]: 'dog' }], [PHONE]: '070' };

  it('stores a group’s filled items under its id and a section’s fields flat, and makes the generated id', async () => {
    const user = await createUser({ organisation: site });
    await (await as(user)).profile.update({ extraFields: { [PETS]: [{ [NAME]: ' Rex ', [KIND]: 'dog' }, { [NAME]: '' }], [PHONE]: '070' } });
    const values = await stored(user);
    expect(values).toEqual({ [PETS]: [{ [NAME]: 'Rex', [KIND]: 'dog' }], [PHONE]: '070', [MEMBER]: expect.stringMatching(/^M-\d{6}$/) });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['a required field of an item', { ...valid, [PETS]: [{ [NAME]: 'Rex' }, { [KIND]: 'cat' }] }, 'ERROR_REQUIRED', `extraFields.${PETS}.1.${NAME}`],
    ['a choice of an item not among the options', { ...valid, [PETS]: [{ [NAME]: 'Rex', [KIND]: 'cow' }] }, 'invalid-input', `extraFields.${PETS}.0.${KIND}`],
    ['a required group with no items', { ...valid, [PETS]: [] }, 'ERROR_REQUIRED', `extraFields.${PETS}`],
    ['more items than the group takes', { ...valid, [PETS]: [{ [NAME]: 'a' }, { [NAME]: 'b' }, { [NAME]: 'c' }] }, 'invalid-input', `extraFields.${PETS}`],
    ['an unknown field inside an item', { ...valid, [PETS]: [{ [NAME]: 'Rex', invented: 'x' }] }, 'invalid-input', `extraFields.${PETS}.0.invented`],
    ['a required field inside a section', { [PETS]: valid[PETS] }, 'ERROR_REQUIRED', `extraFields.${PHONE}`],
  ])('refuses %s on its path, storing nothing', async (_case, extraFields, code, path) => {
    const user = await createUser({ organisation: site, extraFields: { [PHONE]: 'before' } });
    await expectAppError((await as(user)).profile.update({ extraFields } as never), code as 'ERROR_REQUIRED', path);
    expect(await stored(user)).toEqual({ [PHONE]: 'before' });
  });

  it('makes the generated id once: a client’s value for it is ignored and a saved one never changes', async () => {
    const user = await createUser({ organisation: site });
    const self = await as(user);
    await self.profile.update({ extraFields: { ...valid, [MEMBER]: 'chosen-by-me' } });
    const first = (await stored(user))[MEMBER];
    expect(first).toMatch(/^M-\d{6}$/);
    await self.profile.update({ extraFields: { ...valid, [MEMBER]: 'M-000000' } });
    await (await as(admin)).people.update({ guid: user.id, extraFields: { ...valid, [MEMBER]: 'admin-choice' } });
    expect((await stored(user))[MEMBER]).toBe(first);
  });

  it('makes the generated id at signup and when an admin edits a person who has none', async () => {
    const email = `compound-${Date.now()}@example.com`;
    await (await as(null)).auth.signup({ email, password: 'secret1', firstName: 'New', lastName: 'Comer', captcha: await solvedCaptcha(site), extraFields: valid } as SignupInput);
    const signedUp = await scopedEm(site).findOneOrFail(UserSchema, { emailNormalized: email });
    expect(signedUp.extraFields[MEMBER]).toMatch(/^M-\d{6}$/);

    const person = await createUser({ organisation: site });
    await (await as(admin)).people.update({ guid: person.id, extraFields: valid });
    expect((await stored(person))[MEMBER]).toMatch(/^M-\d{6}$/);
  });

  it('shows a group as one text on a profile, public as the group is', async () => {
    const user = await createUser({ organisation: site, extraFields: { [PETS]: [{ [NAME]: 'Rex', [KIND]: 'dog' }, { [NAME]: 'Tom' }], [PHONE]: '070', [MEMBER]: 'M-123456' } });
    const shown = (await (await as(null)).profile.byGuid({ guid: user.id })).extraFields;
    expect(shown).toEqual([{ fieldid: PETS, label: 'Pets', value: 'Name: Rex, Kind: dog; Name: Tom', public: true }]);
  });

  it('exports a group as its items joined by "; ", each "label: value, …", and a section’s field as its own column', async () => {
    await createUser({ organisation: site, firstName: 'Exported', extraFields: { [PETS]: [{ [NAME]: 'Rex', [KIND]: 'dog' }, { [NAME]: 'Tom' }], [PHONE]: '070', [MEMBER]: 'M-123456' } });
    const { ctx } = await callerFor(admin, { org: site });
    const download = await exportUsers(ctx as AuthedContext, userExportInput.parse({ format: 'csv', status: 'active' }));
    const chunks: Buffer[] = [];
    for await (const chunk of download.body as AsyncIterable<Buffer>) chunks.push(Buffer.from(chunk));
    const csv = Buffer.concat(chunks).toString('utf8');
    const [header = '', ...rows] = csv.trim().split(/\r?\n/);
    expect(header).toContain('Pets,Phone,Member number');
    expect(rows.find((row) => row.startsWith('Exported'))).toContain('"Name: Rex, Kind: dog; Name: Tom",070,M-123456');
  });

  describe('legacy REST', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await createTestApp();
    });
    afterAll(async () => {
      await app.close();
    });

    it('sends the definitions with the site and the values in the user’s extraFields, and takes a group as JSON text', async () => {
      const user = await createUser({ organisation: site });
      const headers = { authorization: await bearerFor(user) };
      const saved = await requestJson(app, { method: 'POST', url: `${LEGACY_BASE}/profile/edit`, host: hostFor(site), headers, body: { extraFields: JSON.stringify(valid) } });
      expect(saved.status).toBe(200);

      const adminHeaders = { authorization: await bearerFor(admin) };
      const person = await requestJson(app, { method: 'GET', url: `${LEGACY_BASE}/api/users/${user.id}`, host: hostFor(site), headers: adminHeaders });
      expect(person.status).toBe(200);
      expect((person.body as { result: { extraFields: unknown } }).result.extraFields).toEqual({ ...valid, [MEMBER]: expect.stringMatching(/^M-\d{6}$/) });

      const organisation = await requestJson(app, { method: 'GET', url: `${LEGACY_BASE}/organisations/slug/${site.slug}`, host: hostFor(site) });
      expect(organisation.status).toBe(200);
      const definitions = JSON.stringify(organisation.body);
      expect(definitions).toContain('"formTypeRegistration":"multi-group"');
      expect(definitions).toContain('"maxItems":2');
      expect(definitions).toContain('"pattern":"M-{6}"');
    });
  });
});
