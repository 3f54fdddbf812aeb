import { beforeAll, describe, expect, it } from 'vitest';
import { SessionSchema } from '#server/entities/session.entity.ts';
import { UserSchema } from '#server/entities/user.entity.ts';
import { createOrganisation } from '../factories/organisation.factory';
import { FACTORY_PASSWORD, createUser } from '../factories/user.factory';
import { callerFor, scopedEm } from '../support/callers';
import { expectAppError } from '../support/errors';
import { createPersonas, type Personas } from '../support/personas';

describe('auth.login', () => {
  let personas: Personas;
  beforeAll(async () => {
    personas = await createPersonas();
  });

  async function login(input: { email: string; password: string; redirect?: string }, ip?: string) {
    const { caller, transport } = await callerFor(null, { org: personas.org, ip });
    return { call: caller.auth.login(input), transport };
  }

  it('signs in with a trimmed, case-insensitive e-mail and opens a session', async () => {
    const user = await createUser({ organisation: personas.org });
    const { call, transport } = await login({ email: `  ${user.email.toUpperCase()}  `, password: FACTORY_PASSWORD });
    const result = await call;
    expect(result.user).toMatchObject({ guid: user.id, loggedIn: true, status: 'active' });
    expect(result.postLogin).toBeNull();
    const issued = (transport as { delivered: { token: string }[] }).delivered;
    expect(issued).toHaveLength(1);
    expect(issued[0]?.token).toMatch(/^[a-z2-7]{24}\.[a-z2-7]{24}$/);
    const em = scopedEm(personas.org);
    expect(await em.count(SessionSchema, { user: user.id })).toBe(1);
    expect((await em.findOneOrFail(UserSchema, { id: user.id })).lastLoginAt).toBeInstanceOf(Date);
  });

  it('hands back the postLogin target it was given, when it stays on the site', async () => {
    const result = await (await login({ email: personas.participant.email, password: FACTORY_PASSWORD, redirect: '/coach/campaigns/x/brief' })).call;
    expect(result.postLogin).toBe('/coach/campaigns/x/brief');
    await expectAppError((await login({ email: personas.participant.email, password: FACTORY_PASSWORD, redirect: '//evil.example' })).call, 'INVALID_REDIRECT', 'redirect');
  });

  it('refuses an empty e-mail with PLEASE_ENTER_AN_EMAIL', async () => {
    await expectAppError((await login({ email: '   ', password: 'whatever' })).call, 'PLEASE_ENTER_AN_EMAIL', 'email');
  });

  it('refuses an empty password with ERROR_REQUIRED', async () => {
    await expectAppError((await login({ email: personas.participant.email, password: '' })).call, 'ERROR_REQUIRED', 'password');
  });

  it('refuses a wrong password and an unknown address alike (invalid-credentials), with no session', async () => {
    const user = await createUser({ organisation: personas.org });
    await expectAppError((await login({ email: user.email, password: 'wrong-password' })).call, 'invalid-credentials');
    await expectAppError((await login({ email: 'nobody@example.com', password: 'wrong-password' })).call, 'invalid-credentials');
    expect(await scopedEm(personas.org).count(SessionSchema, { user: user.id })).toBe(0);
  });

  it('refuses a blocked user even with the right password (user-blocked)', async () => {
    const blocked = await createUser({ organisation: personas.org, status: 'blocked' });
    await expectAppError((await login({ email: blocked.email, password: FACTORY_PASSWORD })).call, 'user-blocked');
    expect(await scopedEm(personas.org).count(SessionSchema, { user: blocked.id })).toBe(0);
  });

  it('tells a blocked user nothing more than anyone else when the password is wrong', async () => {
    const blocked = await createUser({ organisation: personas.org, status: 'blocked' });
    await expectAppError((await login({ email: blocked.email, password: 'not-it' })).call, 'invalid-credentials');
  });

  it('lets an inactive (unverified) user sign in', async () => {
    const result = await (await login({ email: personas.inactiveUser.email, password: FACTORY_PASSWORD })).call;
    expect(result.user.status).toBe('inactive');
  });

  it("does not accept another organisation's account on this site", async () => {
    await expectAppError((await login({ email: personas.outsider.email, password: FACTORY_PASSWORD })).call, 'invalid-credentials');
  });

  it('stops guessing at one account from one address after 10 tries, even with the right password then', async () => {
    const target = await createUser({ organisation: personas.org });
    for (let i = 0; i < 10; i += 1) {
      await expectAppError((await login({ email: target.email, password: `guess-${i}` }, '198.51.100.1')).call, 'invalid-credentials');
    }
    const error = await expectAppError((await login({ email: target.email, password: FACTORY_PASSWORD }, '198.51.100.1')).call, 'too-many-requests');
    expect(error.retryAfterSeconds).toBeGreaterThan(0);
  });

  it("never locks the owner out by someone else's guessing: the owner signs in from their own address", async () => {
    const target = await createUser({ organisation: personas.org });
    for (let i = 0; i < 11; i += 1) {
      await (await login({ email: target.email, password: `guess-${i}` }, '198.51.100.2')).call.catch(() => undefined);
    }
    const result = await (await login({ email: target.email, password: FACTORY_PASSWORD }, '198.51.100.3')).call;
    expect(result.user.guid).toBe(target.id);
  });

  it('counts only failures: signing in successfully again and again is never refused', async () => {
    const user = await createUser({ organisation: personas.org });
    for (let i = 0; i < 12; i += 1) await (await login({ email: user.email, password: FACTORY_PASSWORD }, '198.51.100.4')).call;
    // The failures before and after a success still count: the tenth is the last allowed.
    for (let i = 0; i < 10; i += 1) {
      await expectAppError((await login({ email: user.email, password: `guess-${i}` }, '198.51.100.4')).call, 'invalid-credentials');
    }
    await expectAppError((await login({ email: user.email, password: FACTORY_PASSWORD }, '198.51.100.4')).call, 'too-many-requests');
  });

  it('refuses a password login on a site that has switched local login off (login-source-disabled), with no session', async () => {
    const site = await createOrganisation({ settings: { enableLocal: false, enableGoogle: true } });
    const user = await createUser({ organisation: site });
    await expectAppError((await callerFor(null, { org: site })).caller.auth.login({ email: user.email, password: FACTORY_PASSWORD }), 'login-source-disabled');
    expect(await scopedEm(site).count(SessionSchema, { user: user.id })).toBe(0);
  });
});

