import { beforeAll, describe, expect, it } from 'vitest';
import type { SignupInput } from '#shared/schemas/auth.ts';
import { SessionSchema } from '#server/entities/session.entity.ts';
import { UserSchema } from '#server/entities/user.entity.ts';
import { createOrganisation } from '../factories/organisation.factory';
import type { Organisation } from '#server/entities/organisation.entity.ts';
import { callerFor, scopedEm } from '../support/callers';
import { solvedCaptcha } from '../support/captcha';
import { expectAppError } from '../support/errors';
import { createPersonas, type Personas } from '../support/personas';

const valid = { email: 'new.person@example.com', password: 'secret', firstName: 'New', lastName: 'Person' };

describe('auth.signup', () => {
  let personas: Personas;
  let org: Organisation;
  beforeAll(async () => {
    personas = await createPersonas();
    org = personas.org;
  });

  /** A signup on `org`, with a freshly solved captcha unless the input brings its own (or none). */
  async function signup(input: Record<string, unknown>, ip?: string) {
    const { caller, transport } = await callerFor(null, { org, ip });
    const captcha = 'captcha' in input ? input.captcha : await solvedCaptcha(org);
    return { call: caller.auth.signup({ ...input, captcha } as SignupInput), transport };
  }

  async function userCount() {
    return scopedEm(org).count(UserSchema, {});
  }

  it('creates an inactive account with the trimmed e-mail and signs the new user in', async () => {
    const { call, transport } = await signup({ ...valid, email: '  Fresh.Person@Example.com ', redirect: '/coach?tab=1' });
    const result = await call;
    expect(result.user).toMatchObject({ email: 'Fresh.Person@Example.com', firstName: 'New', lastName: 'Person', status: 'inactive', loggedIn: true });
    expect(result.user).not.toHaveProperty('passwordHash');
    expect(result.user).not.toHaveProperty('JWT');
    expect(result.postLogin).toBe('/coach?tab=1');
    expect((transport as { delivered: unknown[] }).delivered).toHaveLength(1);
    const stored = await scopedEm(org).findOneOrFail(UserSchema, { emailNormalized: 'fresh.person@example.com' }, { populate: ['passwordHash'] });
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await scopedEm(org).count(SessionSchema, { user: stored.id })).toBe(1);
  });

  it.each([[''], ['   ']])('refuses an empty e-mail %j with PLEASE_ENTER_AN_EMAIL', async (email) => {
    const before = await userCount();
    const { call } = await signup({ ...valid, email });
    const error = await expectAppError(call, 'PLEASE_ENTER_AN_EMAIL', 'email');
    expect(error.fieldErrors?.email).toEqual(['PLEASE_ENTER_AN_EMAIL']);
    expect(await userCount()).toBe(before);
  });

  it.each([['not-an-email'], ['a@b'], ['a b@c.se'], ['@example.com']])('refuses %j with PLEASE_ENTER_A_VALID_MAIL', async (email) => {
    const { call } = await signup({ ...valid, email });
    await expectAppError(call, 'PLEASE_ENTER_A_VALID_MAIL', 'email');
  });

  it('refuses a 4-character password with PLEASE_ENTER_A_LONGER_PASSWORD and accepts 5', async () => {
    const before = await userCount();
    await expectAppError((await signup({ ...valid, email: 'short@example.com', password: '1234' })).call, 'PLEASE_ENTER_A_LONGER_PASSWORD', 'password');
    expect(await userCount()).toBe(before);
    await expect((await signup({ ...valid, email: 'five@example.com', password: '12345' })).call).resolves.toBeTruthy();
  });

  it.each([['firstName'], ['lastName']])('requires %s (ERROR_REQUIRED), whitespace counting as empty', async (field) => {
    await expectAppError((await signup({ ...valid, [field]: '' })).call, 'ERROR_REQUIRED', field);
    await expectAppError((await signup({ ...valid, [field]: '   ' })).call, 'ERROR_REQUIRED', field);
  });

  it('names every failing field at once', async () => {
    const error = await expectAppError((await signup({ email: '', password: '1', firstName: '', lastName: '', captcha: '' })).call, 'PLEASE_ENTER_AN_EMAIL');
    expect(error.fieldErrors).toEqual({
      email: ['PLEASE_ENTER_AN_EMAIL'],
      password: ['PLEASE_ENTER_A_LONGER_PASSWORD'],
      firstName: ['ERROR_REQUIRED'],
      lastName: ['ERROR_REQUIRED'],
      captcha: ['PLEASE_VERIFY_CAPTCHA'],
    });
  });

  it('refuses an address already registered on this site, whatever its case, on the e-mail field', async () => {
    const before = await userCount();
    await expectAppError((await signup({ ...valid, email: personas.participant.email.toUpperCase() })).call, 'email-already-registered', 'email');
    expect(await userCount()).toBe(before);
  });

  it('lets the same address sign up on another site: accounts are per organisation', async () => {
    const result = await (await callerFor(null, { org: personas.otherOrg })).caller.auth.signup({ ...valid, email: personas.participant.email, captcha: await solvedCaptcha(personas.otherOrg) });
    expect(result.user.organisations[0]?.guid).toBe(personas.otherOrg.id);
  });

  it('refuses a redirect that leaves the site (INVALID_REDIRECT)', async () => {
    for (const redirect of ['//evil.example', 'https://evil.example', '/\\evil.example', 'coach']) {
      await expectAppError((await signup({ ...valid, email: 'redirect@example.com', redirect })).call, 'INVALID_REDIRECT', 'redirect');
    }
  });

  it('limits signups per IP address and site, and refuses the extra one without creating it', async () => {
    const site = await createOrganisation();
    const ip = '192.0.2.77';
    for (let i = 0; i < 10; i += 1) {
      await (await callerFor(null, { org: site, ip })).caller.auth.signup({ ...valid, email: `burst${i}@example.com`, captcha: await solvedCaptcha(site) });
    }
    const before = await scopedEm(site).count(UserSchema, {});
    await expectAppError((await callerFor(null, { org: site, ip })).caller.auth.signup({ ...valid, email: 'burst-extra@example.com', captcha: await solvedCaptcha(site) }), 'too-many-requests');
    expect(await scopedEm(site).count(UserSchema, {})).toBe(before);
  });

  it('refuses local signup on a site that has switched it off (login-source-disabled), creating nothing', async () => {
    const site = await createOrganisation({ settings: { enableLocal: false, enableOauth2: true } });
    await expectAppError((await callerFor(null, { org: site })).caller.auth.signup({ ...valid, email: 'no.local@example.com', captcha: await solvedCaptcha(site) }), 'login-source-disabled');
    expect(await scopedEm(site).count(UserSchema, {})).toBe(0);
  });

  it('admits only the listed e-mail domains and their subdomains when the domain filter is on (email-domain-not-allowed)', async () => {
    const site = await createOrganisation({ settings: { activateDomainFilter: true, domainFilters: ['@acme.example', 'partner.example'] } });
    const signupOn = async (email: string) => (await callerFor(null, { org: site })).caller.auth.signup({ ...valid, email, captcha: await solvedCaptcha(site) });
    await expectAppError(signupOn('someone@gmail.example'), 'email-domain-not-allowed', 'email');
    await expectAppError(signupOn('someone@notacme.example'), 'email-domain-not-allowed', 'email');
    expect(await scopedEm(site).count(UserSchema, {})).toBe(0);
    await expect(signupOn('Someone@ACME.example')).resolves.toBeTruthy();
    await expect(signupOn('someone@staff.partner.example')).resolves.toBeTruthy();
  });
});

