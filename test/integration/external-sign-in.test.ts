import { createHash, randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUND_TRIP_SECONDS, sealRoundTrip } from '#server/modules/auth/external-round-trip.ts';
import { AuditEntrySchema } from '#server/entities/audit.entity.ts';
import { SessionSchema } from '#server/entities/session.entity.ts';
import { createSession, validateSessionToken } from '#server/modules/auth/session.service.ts';
import { OrganisationSchema, type Organisation } from '#server/entities/organisation.entity.ts';
import { UserSchema } from '#server/entities/user.entity.ts';
import { isClientPath } from '#shared/client-paths.ts';
import { RATE_LIMITS, SUPER_ADMIN_ROLE } from '#shared/constants.ts';
import type { ExternalSource } from '#shared/external-sign-in.ts';
import type { OrganisationSettings, OrganisationSettingsWritten } from '#shared/schemas/organisation.ts';
import { createOrganisation, hostFor } from '../factories/organisation.factory';
import { FACTORY_PASSWORD, createUser } from '../factories/user.factory';
import { TEST_JWT_KEY, scopedEm } from '../support/callers';
import { answerAuthorization, startFakeOAuthProvider, type FakeAccount, type FakeOAuthProvider } from '../support/fake-oauth-provider';
import { createTestApp, requestJson } from '../support/http';
import { testOrm } from '../support/test-database';

const CLIENTS = { 'site-client': 'site-secret-value', 'other-site-client': 'other-site-secret', 'google-client': 'google-secret-value', 'facebook-client': 'facebook-secret-value' };

let provider: FakeOAuthProvider;
let app: FastifyInstance;
/** Every line the server logged, at every level. */
let logged = '';

beforeAll(async () => {
  provider = await startFakeOAuthProvider(CLIENTS);
  const logger = pino({ level: 'trace' }, new Writable({ write: (chunk: Buffer, _encoding, done) => ((logged += chunk.toString()), done()) }));
  app = await createTestApp({ logger, externalSignIn: { google: provider.app('oidc', 'google-client'), facebook: provider.app('facebook', 'facebook-client') } });
});

afterAll(async () => {
  await app?.close();
  await provider?.close();
});

function siteProvider(overrides: Partial<OrganisationSettings['externalLoginSources']['oauth2']> = {}): OrganisationSettingsWritten {
  return {
    enableOauth2: true,
    externalLoginSources: {
      oauth2: {
        provider: 'Acme SSO',
        clientID: 'site-client',
        clientSecret: CLIENTS['site-client'],
        scope: 'openid email profile',
        authorizationURL: `${provider.baseUrl}/authorize`,
        tokenURL: `${provider.baseUrl}/token`,
        userProfileURL: `${provider.baseUrl}/userinfo`,
        visible: true,
        ...overrides,
      },
    },
  };
}

const allSources = (): OrganisationSettingsWritten => ({ ...siteProvider(), enableGoogle: true, enableFacebook: true });

/** A site at its own address, so the provider comes back to the host the test calls. */
async function createSite(settings: OrganisationSettingsWritten): Promise<Organisation> {
  const slug = `oauth-${randomBytes(5).toString('hex')}`;
  return createOrganisation({ slug, subdomain: slug, publicUrl: `http://${slug}.example.test`, settings });
}

const hostOf = (org: Organisation) => new URL(org.publicUrl!).host;

function newAccount(overrides: FakeAccount = {}): FakeAccount {
  return { email: `person-${randomBytes(5).toString('hex')}@example.com`, emailVerified: true, givenName: 'Ada', familyName: 'Lovelace', ...overrides };
}

async function startTrip(org: Organisation, source: ExternalSource, query = '') {
  const response = await app.inject({ method: 'GET', url: `/auth/${source}${query}`, headers: { host: hostOf(org) } });
  return { response, location: response.headers.location as string | undefined, cookie: response.cookies.find((c) => c.name === 'sign-in') };
}

async function finishTrip(org: Organisation, callback: URL, cookie: string | undefined) {
  const response = await app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}`, headers: { host: hostOf(org), ...(cookie ? { cookie: `sign-in=${cookie}` } : {}) } });
  const location = new URL(response.headers.location as string, 'http://relative.test');
  return { response, location, session: response.cookies.find((c) => c.name === 'session') };
}

/** Start at the site, answer at the provider as `account`, come back: the whole round trip. */
async function roundTrip(org: Organisation, source: ExternalSource, account: FakeAccount, options: { query?: string; decision?: 'allow' | 'deny' } = {}) {
  const started = await startTrip(org, source, options.query);
  expect(started.response.statusCode).toBe(303);
  const callback = await answerAuthorization(started.location!, account, options.decision);
  return { started, callback, ...(await finishTrip(org, callback, started.cookie?.value)) };
}

function expectFailure(location: URL, failure: string, source: ExternalSource) {
  expect(location.pathname).toBe('/login');
  expect(location.searchParams.get('failed')).toBe(failure);
  expect(location.searchParams.get('source')).toBe(source);
}

async function me(org: Organisation, session: string) {
  const response = await requestJson(app, { method: 'GET', url: '/trpc/auth.me', host: hostOf(org), headers: { cookie: `session=${session}` } });
  return (response.body.result as { data: { json: { guid: string; service: string | null; status: string; firstName: string; lastName: string } | null } }).data.json;
}

function findUser(org: Organisation, email: string) {
  return scopedEm(org).findOne(UserSchema, { emailNormalized: email.toLowerCase() }, { populate: ['passwordHash'] });
}

describe('external sign-in: the round trip', () => {
  it('serves /auth/… itself, never the client page', () => {
    expect(isClientPath('/auth/google')).toBe(false);
    expect(isClientPath('/auth/oauth2/callback')).toBe(false);
  });

  it("creates an active account from the site's own provider, signs it in with the session cookie and goes to the redirect", async () => {
    const org = await createSite(siteProvider());
    const account = newAccount();
    const { started, location, session, response } = await roundTrip(org, 'oauth2', account, { query: '?redirect=%2Fcoach%2Fcampaigns%2Fwinter' });

    const authorization = new URL(started.location!);
    expect(authorization.origin + authorization.pathname).toBe(`${provider.baseUrl}/authorize`);
    expect(authorization.searchParams.get('client_id')).toBe('site-client');
    expect(authorization.searchParams.get('scope')).toBe('openid email profile');
    expect(authorization.searchParams.get('redirect_uri')).toBe(`${org.publicUrl}/auth/oauth2/callback`);
    expect(started.cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: ROUND_TRIP_SECONDS });

    expect(response.statusCode).toBe(303);
    expect(location.pathname + location.search).toBe('/coach/campaigns/winter');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // The round trip's cookie is spent.
    expect(response.cookies.find((c) => c.name === 'sign-in')?.value).toBe('');
    const viewer = await me(org, session!.value);
    expect(viewer).toMatchObject({ status: 'active', service: 'oauth2', firstName: 'Ada', lastName: 'Lovelace' });
    const user = await findUser(org, account.email!);
    expect(user?.id).toBe(viewer?.guid);
    expect(user?.passwordHash).toBeNull();
  });

  it('goes to /coach when no redirect came along', async () => {
    const org = await createSite(siteProvider());
    const { location, session } = await roundTrip(org, 'oauth2', newAccount());
    expect(location.pathname).toBe('/coach');
    expect(session?.value).toBeTruthy();
  });

  it('sends the PKCE verifier of its S256 challenge, with the client authenticated, and keeps the verifier out of the browser', async () => {
    const org = await createSite({ enableGoogle: true });
    const { started, session } = await roundTrip(org, 'google', newAccount());
    expect(session?.value).toBeTruthy();
    const authorization = new URL(started.location!).searchParams;
    expect(authorization.get('code_challenge_method')).toBe('S256');
    expect(authorization.get('scope')).toBe('openid email profile');
    const request = provider.tokenRequests.at(-1)!;
    expect(request).toMatchObject({ clientId: 'google-client', clientAuthentication: 'basic' });
    expect(request.codeVerifier).toBeTruthy();
    expect(createHash('sha256').update(request.codeVerifier!).digest('base64url')).toBe(authorization.get('code_challenge'));
    expect(started.cookie!.value).not.toContain(request.codeVerifier);
    expect(started.location).not.toContain(request.codeVerifier);
  });

  it('signs in with Facebook, whose addresses are confirmed, with the secret in the form and no PKCE', async () => {
    const org = await createSite({ enableFacebook: true });
    const account = newAccount();
    const { started, session } = await roundTrip(org, 'facebook', account);
    expect(new URL(started.location!).searchParams.has('code_challenge')).toBe(false);
    expect(provider.tokenRequests.at(-1)).toMatchObject({ clientId: 'facebook-client', clientAuthentication: 'form', codeVerifier: null });
    expect(await me(org, session!.value)).toMatchObject({ service: 'facebook', firstName: 'Ada', lastName: 'Lovelace' });
  });

  it('links an existing account by the verified address, keeping its password and recording the service', async () => {
    const org = await createSite({ enableGoogle: true });
    const existing = await createUser({ organisation: org, email: 'Grace.Hopper@example.com', firstName: 'Grace', lastName: 'Hopper' });
    const { session } = await roundTrip(org, 'google', newAccount({ email: 'grace.hopper@example.com', givenName: 'G.' }));
    expect(await me(org, session!.value)).toMatchObject({ guid: existing.id, service: 'google', firstName: 'Grace' });
    const user = await findUser(org, existing.email);
    expect(user?.passwordHash).toBeTruthy();
    expect(await scopedEm(org).count(UserSchema, { emailNormalized: 'grace.hopper@example.com' })).toBe(1);
  });

  it('keeps the service an account was first linked with', async () => {
    const org = await createSite(allSources());
    const account = newAccount();
    await roundTrip(org, 'facebook', account);
    const { session } = await roundTrip(org, 'google', account);
    expect(await me(org, session!.value)).toMatchObject({ service: 'facebook' });
  });

  it('claims an unverified account: active, without the password someone set, and its other sessions ended', async () => {
    const org = await createSite({ enableGoogle: true });
    const squatted = await createUser({ organisation: org, status: 'inactive' });
    const em = scopedEm(org);
    const earlier = await createSession(em, await em.findOneOrFail(UserSchema, { id: squatted.id }), 'browser', { ip: '10.0.0.1', userAgent: null });
    const { session } = await roundTrip(org, 'google', newAccount({ email: squatted.email }));
    expect(await me(org, session!.value)).toMatchObject({ guid: squatted.id, status: 'active' });
    expect(await me(org, earlier.token)).toBeNull();
    expect((await findUser(org, squatted.email))?.passwordHash).toBeNull();
  });

  it('neither links nor creates an account for an address the provider does not vouch for', async () => {
    const org = await createSite(siteProvider());
    const existing = await createUser({ organisation: org });
    const linked = await roundTrip(org, 'oauth2', newAccount({ email: existing.email, emailVerified: false }));
    expectFailure(linked.location, 'external-email-not-verified', 'oauth2');
    expect(linked.session).toBeUndefined();
    expect((await findUser(org, existing.email))?.service).toBeNull();

    const account = newAccount({ emailVerified: false });
    const created = await roundTrip(org, 'oauth2', account);
    expectFailure(created.location, 'external-email-not-verified', 'oauth2');
    expect(await findUser(org, account.email!)).toBeNull();

    const withoutAddress = await roundTrip(org, 'oauth2', newAccount({ email: '' }));
    expectFailure(withoutAddress.location, 'external-email-not-verified', 'oauth2');
  });

  it('refuses a blocked account with user-blocked', async () => {
    const org = await createSite({ enableGoogle: true });
    const blocked = await createUser({ organisation: org, status: 'blocked' });
    const { location, session } = await roundTrip(org, 'google', newAccount({ email: blocked.email }), { query: '?redirect=%2Fcoach' });
    expectFailure(location, 'user-blocked', 'google');
    expect(location.searchParams.get('redirect')).toBe('/coach');
    expect(session).toBeUndefined();
    expect(await scopedEm(org).count(SessionSchema, { user: blocked.id })).toBe(0);
  });

  it('honours the domain filter for new accounts', async () => {
    const org = await createSite({ enableGoogle: true, activateDomainFilter: true, domainFilters: ['staff.example.org'] });
    const outsider = newAccount({ email: 'someone@example.com' });
    expectFailure((await roundTrip(org, 'google', outsider)).location, 'email-domain-not-allowed', 'google');
    expect(await findUser(org, outsider.email!)).toBeNull();
    const { session } = await roundTrip(org, 'google', newAccount({ email: 'ann@staff.example.org' }));
    expect(session?.value).toBeTruthy();
  });
});

describe('external sign-in: super admins of other sites', () => {
  /** Unfiltered: the tenant filter would hide the reference to a home account on another site. */
  function siteAccount(org: Organisation, email: string) {
    return testOrm().em.fork().findOne(UserSchema, { organisation: org.id, emailNormalized: email.toLowerCase() }, { filters: false, populate: ['passwordHash'] });
  }

  it("makes a stand-in for a super admin's verified address, which acts as super admin on the site until the home account is demoted", async () => {
    const home = await createUser({ organisation: await createOrganisation(), roles: [SUPER_ADMIN_ROLE], firstName: 'Hanna', lastName: 'Home' });
    const org = await createSite({ enableGoogle: true });
    const { session } = await roundTrip(org, 'google', newAccount({ email: home.email.toUpperCase(), givenName: 'H.' }));
    const standIn = await siteAccount(org, home.email);
    expect(standIn).toMatchObject({ roles: [SUPER_ADMIN_ROLE], status: 'active', firstName: 'Hanna', lastName: 'Home', service: 'google', passwordHash: null, isOrgAdmin: false });
    expect(standIn?.homeAccount?.id).toBe(home.id);
    expect(await me(org, session!.value)).toMatchObject({ guid: standIn!.id });
    expect((await validateSessionToken(testOrm().em.fork(), session!.value, org.id))?.viewer).toMatchObject({ id: standIn!.id, roles: [SUPER_ADMIN_ROLE] });

    // The next round trip signs the same stand-in in.
    const again = await roundTrip(org, 'google', newAccount({ email: home.email }));
    expect(await me(org, again.session!.value)).toMatchObject({ guid: standIn!.id });
    expect(await scopedEm(org).count(UserSchema, { emailNormalized: home.email.toLowerCase() })).toBe(1);

    await testOrm().em.fork().nativeUpdate(UserSchema, { id: home.id }, { roles: [] }, { filters: false });
    expect(await validateSessionToken(testOrm().em.fork(), session!.value, org.id)).toBeNull();
  });

  it('stands in for the oldest of several super admins with the address, and skips the domain filter as a password sign-in does', async () => {
    const email = `sa-${randomBytes(5).toString('hex')}@example.com`;
    await createUser({ organisation: await createOrganisation(), email, roles: [SUPER_ADMIN_ROLE] });
    const oldest = await createUser({ organisation: await createOrganisation(), email, roles: [SUPER_ADMIN_ROLE] });
    await testOrm().em.fork().nativeUpdate(UserSchema, { id: oldest.id }, { createdAt: new Date(Date.now() - 60_000) }, { filters: false });
    const org = await createSite({ enableGoogle: true, activateDomainFilter: true, domainFilters: ['staff.example.org'] });
    const { session } = await roundTrip(org, 'google', newAccount({ email }));
    expect(session?.value).toBeTruthy();
    expect((await siteAccount(org, email))?.homeAccount?.id).toBe(oldest.id);
  });

  it('refuses a blocked super admin with user-blocked, making no stand-in', async () => {
    const home = await createUser({ organisation: await createOrganisation(), roles: [SUPER_ADMIN_ROLE], status: 'blocked' });
    const org = await createSite({ enableFacebook: true });
    const { location, session } = await roundTrip(org, 'facebook', newAccount({ email: home.email }));
    expectFailure(location, 'user-blocked', 'facebook');
    expect(session).toBeUndefined();
    expect(await siteAccount(org, home.email)).toBeNull();
  });

  it("signs in the site's own account where it has one, and makes an ordinary account for anyone else's address", async () => {
    const elsewhere = await createOrganisation();
    const home = await createUser({ organisation: elsewhere, roles: [SUPER_ADMIN_ROLE] });
    const orgAdmin = await createUser({ organisation: elsewhere, isOrgAdmin: true });
    const org = await createSite({ enableGoogle: true });
    const local = await createUser({ organisation: org, email: home.email });

    const own = await roundTrip(org, 'google', newAccount({ email: home.email }));
    expect(await me(org, own.session!.value)).toMatchObject({ guid: local.id });
    expect(await siteAccount(org, home.email)).toMatchObject({ roles: [], homeAccount: null });

    const ordinary = await roundTrip(org, 'google', newAccount({ email: orgAdmin.email }));
    const created = await siteAccount(org, orgAdmin.email);
    expect(created).toMatchObject({ roles: [], homeAccount: null, isOrgAdmin: false, passwordHash: null, service: 'google' });
    expect(created?.id).not.toBe(orgAdmin.id);
    expect(await me(org, ordinary.session!.value)).toMatchObject({ guid: created!.id });
  });
});

describe("external sign-in: a provider the site's admin configures answers as an attacker's would", () => {
  /** The audit entries of one site, oldest first. */
  async function auditOf(org: Organisation) {
    return scopedEm(org).find(AuditEntrySchema, {}, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  /** A password sign-in through the login procedure, as the login form does: the session cookie's value. */
  async function passwordSession(org: Organisation, email: string): Promise<string> {
    const response = await requestJson(app, { method: 'POST', url: '/trpc/auth.login', host: hostOf(org), headers: { origin: org.publicUrl! }, body: { json: { email, password: FACTORY_PASSWORD } } });
    expect(response.status).toBe(200);
    return response.cookies.find((c) => c.name === 'session')!.value;
  }

  /** auth.externalLinkStart as the profile page calls it: the start address, or the refusal's code. */
  async function linkStart(org: Organisation, session: string) {
    const response = await requestJson(app, { method: 'POST', url: '/trpc/auth.externalLinkStart', host: hostOf(org), headers: { origin: org.publicUrl!, cookie: `session=${session}` }, body: {} });
    const body = response.body as { result?: { data: { json: { path: string } } }; error?: { json: { data: { appCode: string } } } };
    return { path: body.result?.data.json.path ?? null, code: body.error?.json.data.appCode ?? null };
  }

  /** A round trip started at `path` by a browser with the session cookie `session`, answered as `account`. */
  async function signedInTrip(org: Organisation, path: string, session: string | null, account: FakeAccount, callbackSession = session) {
    const started = await app.inject({ method: 'GET', url: path, headers: { host: hostOf(org), ...(session ? { cookie: `session=${session}` } : {}) } });
    expect(started.statusCode).toBe(303);
    const location = started.headers.location as string;
    const tripCookie = started.cookies.find((c) => c.name === 'sign-in')?.value;
    if (!tripCookie) return { location: new URL(location, 'http://relative.test'), session: undefined };
    const callback = await answerAuthorization(location, account);
    const cookies = [`sign-in=${tripCookie}`, ...(callbackSession ? [`session=${callbackSession}`] : [])].join('; ');
    const response = await app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}`, headers: { host: hostOf(org), cookie: cookies } });
    return { location: new URL(response.headers.location as string, 'http://relative.test'), session: response.cookies.find((c) => c.name === 'session' && c.value !== '') };
  }

  it("never signs in as the super admin whose account is on the site (the default site's case), however the provider vouches for the address", async () => {
    const org = await createSite(siteProvider());
    const superAdmin = await createUser({ organisation: org, roles: [SUPER_ADMIN_ROLE], email: `root-${randomBytes(4).toString('hex')}@example.com` });
    const { location, session } = await roundTrip(org, 'oauth2', newAccount({ email: superAdmin.email.toUpperCase(), givenName: 'Mallory' }));
    expectFailure(location, 'external-sign-in-not-allowed', 'oauth2');
    expect(session).toBeUndefined();
    expect(await scopedEm(org).count(SessionSchema, { user: superAdmin.id })).toBe(0);
    expect(await findUser(org, superAdmin.email)).toMatchObject({ service: null, lastLoginAt: null, roles: [SUPER_ADMIN_ROLE] });
    expect((await auditOf(org)).at(-1)).toMatchObject({ action: 'external-sign-in-refused', actor: null, actorName: superAdmin.email.toUpperCase(), targetId: superAdmin.id, details: { source: 'oauth2', refusal: 'external-sign-in-not-allowed' } });
  });

  it("makes no stand-in, and no account at all, for a super admin of another site, and signs nobody in", async () => {
    const home = await createUser({ organisation: await createOrganisation(), roles: [SUPER_ADMIN_ROLE] });
    const org = await createSite(siteProvider());
    const { location, session } = await roundTrip(org, 'oauth2', newAccount({ email: home.email }));
    expectFailure(location, 'external-sign-in-not-allowed', 'oauth2');
    expect(session).toBeUndefined();
    expect(await testOrm().em.fork().count(UserSchema, { organisation: org.id, emailNormalized: home.email.toLowerCase() }, { filters: false })).toBe(0);
    expect((await auditOf(org)).at(-1)).toMatchObject({ action: 'external-sign-in-refused', actorName: home.email, targetId: '', details: { refusal: 'external-sign-in-not-allowed' } });

    // A stand-in made earlier (by the password sign-in) is refused as well.
    await passwordSession(org, home.email);
    const again = await roundTrip(org, 'oauth2', newAccount({ email: home.email }));
    expectFailure(again.location, 'external-sign-in-not-allowed', 'oauth2');
    expect(again.session).toBeUndefined();
  });

  it("signs in none of the site's own members it did not create, an admin or an unverified one, and says to sign in with the password and link from the profile", async () => {
    const org = await createSite(siteProvider());
    const member = await createUser({ organisation: org });
    const orgAdmin = await createUser({ organisation: org, isOrgAdmin: true });
    const unverified = await createUser({ organisation: org, status: 'inactive' });
    for (const person of [member, orgAdmin, unverified]) {
      const { location, session } = await roundTrip(org, 'oauth2', newAccount({ email: person.email }));
      expectFailure(location, 'external-account-not-linked', 'oauth2');
      expect(session).toBeUndefined();
      expect(await scopedEm(org).count(SessionSchema, { user: person.id })).toBe(0);
      const after = await findUser(org, person.email);
      expect(after).toMatchObject({ service: null, status: person.status });
      expect(after?.passwordHash).toBeTruthy();
      expect((await auditOf(org)).at(-1)).toMatchObject({ action: 'external-sign-in-refused', targetId: person.id, details: { source: 'oauth2', refusal: 'external-account-not-linked' } });
    }
  });

  it('creates an ordinary member for an address nobody has, signs that account in again, and logs each sign-in', async () => {
    const org = await createSite(siteProvider());
    const account = newAccount();
    const first = await roundTrip(org, 'oauth2', account);
    const created = await findUser(org, account.email!);
    expect(created).toMatchObject({ service: 'oauth2', roles: [], isOrgAdmin: false, homeAccount: null });
    const again = await roundTrip(org, 'oauth2', account);
    expect(await me(org, again.session!.value)).toMatchObject({ guid: created!.id });
    expect(await me(org, first.session!.value)).toMatchObject({ guid: created!.id });
    const entries = (await auditOf(org)).filter((entry) => entry.action === 'external-sign-in');
    expect(entries.map((entry) => [entry.actor?.id, entry.targetId, entry.details])).toEqual([
      [created!.id, created!.id, { source: 'oauth2', created: true }],
      [created!.id, created!.id, { source: 'oauth2', created: false }],
    ]);
  });

  it('links a member’s own account while they are signed in, from their profile, and signs them in through it afterwards', async () => {
    const org = await createSite(siteProvider());
    const member = await createUser({ organisation: org, firstName: 'Grace' });
    const session = await passwordSession(org, member.email);
    const { path } = await linkStart(org, session);
    expect(path).toMatch(/^\/auth\/oauth2\?redirect=%2Fprofile&link=/);

    const linked = await signedInTrip(org, path!, session, newAccount({ email: member.email }));
    expect(linked.location.pathname + linked.location.search).toBe('/profile');
    expect(linked.location.searchParams.has('failed')).toBe(false);
    expect(await findUser(org, member.email)).toMatchObject({ service: 'oauth2' });
    expect((await auditOf(org)).at(-1)).toMatchObject({ action: 'external-account-linked', actor: { id: member.id }, targetId: member.id, details: { source: 'oauth2', previous: null } });

    const { session: viaProvider } = await roundTrip(org, 'oauth2', newAccount({ email: member.email }));
    expect(await me(org, viaProvider!.value)).toMatchObject({ guid: member.id, firstName: 'Grace' });
  });

  it('links nothing without the signed-in person asking from their profile, for another address, or for a super admin', async () => {
    const org = await createSite(siteProvider());
    const member = await createUser({ organisation: org });
    const other = await createUser({ organisation: org });
    const session = await passwordSession(org, member.email);
    const otherSession = await passwordSession(org, other.email);

    // A link to the start address with no intent, a forged one, or someone else's: no round trip at all.
    for (const path of ['/auth/oauth2?link=', '/auth/oauth2?link=forged', (await linkStart(org, otherSession)).path!]) {
      const { location } = await signedInTrip(org, path, session, newAccount({ email: member.email }));
      expectFailure(location, 'external-sign-in-expired', 'oauth2');
    }
    // The intent without a session, or the callback opened in another person's session.
    const { path } = await linkStart(org, session);
    expectFailure((await signedInTrip(org, path!, null, newAccount({ email: member.email }))).location, 'external-sign-in-expired', 'oauth2');
    expectFailure((await signedInTrip(org, path!, session, newAccount({ email: member.email }), otherSession)).location, 'external-sign-in-state-mismatch', 'oauth2');
    // The provider vouching for another address than the account's.
    const elsewhere = await signedInTrip(org, path!, session, newAccount({ email: other.email }));
    expectFailure(elsewhere.location, 'external-link-other-address', 'oauth2');
    expect(await findUser(org, member.email)).toMatchObject({ service: null });
    expect(await findUser(org, other.email)).toMatchObject({ service: null });

    const superAdmin = await createUser({ organisation: org, roles: [SUPER_ADMIN_ROLE] });
    expect(await linkStart(org, await passwordSession(org, superAdmin.email))).toEqual({ path: null, code: 'external-sign-in-not-allowed' });
    const withoutProvider = await createSite({ enableGoogle: true });
    const outsider = await createUser({ organisation: withoutProvider });
    expect(await linkStart(withoutProvider, await passwordSession(withoutProvider, outsider.email))).toEqual({ path: null, code: 'login-source-disabled' });
  });

  it("keeps Google and Facebook, this server's own registrations, signing in by the address they confirmed", async () => {
    const org = await createSite(allSources());
    const member = await createUser({ organisation: org });
    const { session } = await roundTrip(org, 'google', newAccount({ email: member.email }));
    expect(await me(org, session!.value)).toMatchObject({ guid: member.id, service: 'google' });
    expect((await auditOf(org)).at(-1)).toMatchObject({ action: 'external-sign-in', targetId: member.id, details: { source: 'google', created: false } });
    // Linked to Google is not linked to the site's own provider.
    expectFailure((await roundTrip(org, 'oauth2', newAccount({ email: member.email }))).location, 'external-account-not-linked', 'oauth2');
  });
});

describe('external sign-in: what is refused', () => {
  it('says login-source-disabled for a source that is off or not configured, without going to any provider', async () => {
    const off = await createSite({ enableGoogle: false, enableFacebook: false, enableOauth2: false });
    for (const source of ['google', 'facebook', 'oauth2'] as const) {
      const { response, location, cookie } = await startTrip(off, source, '?redirect=%2Fcoach');
      expect(response.statusCode).toBe(303);
      expectFailure(new URL(location!, 'http://relative.test'), 'login-source-disabled', source);
      expect(cookie).toBeUndefined();
    }
    const unconfigured = await createSite(siteProvider({ tokenURL: '', authorizationURL: 'not a url' }));
    expectFailure(new URL((await startTrip(unconfigured, 'oauth2')).location!, 'http://relative.test'), 'login-source-disabled', 'oauth2');

    // Switched on by the site, but this server has no Facebook application.
    const noServerApp = await createTestApp({ externalSignIn: { google: null, facebook: null } });
    try {
      const on = await createSite({ enableFacebook: true });
      const response = await noServerApp.inject({ method: 'GET', url: '/auth/facebook', headers: { host: hostOf(on) } });
      expectFailure(new URL(response.headers.location as string, 'http://relative.test'), 'login-source-disabled', 'facebook');
    } finally {
      await noServerApp.close();
    }
  });

  it('refuses at the callback a source switched off while the person was at the provider', async () => {
    const org = await createSite({ enableGoogle: true });
    const started = await startTrip(org, 'google');
    const callback = await answerAuthorization(started.location!, newAccount());
    const em = scopedEm(org);
    const site = await em.findOneOrFail(OrganisationSchema, { id: org.id });
    site.settings = { ...site.settings, enableGoogle: false };
    await em.flush();
    const requests = provider.tokenRequests.length;
    const { location, session } = await finishTrip(org, callback, started.cookie?.value);
    expectFailure(location, 'login-source-disabled', 'google');
    expect(session).toBeUndefined();
    expect(provider.tokenRequests).toHaveLength(requests);
  });

  it('refuses a state that does not match the round trip, before asking the provider for anything', async () => {
    const org = await createSite({ enableGoogle: true });
    const started = await startTrip(org, 'google');
    const callback = await answerAuthorization(started.location!, newAccount());
    callback.searchParams.set('state', 'forged-state');
    const requests = provider.tokenRequests.length;
    const { location, session } = await finishTrip(org, callback, started.cookie?.value);
    expectFailure(location, 'external-sign-in-state-mismatch', 'google');
    expect(session).toBeUndefined();
    expect(provider.tokenRequests).toHaveLength(requests);
  });

  it('says the round trip expired when its cookie is gone or past its ten minutes', async () => {
    const org = await createSite({ enableGoogle: true });
    const started = await startTrip(org, 'google', '?redirect=%2Fnew-idea');
    const callback = await answerAuthorization(started.location!, newAccount());
    const withoutCookie = await finishTrip(org, callback, undefined);
    expectFailure(withoutCookie.location, 'external-sign-in-expired', 'google');

    const state = callback.searchParams.get('state')!;
    const stale = await sealRoundTrip(TEST_JWT_KEY, { source: 'google', organisationId: org.id, state, codeVerifier: 'v'.repeat(43), nonce: null, redirect: '/new-idea', link: null }, new Date(Date.now() - (ROUND_TRIP_SECONDS + 60) * 1000));
    const late = await finishTrip(org, callback, stale);
    expectFailure(late.location, 'external-sign-in-expired', 'google');
    expect(late.session).toBeUndefined();

    const tampered = await finishTrip(org, callback, `${started.cookie!.value.slice(0, -4)}AAAA`);
    expectFailure(tampered.location, 'external-sign-in-expired', 'google');
  });

  it('says the person declined when they deny consent, keeping the redirect for another try', async () => {
    const org = await createSite(siteProvider());
    const { location, session } = await roundTrip(org, 'oauth2', newAccount(), { query: '?redirect=%2Fideas%2Fabc', decision: 'deny' });
    expectFailure(location, 'external-sign-in-denied', 'oauth2');
    expect(location.searchParams.get('redirect')).toBe('/ideas/abc');
    expect(session).toBeUndefined();
  });

  it('says the sign-in failed when the provider refuses the exchange', async () => {
    const org = await createSite(siteProvider({ clientSecret: 'a-wrong-secret-value' }));
    const { location, session } = await roundTrip(org, 'oauth2', newAccount());
    expectFailure(location, 'external-sign-in-failed', 'oauth2');
    expect(session).toBeUndefined();
    expect(logged).toContain('external sign-in failed at the provider');
    expect(logged).toContain('invalid_client');
  });

  it('says the sign-in failed when the profile cannot be read', async () => {
    const org = await createSite(siteProvider({ userProfileURL: `${provider.baseUrl}/no-such-profile` }));
    const { location, session } = await roundTrip(org, 'oauth2', newAccount());
    expectFailure(location, 'external-sign-in-failed', 'oauth2');
    expect(session).toBeUndefined();
  });

  it('limits the round trips coming back from one address, which each cost calls to the provider', async () => {
    const org = await createSite({ enableGoogle: true });
    const host = hostOf(org);
    const remoteAddress = '10.77.0.1';
    const failures: (string | null)[] = [];
    for (let attempt = 0; attempt <= RATE_LIMITS.externalSignInPerIp.max; attempt += 1) {
      const started = await app.inject({ method: 'GET', url: '/auth/google', headers: { host }, remoteAddress });
      const state = new URL(started.headers.location as string).searchParams.get('state')!;
      const cookie = started.cookies.find((c) => c.name === 'sign-in')!.value;
      const back = await app.inject({ method: 'GET', url: `/auth/google/callback?code=not-a-code&state=${state}`, headers: { host, cookie: `sign-in=${cookie}` }, remoteAddress });
      failures.push(new URL(back.headers.location as string, 'http://relative.test').searchParams.get('failed'));
    }
    expect(failures.slice(0, -1).every((failure) => failure === 'external-sign-in-failed')).toBe(true);
    expect(failures.at(-1)).toBe('too-many-requests');
  });

  it('refuses a redirect that leaves the site', async () => {
    const org = await createSite(siteProvider());
    for (const redirect of ['//evil.example/x', 'https://evil.example', '/\\evil.example']) {
      const { location, cookie } = await startTrip(org, 'oauth2', `?redirect=${encodeURIComponent(redirect)}`);
      const failure = new URL(location!, 'http://relative.test');
      expectFailure(failure, 'INVALID_REDIRECT', 'oauth2');
      expect(failure.searchParams.has('redirect')).toBe(false);
      expect(cookie).toBeUndefined();
    }
  });

  it("starts over at the site's own address when reached at another of its hosts", async () => {
    const slug = `oauth-${randomBytes(5).toString('hex')}`;
    const org = await createOrganisation({ slug, subdomain: slug, publicUrl: `http://${slug}.other-host.test`, settings: siteProvider() });
    const response = await app.inject({ method: 'GET', url: '/auth/oauth2?redirect=%2Fcoach', headers: { host: hostFor(org) } });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${org.publicUrl}/auth/oauth2?redirect=%2Fcoach`);
    expect(response.cookies).toHaveLength(0);
  });
});

describe('external sign-in: one site never uses another site’s settings', () => {
  it("starts with the site's own provider settings and refuses where the site has none", async () => {
    const first = await createSite(siteProvider());
    const second = await createSite(siteProvider({ clientID: 'other-site-client', clientSecret: CLIENTS['other-site-client'], scope: 'email' }));
    const withoutProvider = await createSite({ enableGoogle: true });
    expect(new URL((await startTrip(first, 'oauth2')).location!).searchParams.get('client_id')).toBe('site-client');
    const other = new URL((await startTrip(second, 'oauth2')).location!).searchParams;
    expect(other.get('client_id')).toBe('other-site-client');
    expect(other.get('scope')).toBe('email');
    expectFailure(new URL((await startTrip(withoutProvider, 'oauth2')).location!, 'http://relative.test'), 'login-source-disabled', 'oauth2');
  });

  it("refuses one site's round trip coming back to another site, and keeps accounts apart", async () => {
    const first = await createSite(allSources());
    const second = await createSite(allSources());
    const account = newAccount();
    const started = await startTrip(first, 'google');
    const callback = await answerAuthorization(started.location!, account);
    const crossed = await finishTrip(second, callback, started.cookie?.value);
    expectFailure(crossed.location, 'external-sign-in-state-mismatch', 'google');
    expect(crossed.session).toBeUndefined();

    const { session } = await roundTrip(first, 'google', account);
    expect(await me(first, session!.value)).toMatchObject({ service: 'google' });
    expect(await me(second, session!.value)).toBeNull();
    expect(await findUser(second, account.email!)).toBeNull();
  });
});

describe('external sign-in: the log', () => {
  it('holds no token, code, client secret, code verifier or cookie of a round trip', async () => {
    const org = await createSite(allSources());
    logged = '';
    const trips = [await roundTrip(org, 'oauth2', newAccount()), await roundTrip(org, 'google', newAccount()), await roundTrip(org, 'facebook', newAccount())];
    const failed = await createSite(siteProvider({ clientSecret: 'another-wrong-secret' }));
    trips.push(await roundTrip(failed, 'oauth2', newAccount()));
    expect(logged).toContain('incoming request');
    expect(logged).toContain('/auth/google/callback');

    const secrets = [
      ...Object.values(CLIENTS),
      'another-wrong-secret',
      ...provider.accessTokens,
      ...provider.codes,
      ...provider.tokenRequests.map((request) => request.codeVerifier).filter((verifier): verifier is string => verifier !== null),
      ...trips.flatMap(({ started, callback, session }) => [started.cookie?.value, callback.searchParams.get('state'), session?.value]).filter((value): value is string => Boolean(value)),
    ];
    expect(secrets.length).toBeGreaterThan(15);
    for (const secret of secrets) expect(logged).not.toContain(secret);
  });
});
