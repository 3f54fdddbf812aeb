import { beforeAll, describe, expect, it } from 'vitest';
import { SUPER_ADMIN_ROLE } from '#shared/constants.ts';
import { SessionSchema } from '#server/entities/session.entity.ts';
import { validateSessionToken } from '#server/modules/auth/session.service.ts';
import { UserSchema } from '#server/entities/user.entity.ts';
import { createOrganisation } from '../factories/organisation.factory';
import { registrationExtraFields, registrationField } from '../factories/registration-field.factory';
import { FACTORY_PASSWORD, createUser } from '../factories/user.factory';
import { callerFor, scopedEm } from '../support/callers';
import { expectAppError } from '../support/errors';
import { createPersonas, type Personas } from '../support/personas';
import { testOrm } from '../support/test-database';
import type { Organisation } from '#server/entities/organisation.entity.ts';

/** Signs in on `site` as a logged-out visitor would; the session token it got, if any. */
async function signIn(site: Organisation, email: string, password = FACTORY_PASSWORD) {
  const { caller, transport } = await callerFor(null, { org: site });
  const result = await caller.auth.login({ email, password });
  const token = (transport as { delivered: { token: string }[] }).delivered[0]?.token;
  if (!token) throw new Error('no session was delivered');
  return { result, token };
}

describe('super admins across sites', () => {
  let personas: Personas;
  let siteB: Organisation;
  beforeAll(async () => {
    personas = await createPersonas();
    siteB = await createOrganisation();
  });

  it("signs a super admin of site A in on site B as a stand-in account bound to B, which acts as super admin there", async () => {
    const home = await createUser({ organisation: personas.org, roles: [SUPER_ADMIN_ROLE], firstName: 'Hanna', lastName: 'Home' });
    const { result, token } = await signIn(siteB, home.email);
    // Unfiltered: the tenant filter would hide the reference to the home account on site A.
    const standIn = await testOrm().em.fork().findOneOrFail(UserSchema, { organisation: siteB.id, emailNormalized: home.email.toLowerCase() }, { filters: false });
    expect(standIn).toMatchObject({ roles: [SUPER_ADMIN_ROLE], status: 'active', firstName: 'Hanna', lastName: 'Home', isOrgAdmin: false });
    expect(standIn.homeAccount?.id).toBe(home.id);
    expect(result.user.guid).toBe(standIn.id);

    const onB = await validateSessionToken(testOrm().em.fork(), token, siteB.id);
    expect(onB?.viewer).toMatchObject({ id: standIn.id, roles: [SUPER_ADMIN_ROLE] });
    // Bound to the site it was opened on: the same token is nobody on site A.
    expect(await validateSessionToken(testOrm().em.fork(), token, personas.org.id)).toBeNull();

    // The stand-in acts on B as a super admin would: B's sites list is open to it.
    const { caller } = await callerFor(standIn, { org: siteB });
    await expect(caller.sites.list()).resolves.toEqual(expect.arrayContaining([expect.objectContaining({ guid: siteB.id })]));
  });

  it("signs a super admin in from two tabs at the same moment on a site they have not been to: both get in, as one stand-in", async () => {
    const home = await createUser({ organisation: personas.org, roles: [SUPER_ADMIN_ROLE] });
    const both = await Promise.all([signIn(siteB, home.email), signIn(siteB, home.email)]);
    const standIns = await testOrm().em.fork().find(UserSchema, { organisation: siteB.id, emailNormalized: home.email.toLowerCase() }, { filters: false });
    expect(standIns).toHaveLength(1);
    expect(both.map(({ result }) => result.user.guid)).toEqual([standIns[0]!.id, standIns[0]!.id]);
  });

  it("asks a stand-in no registration questions of the site, which are for its members", async () => {
    const asking = await createOrganisation({ settings: { registrationExtraFields: registrationExtraFields([registrationField({ fieldid: 'val.x.team', required: true })]) } });
    const member = await createUser({ organisation: asking });
    const home = await createUser({ organisation: personas.org, roles: [SUPER_ADMIN_ROLE] });
    const { result } = await signIn(asking, home.email);
    expect(result.user.registrationIncomplete).toBe(false);
    const { caller } = await callerFor(null, { org: asking });
    expect((await caller.auth.login({ email: member.email, password: FACTORY_PASSWORD })).user.registrationIncomplete).toBe(true);
  });

  it('signs the same stand-in in again with the home password, and never with another', async () => {
    const home = await createUser({ organisation: personas.org, roles: [SUPER_ADMIN_ROLE] });
    await signIn(siteB, home.email);
    await signIn(siteB, home.email);
    expect(await scopedEm(siteB).count(UserSchema, { emailNormalized: home.email.toLowerCase() })).toBe(1);
    const { caller } = await callerFor(null, { org: siteB });
    await expectAppError(caller.auth.login({ email: home.email, password: 'not-the-password' }), 'invalid-credentials');
  });

  it('keeps ordinary accounts per site: an org admin, a participant of A cannot sign in on B, and nothing is made there', async () => {
    for (const person of [personas.orgAdmin, personas.participant, personas.coach]) {
      const { caller } = await callerFor(null, { org: siteB });
      await expectAppError(caller.auth.login({ email: person.email, password: FACTORY_PASSWORD }), 'invalid-credentials');
      expect(await scopedEm(siteB).count(UserSchema, { emailNormalized: person.email.toLowerCase() })).toBe(0);
    }
  });

  it("lets a site's own account with that address win over a super admin of another site", async () => {
    const home = await createUser({ organisation: personas.org, roles: [SUPER_ADMIN_ROLE] });
    const local = await createUser({ organisation: siteB, email: home.email, password: 'own-password-on-b' });
    const { caller } = await callerFor(null, { org: siteB });
    await expectAppError(caller.auth.login({ email: home.email, password: FACTORY_PASSWORD }), 'invalid-credentials');
    const { result } = await signIn(siteB, home.email, 'own-password-on-b');
    expect(result.user.guid).toBe(local.id);
  });

  it('refuses a blocked super admin on other sites too, with user-blocked and no stand-in', async () => {
    const home = await createUser({ organisation: personas.org, roles: [SUPER_ADMIN_ROLE], status: 'blocked' });
    const { caller } = await callerFor(null, { org: siteB });
    await expectAppError(caller.auth.login({ email: home.email, password: FACTORY_PASSWORD }), 'user-blocked');
    expect(await scopedEm(siteB).count(UserSchema, { emailNormalized: home.email.toLowerCase() })).toBe(0);
  });

  it("ends a stand-in's sessions when the home account is demoted or blocked, and its sign-in with them", async () => {
    const home = await createUser({ organisation: personas.org, roles: [SUPER_ADMIN_ROLE] });
    const { token } = await signIn(siteB, home.email);
    const em = testOrm().em.fork();
    await em.nativeUpdate(UserSchema, { id: home.id }, { roles: [] }, { filters: false });
    expect(await validateSessionToken(testOrm().em.fork(), token, siteB.id)).toBeNull();
    const { caller } = await callerFor(null, { org: siteB });
    await expectAppError(caller.auth.login({ email: home.email, password: FACTORY_PASSWORD }), 'invalid-credentials');

    await em.nativeUpdate(UserSchema, { id: home.id }, { roles: [SUPER_ADMIN_ROLE], status: 'blocked' }, { filters: false });
    expect(await validateSessionToken(testOrm().em.fork(), token, siteB.id)).toBeNull();
    const again = await callerFor(null, { org: siteB });
    await expectAppError(again.caller.auth.login({ email: home.email, password: FACTORY_PASSWORD }), 'user-blocked');
  });

  it('gives the stand-in no way into site A: its session row belongs to B, and A still sees only its own users', async () => {
    const home = await createUser({ organisation: personas.org, roles: [SUPER_ADMIN_ROLE] });
    await signIn(siteB, home.email);
    const standIn = await scopedEm(siteB).findOneOrFail(UserSchema, { emailNormalized: home.email.toLowerCase() });
    expect(await scopedEm(personas.org).count(UserSchema, { id: standIn.id })).toBe(0);
    expect(await scopedEm(siteB).count(SessionSchema, { user: standIn.id, organisation: siteB.id })).toBeGreaterThan(0);
  });
});
