import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Organisation } from '#server/entities/organisation.entity.ts';
import { UserSchema, type User } from '#server/entities/user.entity.ts';
import { createOrganisation, hostFor } from '../factories/organisation.factory';
import { registrationExtraFields, registrationField } from '../factories/registration-field.factory';
import { createUser } from '../factories/user.factory';
import { callerFor, scopedEm } from '../support/callers';
import { expectAppError } from '../support/errors';
import { createTestApp, LEGACY_BASE, requestJson } from '../support/http';
import { bearerFor } from '../support/upload';

const DEPARTMENT = 'val.site.department';
const PHONE = 'val.site.phone';

/** The site's registration fields on the profile (spec 3 §2 /profile/edit, §5, §6; spec 3 §7 POST /profile/edit). */
describe('registration fields on profiles', () => {
  let site: Organisation;
  let otherSite: Organisation;
  let admin: User;
  beforeAll(async () => {
    site = await createOrganisation({
      settings: {
        registrationShowSecurityNumber: true,
        registrationExtraFields: registrationExtraFields(
          [
            registrationField({ fieldid: DEPARTMENT, label: 'Department', formTypeRegistration: 'dropdown', options: 'Sales, Support', required: true, public: true }),
            registrationField({ fieldid: PHONE, label: 'Phone' }),
          ],
          { personalnumber: { enabled: true, required: false, public: false } },
        ),
      },
    });
    otherSite = await createOrganisation();
    admin = await createUser({ organisation: site, isOrgAdmin: true, orgRole: 'admin' });
  });

  const as = async (viewer: User | null, org = site) => (await callerFor(viewer, { org })).caller;
  const stored = async (user: User) => (await scopedEm(site).findOneOrFail(UserSchema, { id: user.id })).extraFields;

  it('says which required answers are missing, in the own profile and to the client shell', async () => {
    const user = await createUser({ organisation: site });
    const self = await as(user);
    expect((await self.profile.own()).missingRegistrationFields).toEqual([DEPARTMENT]);
    expect((await self.auth.me())?.registrationIncomplete).toBe(true);

    await self.profile.update({ extraFields: { [DEPARTMENT]: 'Support' } });
    expect((await self.profile.own()).missingRegistrationFields).toEqual([]);
    expect((await self.auth.me())?.registrationIncomplete).toBe(false);
  });

  it('stores the checked answers and keeps stored keys the site no longer asks for', async () => {
    const user = await createUser({ organisation: site, extraFields: { [PHONE]: '1', retired: 'kept' } });
    const saved = await (await as(user)).profile.update({ extraFields: { [DEPARTMENT]: ' Sales ', personalnumber: '19800101-1231' } });
    expect(await stored(user)).toEqual({ retired: 'kept', [DEPARTMENT]: 'Sales', personalnumber: '19800101-1231' });
    expect(saved.extraFieldValues).toEqual({ retired: 'kept', [DEPARTMENT]: 'Sales', personalnumber: '19800101-1231' });
  });

  it('refuses with the field engine\'s keys on their fields, and stores nothing of the edit', async () => {
    const user = await createUser({ organisation: site, firstName: 'Before', extraFields: { [DEPARTMENT]: 'Sales' } });
    const self = await as(user);
    await expectAppError(self.profile.update({ firstName: 'After', extraFields: { [PHONE]: 'x' } }), 'ERROR_REQUIRED', `extraFields.${DEPARTMENT}`);
    await expectAppError(self.profile.update({ extraFields: { [DEPARTMENT]: 'Marketing' } }), 'invalid-input', `extraFields.${DEPARTMENT}`);
    await expectAppError(self.profile.update({ extraFields: { [DEPARTMENT]: 'Sales', personalnumber: 'abc' } }), 'PLEASE_ENTER_A_VALID_PERSONAL_NUMBER');
    await expectAppError(self.profile.update({ extraFields: { [DEPARTMENT]: 'Sales', invented: 'x' } }), 'invalid-input', 'extraFields.invented');
    const row = await scopedEm(site).findOneOrFail(UserSchema, { id: user.id });
    expect(row.firstName).toBe('Before');
    expect(row.extraFields).toEqual({ [DEPARTMENT]: 'Sales' });
  });

  it('shows public answers to anyone, and the others, marked, only to the person and admins', async () => {
    const user = await createUser({ organisation: site, extraFields: { [DEPARTMENT]: 'Sales', [PHONE]: '070-123' } });
    const peer = await createUser({ organisation: site });
    const shown = async (viewer: User | null) => (await (await as(viewer)).profile.byGuid({ guid: user.id })).extraFields.map((field) => [field.fieldid, field.public]);
    expect(await shown(null)).toEqual([[DEPARTMENT, true]]);
    expect(await shown(peer)).toEqual([[DEPARTMENT, true]]);
    expect(await shown(user)).toEqual([
      [DEPARTMENT, true],
      [PHONE, false],
    ]);
    expect(await shown(admin)).toEqual([
      [DEPARTMENT, true],
      [PHONE, false],
    ]);
    // Another site's admin does not even find the person.
    const otherAdmin = await createUser({ organisation: otherSite, isOrgAdmin: true, orgRole: 'admin' });
    await expectAppError((await as(otherAdmin, otherSite)).profile.byGuid({ guid: user.id }), 'not-found');
  });

  describe('POST /profile/edit', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await createTestApp();
    });
    afterAll(async () => {
      await app.close();
    });

    it('takes extraFields as a JSON string, as legacy clients send them, and refuses what the engine refuses', async () => {
      const user = await createUser({ organisation: site });
      const headers = { authorization: await bearerFor(user) };
      const post = (body: unknown) => requestJson(app, { method: 'POST', url: `${LEGACY_BASE}/profile/edit`, host: hostFor(site), headers, body });
      expect((await post({ extraFields: JSON.stringify({ [DEPARTMENT]: 'Support' }) })).status).toBe(200);
      expect(await stored(user)).toEqual({ [DEPARTMENT]: 'Support' });
      const refused = await post({ extraFields: JSON.stringify({ [PHONE]: 'only this' }) });
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain('ERROR_REQUIRED');
      expect((await post({ extraFields: '{not json' })).status).toBe(400);
      expect(await stored(user)).toEqual({ [DEPARTMENT]: 'Support' });
    });
  });
});
