import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { Writable } from 'node:stream';
import { decodeJwt, exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEntrySchema } from '#server/entities/audit.entity.ts';
import type { Organisation } from '#server/entities/organisation.entity.ts';
import { UserSchema } from '#server/entities/user.entity.ts';
import { adminConfiguredAccess, systemResolve, type AdminConfiguredAccess } from '#server/net/admin-configured-fetch.ts';
import type { ErrorCode } from '#shared/errors.ts';
import type { OrganisationSettingsWritten } from '#shared/schemas/organisation.ts';
import type { SiteSettingsInput } from '#shared/schemas/site-settings.ts';
import { createOrganisation } from '../factories/organisation.factory';
import { FACTORY_PASSWORD, createUser } from '../factories/user.factory';
import { callerFor, scopedEm } from '../support/callers';
import { expectAppError } from '../support/errors';
import { createTestApp, requestJson } from '../support/http';
import { OIDC_CLIENTS, signInAtProvider, startOidcProvider, type OidcPerson, type OidcTestProvider } from '../support/oidc-test-provider';
import { settingsFormOf } from '../support/site-settings';

/**
 * Issue 35 item 3: a site's own OpenID Connect provider, against a real provider implementation
 * (oidc-provider) in this process. Private hosts are allowed here (the provider is on 127.0.0.1),
 * as for the OAuth2 fakes; the SSRF checks run with them refused.
 */

let provider: OidcTestProvider;
let app: FastifyInstance;
/** What the next token answer's ID token becomes, for the refusals; null leaves it as the provider signed it. */
let tamper: ((claims: JWTPayload) => Promise<string>) | null = null;
/** Every line the server logged, for the reason a refusal gives. */
let logged = '';

/** The usual access for tests, with the token endpoint's ID token swapped when a test asks. */
function tamperingAccess(): AdminConfiguredAccess {
  const access = adminConfiguredAccess({ allowPrivateHosts: true });
  return {
    ...access,
    async fetch(url, init) {
      const response = await access.fetch(url, init);
      if (!tamper || !new URL(url).pathname.endsWith('/token')) return response;
      const body = (await response.json()) as { id_token: string };
      const idToken = await tamper(decodeJwt(body.id_token));
      return new Response(JSON.stringify({ ...body, id_token: idToken }), { status: response.status, headers: { 'content-type': 'application/json' } });
    },
  };
}

beforeAll(async () => {
  provider = await startOidcProvider();
  const logger = pino({ level: 'warn' }, new Writable({ write: (chunk: Buffer, _encoding, done) => ((logged += chunk.toString()), done()) }));
  app = await createTestApp({ logger, adminConfiguredUrls: tamperingAccess() });
});

afterAll(async () => {
  await app?.close();
  await provider?.close();
});

const DEPARTMENT_FIELD = { fieldid: 'department', label: 'Department', formTypeRegistration: 'text' as const };

function oidcSettings(overrides: Partial<OrganisationSettingsWritten> & { providerOnly?: boolean; clientSecret?: string; clientID?: string } = {}): OrganisationSettingsWritten {
  const { providerOnly = false, clientSecret = OIDC_CLIENTS.confidential.secret, clientID = OIDC_CLIENTS.confidential.id, ...rest } = overrides;
  return {
    enableLocal: true,
    enableOidc: true,
    registrationExtraFields: { custom: [DEPARTMENT_FIELD] },
    externalLoginSources: {
      oidc: { provider: 'Acme ID', issuer: provider.issuer, clientID, clientSecret, providerOnly, claimMappings: [{ claim: 'department', fieldid: 'department' }] },
    },
    ...rest,
  };
}

async function createSite(settings: OrganisationSettingsWritten): Promise<Organisation> {
  const slug = `oidc-${randomBytes(5).toString('hex')}`;
  return createOrganisation({ slug, subdomain: slug, publicUrl: `http://${slug}.example.test`, settings });
}

const hostOf = (org: Organisation) => new URL(org.publicUrl!).host;
const person = (overrides: Partial<OidcPerson> = {}): OidcPerson => ({ email: `person-${randomBytes(5).toString('hex')}@example.com`, givenName: 'Ada', familyName: 'Lovelace', ...overrides });

/** Start at the site, sign in at the provider as `who`, come back: the whole round trip. */
async function roundTrip(org: Organisation, who: OidcPerson, options: { alterAuthorization?: (url: URL) => void; through?: FastifyInstance } = {}) {
  const server = options.through ?? app;
  const started = await server.inject({ method: 'GET', url: '/auth/oidc?redirect=%2Fcoach%2Fcampaigns', headers: { host: hostOf(org) } });
  expect(started.statusCode).toBe(303);
  const authorization = new URL(started.headers.location as string);
  options.alterAuthorization?.(authorization);
  const cookie = started.cookies.find((c) => c.name === 'sign-in')!.value;
  const callback = await signInAtProvider(authorization.href, who);
  const response = await server.inject({ method: 'GET', url: `${callback.pathname}${callback.search}`, headers: { host: hostOf(org), cookie: `sign-in=${cookie}` } });
  const location = new URL(response.headers.location as string, 'http://relative.test');
  return { authorization, location, session: response.cookies.find((c) => c.name === 'session')?.value };
}

async function me(org: Organisation, session: string) {
  const response = await requestJson(app, { method: 'GET', url: '/trpc/auth.me', host: hostOf(org), headers: { cookie: `session=${session}` } });
  return (response.body.result as { data: { json: { guid: string; service: string | null; firstName: string; lastName: string } | null } }).data.json;
}

const findUser = (org: Organisation, email: string) => scopedEm(org).findOne(UserSchema, { emailNormalized: email.toLowerCase() });

function expectRefused(location: URL, failure = 'external-sign-in-failed') {
  expect(location.pathname).toBe('/login');
  expect(location.searchParams.get('failed')).toBe(failure);
  expect(location.searchParams.get('source')).toBe('oidc');
}

describe('OpenID Connect sign-in: the round trip', () => {
  it('creates an account from the checked claims, with mapped claims in its registration fields, and signs it in', async () => {
    const org = await createSite(oidcSettings());
    const who = person({ department: 'Research' });
    const { authorization, location, session } = await roundTrip(org, who);

    // Discovery led to the provider's own authorization endpoint, with PKCE (S256), state and nonce.
    expect(authorization.origin).toBe(provider.issuer);
    expect(authorization.searchParams.get('client_id')).toBe(OIDC_CLIENTS.confidential.id);
    expect(authorization.searchParams.get('redirect_uri')).toBe(`${org.publicUrl}/auth/oidc/callback`);
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorization.searchParams.get('scope')).toBe('openid email profile');
    expect(authorization.searchParams.get('state')).toBeTruthy();
    expect(authorization.searchParams.get('nonce')).toBeTruthy();

    expect(location.pathname).toBe('/coach/campaigns');
    expect(await me(org, session!)).toMatchObject({ service: 'oidc', firstName: 'Ada', lastName: 'Lovelace' });
    const user = await findUser(org, who.email);
    expect(user).toMatchObject({ status: 'active', service: 'oidc', extraFields: { department: 'Research' } });
    const audit = await scopedEm(org).findOne(AuditEntrySchema, { action: 'external-sign-in' }, { orderBy: { createdAt: 'desc' } });
    expect(audit?.details).toMatchObject({ source: 'oidc', created: true });
  });

  it('signs in the account it created again by its verified address, and creates nothing new', async () => {
    const org = await createSite(oidcSettings());
    const who = person();
    const first = await roundTrip(org, who);
    const again = await roundTrip(org, { ...who, email: who.email.toUpperCase(), department: 'Changed' });
    expect((await me(org, again.session!))?.guid).toBe((await me(org, first.session!))?.guid);
    expect(await scopedEm(org).count(UserSchema, { emailNormalized: who.email })).toBe(1);
    // Claims fill fields when the account is created, not at every sign-in.
    expect((await findUser(org, who.email))?.extraFields).toEqual({});
  });

  it('signs in an existing account its owner linked to the provider (service oidc), keeping its password', async () => {
    const org = await createSite(oidcSettings());
    const existing = await createUser({ organisation: org, email: 'linked.person@example.com', firstName: 'Linked' });
    await scopedEm(org).nativeUpdate(UserSchema, { id: existing.id }, { service: 'oidc' });
    const { session } = await roundTrip(org, person({ email: 'Linked.Person@example.com' }));
    expect(await me(org, session!)).toMatchObject({ guid: existing.id, firstName: 'Linked' });
  });

  it("mails the owner of an existing, unlinked account a link instead of signing in: the provider is the site admin's word", async () => {
    const org = await createSite(oidcSettings());
    const existing = await createUser({ organisation: org });
    const { location, session } = await roundTrip(org, person({ email: existing.email }));
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('msg')).toBe('external-link-mailed');
    expect(location.searchParams.get('redirect')).toBe('/coach/campaigns');
    expect(session).toBeUndefined();
    expect(await findUser(org, existing.email)).toMatchObject({ service: null });
    const audit = await scopedEm(org).findOne(AuditEntrySchema, { action: 'external-sign-in-refused' });
    expect(audit?.details).toMatchObject({ source: 'oidc', refusal: 'external-link-mailed' });
  });

  it("links a member's account from the profile while signed in, after which the provider signs it in", async () => {
    const org = await createSite(oidcSettings());
    const member = await createUser({ organisation: org });
    const login = await requestJson(app, { method: 'POST', url: '/trpc/auth.login', host: hostOf(org), headers: { origin: org.publicUrl! }, body: { json: { email: member.email, password: FACTORY_PASSWORD } } });
    const session = login.cookies.find((c) => c.name === 'session')!.value;
    // As the profile's button asks: CSRF-checked, for the OpenID Connect provider.
    const link = await requestJson(app, { method: 'POST', url: '/trpc/auth.externalLinkStart', host: hostOf(org), headers: { origin: org.publicUrl!, cookie: `session=${session}` }, body: { json: { source: 'oidc' } } });
    const path = (link.body as { result: { data: { json: { path: string } } } }).result.data.json.path;
    expect(path).toMatch(/^\/auth\/oidc\?/);
    // The intent names its provider: it starts no other's round trip.
    const swapped = await app.inject({ method: 'GET', url: path.replace('/auth/oidc', '/auth/oauth2'), headers: { host: hostOf(org), cookie: `session=${session}` } });
    expect(new URL(swapped.headers.location as string, 'http://relative.test').searchParams.get('failed')).toBe('external-sign-in-expired');
    const started = await app.inject({ method: 'GET', url: path, headers: { host: hostOf(org), cookie: `session=${session}` } });
    const tripCookie = started.cookies.find((c) => c.name === 'sign-in')!.value;
    const callback = await signInAtProvider(started.headers.location as string, person({ email: member.email }));
    const linked = await app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}`, headers: { host: hostOf(org), cookie: `sign-in=${tripCookie}; session=${session}` } });
    expect(new URL(linked.headers.location as string, 'http://relative.test').pathname).toBe('/profile');
    expect(await findUser(org, member.email)).toMatchObject({ service: 'oidc' });

    const again = await roundTrip(org, person({ email: member.email }));
    expect((await me(org, again.session!))?.guid).toBe(member.id);
  });

  it('creates nothing for an address the provider does not vouch for (email_verified false)', async () => {
    const org = await createSite(oidcSettings());
    const who = person({ emailVerified: false });
    const { location } = await roundTrip(org, who);
    expectRefused(location, 'external-email-not-verified');
    expect(await findUser(org, who.email)).toBeNull();
  });

  it('works as a public client, with PKCE alone', async () => {
    const org = await createSite(oidcSettings({ clientID: OIDC_CLIENTS.public.id, clientSecret: '' }));
    const { session } = await roundTrip(org, person());
    expect(await me(org, session!)).toMatchObject({ service: 'oidc' });
  });
});

describe('OpenID Connect sign-in: an existing account linked by a mailed link', () => {
  const sql = <T>(org: Organisation, text: string, params: unknown[]) => scopedEm(org).getConnection().execute<T[]>(text, params);

  /** The link of the newest mail to the address, and the mail. */
  async function mailedLink(org: Organisation, email: string) {
    const [mail] = await sql<{ subject: string; text: string }>(org, `select subject, text from mail_message where "to" = ? and template = 'external-link-confirm' order by created_at desc limit 1`, [email]);
    const link = new URL(/https?:\/\/\S+\/auth\/oidc\/mail-link\?token=[a-z0-9]+/.exec(mail!.text)![0]);
    return { mail: mail!, path: `${link.pathname}${link.search}`, token: link.searchParams.get('token')! };
  }

  /** The confirm page's button: a same-origin form POST to the mailed link's address. */
  const open = async (org: Organisation, path: string, cookie?: string) => {
    const response = await app.inject({
      method: 'POST',
      url: path,
      headers: { host: hostOf(org), origin: `http://${hostOf(org)}`, 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
      payload: '',
    });
    expect(response.statusCode).toBe(303);
    return { location: new URL(response.headers.location as string, 'http://relative.test'), session: response.cookies.find((c) => c.name === 'session')?.value };
  };

  it('links the provider and signs in when the mailed link is opened, once; the row keeps only its hash', async () => {
    const org = await createSite(oidcSettings());
    const existing = await createUser({ organisation: org, firstName: 'Mira' });
    await roundTrip(org, person({ email: existing.email }));
    const { mail, path, token } = await mailedLink(org, existing.email);
    expect(mail.subject).toBe(`Link Acme ID to your account on ${org.name}`);
    const [row] = await sql<{ token_hash: string; issuer: string }>(org, 'select token_hash, issuer from external_link_token where user_id = ?', [existing.id]);
    expect(row).toEqual({ token_hash: expect.stringMatching(/^[0-9a-f]{64}$/), issuer: provider.issuer });
    expect(row!.token_hash).not.toContain(token);

    // Following the link (a person, or a mail scanner) only asks: the token is still there.
    const asked = await app.inject({ method: 'GET', url: path, headers: { host: hostOf(org) } });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain(`Link Acme ID to your account on ${org.name} and sign in?`);
    expect(asked.body).toContain(`<form method="post" action="${path.replace(/&/g, '&#38;')}">`);
    expect(asked.cookies.find((c) => c.name === 'session')).toBeUndefined();
    expect(await sql(org, 'select 1 from external_link_token where user_id = ?', [existing.id])).toHaveLength(1);

    const opened = await open(org, path);
    expect(opened.location.pathname).toBe('/coach/campaigns');
    expect(await me(org, opened.session!)).toMatchObject({ guid: existing.id, service: 'oidc' });
    const audit = await scopedEm(org).findOne(AuditEntrySchema, { action: 'external-account-linked' });
    expect(audit).toMatchObject({ targetId: existing.id, details: { source: 'oidc', previous: null, by: 'mail' } });

    const again = await open(org, path);
    expectRefused(again.location, 'external-link-invalid');
    expect(again.session).toBeUndefined();
    // Linked: the provider signs the account in from now on, with no mail.
    const next = await roundTrip(org, person({ email: existing.email }));
    expect((await me(org, next.session!))?.guid).toBe(existing.id);
  });

  it('signs in the account of the link when someone else is signed in where it is opened', async () => {
    const org = await createSite(oidcSettings());
    const existing = await createUser({ organisation: org });
    const other = await createUser({ organisation: org });
    const login = await requestJson(app, { method: 'POST', url: '/trpc/auth.login', host: hostOf(org), headers: { origin: org.publicUrl! }, body: { json: { email: other.email, password: FACTORY_PASSWORD } } });
    const otherSession = login.cookies.find((c) => c.name === 'session')!.value;
    await roundTrip(org, person({ email: existing.email }));
    const opened = await open(org, (await mailedLink(org, existing.email)).path, `session=${otherSession}`);
    expect((await me(org, opened.session!))?.guid).toBe(existing.id);
    expect(await findUser(org, other.email)).toMatchObject({ service: null });
  });

  it('refuses an expired, tampered or missing token, a link opened on another site, and one for an issuer the site no longer names', async () => {
    const org = await createSite(oidcSettings());
    const existing = await createUser({ organisation: org });
    await roundTrip(org, person({ email: existing.email }));
    const { path, token } = await mailedLink(org, existing.email);
    const tampered = path.replace(token, `${token.slice(0, -1)}${token.endsWith('a') ? 'b' : 'a'}`);
    expectRefused((await open(org, tampered)).location, 'external-link-invalid');
    expectRefused((await open(org, '/auth/oidc/mail-link')).location, 'external-link-invalid');
    const withoutToken = await app.inject({ method: 'GET', url: '/auth/oidc/mail-link', headers: { host: hostOf(org) } });
    expect(withoutToken.statusCode).toBe(303);
    expectRefused(new URL(withoutToken.headers.location as string, 'http://relative.test'), 'external-link-invalid');
    const elsewhere = await createSite(oidcSettings());
    expectRefused((await open(elsewhere, path)).location, 'external-link-invalid');
    // None of those spent it.
    await sql(org, "update external_link_token set expires_at = now() - interval '1 second' where user_id = ?", [existing.id]);
    expectRefused((await open(org, path)).location, 'external-link-invalid');

    await roundTrip(org, person({ email: existing.email }));
    const fresh = await mailedLink(org, existing.email);
    await scopedEm(org).getConnection().execute(`update organisation set settings = jsonb_set(settings, '{externalLoginSources,oidc,issuer}', '"https://another-issuer.example"') where id = ?`, [org.id]);
    expectRefused((await open(org, fresh.path)).location, 'external-link-invalid');
    expect(await findUser(org, existing.email)).toMatchObject({ service: null });
  });

  it("never mails a super admin's account: they sign in with their password (issue 30)", async () => {
    const org = await createSite(oidcSettings());
    const superAdmin = await createUser({ organisation: org, roles: ['admin'] });
    const { location, session } = await roundTrip(org, person({ email: superAdmin.email }));
    expectRefused(location, 'external-sign-in-not-allowed');
    expect(session).toBeUndefined();
    expect(await sql(org, `select 1 from mail_message where "to" = ? and template = 'external-link-confirm'`, [superAdmin.email])).toEqual([]);
  });

  it('mails one account three links an hour at most, and a new link replaces the one before', async () => {
    const org = await createSite(oidcSettings());
    const existing = await createUser({ organisation: org });
    const paths = [];
    for (let sent = 0; sent < 3; sent += 1) {
      await roundTrip(org, person({ email: existing.email }));
      paths.push((await mailedLink(org, existing.email)).path);
    }
    expectRefused((await roundTrip(org, person({ email: existing.email }))).location, 'too-many-requests');
    expectRefused((await open(org, paths[0]!)).location, 'external-link-invalid');
    expect((await open(org, paths[2]!)).location.pathname).toBe('/coach/campaigns');
  });
});

describe("OpenID Connect sign-in: the provider's discovery document and keys are kept", () => {
  /** The provider's keys after a rotation: a new key, with a new kid, that signs the ID tokens and is the only one published. */
  let rotated: { jwk: Record<string, unknown>; privateKey: CryptoKey } | null = null;
  const fetched: string[] = [];

  /** A server of its own, whose requests to the provider are counted, and which sees the rotation. */
  async function countingApp(): Promise<FastifyInstance> {
    const access = adminConfiguredAccess({ allowPrivateHosts: true });
    return createTestApp({
      adminConfiguredUrls: {
        ...access,
        async fetch(url, init) {
          const { pathname } = new URL(url);
          fetched.push(pathname);
          if (rotated && pathname === '/jwks') return Response.json({ keys: [rotated.jwk] });
          const response = await access.fetch(url, init);
          if (!rotated || !pathname.endsWith('/token')) return response;
          const body = (await response.json()) as { id_token: string };
          const idToken = await new SignJWT(decodeJwt(body.id_token)).setProtectedHeader({ alg: 'RS256', kid: rotated.jwk.kid as string, typ: 'JWT' }).sign(rotated.privateKey);
          return Response.json({ ...body, id_token: idToken }, { status: response.status });
        },
      },
    });
  }

  it('reads the discovery document and the keys once for sign-ins in a row, and the new keys at the first token a rotated key signs', async () => {
    const server = await countingApp();
    try {
      const org = await createSite(oidcSettings());
      const who = person();
      const count = (path: string) => fetched.filter((each) => each === path).length;
      expect((await roundTrip(org, who, { through: server })).session).toBeDefined();
      expect(count('/.well-known/openid-configuration')).toBe(1);
      expect(count('/jwks')).toBe(1);
      expect((await roundTrip(org, who, { through: server })).session).toBeDefined();
      expect(count('/.well-known/openid-configuration')).toBe(1);
      expect(count('/jwks')).toBe(1);

      // The provider rotates its key at once: the unknown kid makes the server read the keys again, once.
      const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
      rotated = { jwk: { ...(await exportJWK(publicKey)), kid: 'rotated-key', alg: 'RS256', use: 'sig' }, privateKey };
      const after = await roundTrip(org, who, { through: server });
      expect(after.location.pathname).toBe('/coach/campaigns');
      expect(after.session).toBeDefined();
      expect(count('/jwks')).toBe(2);
      expect((await roundTrip(org, who, { through: server })).session).toBeDefined();
      expect(count('/jwks')).toBe(2);
      expect(count('/.well-known/openid-configuration')).toBe(1);
    } finally {
      rotated = null;
      await server.close();
    }
  });
});

describe('OpenID Connect sign-in: the ID token is checked', () => {
  const now = () => Math.floor(Date.now() / 1000);
  const refusals: [string, (claims: JWTPayload) => Promise<string>, RegExp][] = [
    ['another issuer', (claims) => provider.sign({ ...claims, iss: 'https://attacker.example.com' }), /"iss"/],
    ['another audience', (claims) => provider.sign({ ...claims, aud: 'another-client' }), /"aud"/],
    ['an expired token', (claims) => provider.sign({ ...claims, iat: now() - 7200, exp: now() - 3600 }), /"exp"/],
    ['another nonce', (claims) => provider.sign({ ...claims, nonce: 'a-nonce-of-another-round-trip' }), /"nonce"/],
    [
      'a signature by another key (with the provider\'s key id)',
      async (claims) => {
        const { privateKey } = await generateKeyPair('RS256');
        return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'test-signing-key' }).sign(privateKey);
      },
      /signature/,
    ],
    ['no signature at all', async (claims) => `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`, /"alg"/],
  ];

  it.each(refusals)('refuses %s and signs nobody in', async (_name, swap, reason) => {
    const org = await createSite(oidcSettings());
    const who = person();
    tamper = swap;
    logged = '';
    try {
      const { location, session } = await roundTrip(org, who);
      expectRefused(location);
      expect(session).toBeUndefined();
    } finally {
      tamper = null;
    }
    expect(await findUser(org, who.email)).toBeNull();
    // Refused for that check and no other; the log names no token.
    const warning = JSON.parse(logged.trim().split('\n').at(-1)!) as { reason: string };
    expect(warning.reason).toMatch(reason);
    expect(logged).not.toMatch(/eyJ[\w-]{20,}/);
  });

  it('refuses the ID token of a round trip whose nonce was changed on the way to the provider', async () => {
    const org = await createSite(oidcSettings());
    const { location, session } = await roundTrip(org, person(), { alterAuthorization: (url) => url.searchParams.set('nonce', 'nonce-chosen-by-an-attacker') });
    expectRefused(location);
    expect(session).toBeUndefined();
  });

  it('takes the token it would refuse once it is signed as the provider signs it (the swap itself is sound)', async () => {
    const org = await createSite(oidcSettings());
    tamper = (claims) => provider.sign(claims);
    try {
      const { session } = await roundTrip(org, person());
      expect(session).toBeTruthy();
    } finally {
      tamper = null;
    }
  });
});

describe('OpenID Connect sign-in only', () => {
  it('refuses password login, signup and password reset, and every other source, on the server', async () => {
    const org = await createSite(oidcSettings({ providerOnly: true, enableGoogle: true, enableOauth2: true }));
    const member = await createUser({ organisation: org });
    const anonymous = (await callerFor(null, { org })).caller;
    await expectAppError(anonymous.auth.login({ email: member.email, password: FACTORY_PASSWORD }), 'login-source-disabled');
    await expectAppError(anonymous.auth.requestPasswordReset({ email: member.email }), 'login-source-disabled');
    // Refused before the captcha is even looked at.
    await expectAppError(anonymous.auth.signup({ email: 'new.person@example.com', password: 'a long enough password', firstName: 'New', lastName: 'Person', captcha: 'unsolved' }), 'login-source-disabled');
    for (const source of ['google', 'oauth2']) {
      const started = await app.inject({ method: 'GET', url: `/auth/${source}`, headers: { host: hostOf(org) } });
      expect(new URL(started.headers.location as string, 'http://relative.test').searchParams.get('failed')).toBe('login-source-disabled');
    }
    // The legacy façade's login goes the same way.
    const legacy = await requestJson(app, { method: 'POST', url: '/legacy/login', host: hostOf(org), body: { email: member.email, password: FACTORY_PASSWORD } });
    expect(legacy.status).toBe(403);
    expect(legacy.body).toMatchObject({ error: 'login-source-disabled' });
    // The provider still signs people in.
    const { session } = await roundTrip(org, person());
    expect(session).toBeTruthy();
  });

  it('tells the screens: the public settings offer the provider alone', async () => {
    const org = await createSite(oidcSettings({ providerOnly: true }));
    const site = await (await callerFor(null, { org })).caller.organisation.current();
    expect(site.settings.externalLoginSources.oidc).toEqual({ provider: 'Acme ID', issuer: provider.issuer, clientID: OIDC_CLIENTS.confidential.id, providerOnly: true });
  });
});

describe('configuring the OpenID Connect provider (organisation.updateSettings)', () => {
  const ssrfNames = new Map([
    ['id.example.com', [{ address: '93.184.216.34', family: 4 }]],
    ['intranet.example.com', [{ address: '10.0.0.5', family: 4 }]],
  ]);
  const strict = adminConfiguredAccess({ allowPrivateHosts: false, resolve: async (hostname) => ssrfNames.get(hostname) ?? systemResolve(hostname) });

  async function adminOf(org: Organisation, access?: AdminConfiguredAccess) {
    const admin = await createUser({ organisation: org, isOrgAdmin: true, orgRole: 'admin' });
    return (await callerFor(admin, { org, ...(access ? { deps: { adminConfiguredUrls: access } } : {}) })).caller;
  }

  async function formWith(caller: Awaited<ReturnType<typeof adminOf>>, oidc: Partial<SiteSettingsInput['oidc']>, changes: Partial<SiteSettingsInput> = {}) {
    const view = await caller.organisation.adminSettings();
    const form = settingsFormOf(view, changes);
    return { ...form, enableOidc: true, oidc: { ...form.oidc, ...oidc } };
  }

  it('saves the provider after reading its discovery document, keeps the secret write-only and logs what changed', async () => {
    const org = await createSite({ registrationExtraFields: { custom: [DEPARTMENT_FIELD] } });
    const admin = await adminOf(org);
    const saved = await admin.organisation.updateSettings(
      await formWith(admin, { provider: 'Acme ID', issuer: provider.issuer, clientID: OIDC_CLIENTS.confidential.id, clientSecret: OIDC_CLIENTS.confidential.secret, providerOnly: false, claimMappings: [{ claim: 'department', fieldid: 'department' }] }),
    );
    expect(saved.settings).toMatchObject({ enableOidc: true, externalLoginSources: { oidc: { issuer: provider.issuer, clientID: OIDC_CLIENTS.confidential.id } } });
    expect(saved.secretsSet.oidcClientSecret).toBe(true);
    expect(JSON.stringify(saved)).not.toContain(OIDC_CLIENTS.confidential.secret);
    expect(saved.oidcClaimMappings).toEqual([{ claim: 'department', fieldid: 'department' }]);
    const audit = await scopedEm(org).findOne(AuditEntrySchema, { action: 'settings-updated' }, { orderBy: { createdAt: 'desc' } });
    expect(audit?.details.changed).toEqual(expect.arrayContaining(['enableOidc', 'externalLoginSources.oidc', 'externalLoginSources.oidc.clientSecret']));

    // An empty secret keeps the saved one; the round trip still authenticates with it.
    await admin.organisation.updateSettings(await formWith(admin, { clientSecret: '' }));
    const { session } = await roundTrip(org, person());
    expect(session).toBeTruthy();
  });

  it.each<[Partial<SiteSettingsInput['oidc']>, string, ErrorCode]>([
    [{ issuer: '' }, 'oidc.issuer', 'ERROR_REQUIRED'],
    [{ clientID: '' }, 'oidc.clientID', 'ERROR_REQUIRED'],
    [{ issuer: 'not a url' }, 'oidc.issuer', 'PLEASE_ENTER_A_VALID_URL'],
    [{ claimMappings: [{ claim: 'dep artment', fieldid: 'department' }] }, 'oidc.claimMappings.0.claim', 'PLEASE_ENTER_A_VALID_CLAIM'],
    [{ claimMappings: [{ claim: 'department', fieldid: 'no-such-field' }] }, 'oidc.claimMappings.0.fieldid', 'OIDC_FIELD_NOT_MAPPABLE'],
  ])('refuses %j on %s with %s', async (oidc, field, code) => {
    const org = await createSite({ registrationExtraFields: { custom: [DEPARTMENT_FIELD] } });
    const admin = await adminOf(org);
    await expectAppError(admin.organisation.updateSettings(await formWith(admin, { issuer: provider.issuer, clientID: 'x', ...oidc })), code, field);
  });

  it('refuses an issuer without an OpenID discovery document', async () => {
    const org = await createSite({});
    const admin = await adminOf(org);
    await expectAppError(admin.organisation.updateSettings(await formWith(admin, { issuer: `${provider.issuer}/nothing-here`, clientID: 'x' })), 'OIDC_DISCOVERY_FAILED', 'oidc.issuer');
  });

  it.each([
    ['http://id.example.com', 'not https'],
    ['https://intranet.example.com', 'a private address'],
    ['https://127.0.0.1:8443', 'a loopback address'],
    ['https://169.254.169.254', 'the cloud metadata address'],
  ])('refuses the issuer %s (%s) when private hosts are not allowed', async (issuer) => {
    const org = await createSite({});
    const admin = await adminOf(org, strict);
    await expectAppError(admin.organisation.updateSettings(await formWith(admin, { issuer, clientID: 'x' })), 'OIDC_ISSUER_NOT_ALLOWED', 'oidc.issuer');
  });

  it('answers the curl commands of docs/oidc.md as they are written', async () => {
    const page = await readFile(resolve(import.meta.dirname, '../../docs/oidc.md'), 'utf8');
    const commands = [...page.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => match[1]!);
    expect(commands).toHaveLength(2);
    const org = await createSite(oidcSettings({ providerOnly: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const answers = [];
    for (const command of commands) {
      // The site's address is its own host name; curl is sent to this test's server for it.
      const script = `curl() { command curl --connect-to "${hostOf(org)}:80:127.0.0.1:${port}" "$@"; }\n${command}`;
      const env = { PATH: process.env.PATH, OIDC_ISSUER: provider.issuer, IDEAHUNT_URL: org.publicUrl!, SITE_GUID: org.id };
      answers.push(JSON.parse((await promisify(execFile)('sh', ['-c', script], { env })).stdout) as Record<string, unknown>);
    }
    expect(answers[0]).toMatchObject({ issuer: provider.issuer, authorization_endpoint: expect.any(String), token_endpoint: expect.any(String), jwks_uri: expect.any(String) });
    expect(answers[1]).toMatchObject({ result: { enableOidc: true, externalLoginSources: { oidc: { issuer: provider.issuer, clientID: OIDC_CLIENTS.confidential.id, providerOnly: true } } } });
    expect(JSON.stringify(answers[1])).not.toContain(OIDC_CLIENTS.confidential.secret);
  });

  it('refuses the settings to participants, and another site sees none of them', async () => {
    const org = await createSite(oidcSettings());
    const member = await createUser({ organisation: org });
    const caller = (await callerFor(member, { org })).caller;
    await expectAppError(caller.organisation.adminSettings(), 'forbidden');
    const other = await createSite({});
    const otherAdmin = await adminOf(other);
    expect((await otherAdmin.organisation.adminSettings()).settings.externalLoginSources.oidc.issuer).toBe('');
  });
});
