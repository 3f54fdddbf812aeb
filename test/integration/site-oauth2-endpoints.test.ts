import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminConfiguredAccess, systemResolve, type ResolvedAddress } from '#server/net/admin-configured-fetch.ts';
import { OrganisationSchema } from '#server/entities/organisation.entity.ts';
import { settingsWithDefaults } from '#shared/schemas/organisation.ts';
import type { SiteSettingsInput } from '#shared/schemas/site-settings.ts';
import { createOrganisation } from '../factories/organisation.factory';
import { callerFor } from '../support/callers';
import { expectAppError } from '../support/errors';
import { answerAuthorization, startFakeOAuthProvider, type FakeOAuthProvider } from '../support/fake-oauth-provider';
import { createTestApp } from '../support/http';
import { createPersonas, type Personas } from '../support/personas';
import { settingsFormOf } from '../support/site-settings';
import { testOrm } from '../support/test-database';

/**
 * Issue 22: a site admin's OAuth2 endpoints must not make the server call inside its network.
 * Here OAUTH2_ALLOW_PRIVATE_HOSTS is off (the other tests run with it on, for the local fake
 * provider), and names resolve through this table (anything else through the system: localhost),
 * so nothing needs the network.
 */
const names = new Map<string, ResolvedAddress[]>([
  ['sso.example.com', [{ address: '93.184.216.34', family: 4 }]],
  ['intranet.example.com', [{ address: '10.0.0.5', family: 4 }]],
  ['dual.example.com', [{ address: '93.184.216.34', family: 4 }, { address: 'fd00::5', family: 6 }]],
  ['gone.example.com', []],
]);
const strict = adminConfiguredAccess({ allowPrivateHosts: false, resolve: async (hostname) => names.get(hostname) ?? systemResolve(hostname) });

const publicProvider = {
  provider: 'Acme ID',
  clientID: 'ideahunt',
  clientSecret: '',
  clearClientSecret: false,
  scope: 'openid email',
  authorizationURL: 'https://sso.example.com/authorize',
  tokenURL: 'https://sso.example.com/token',
  userProfileURL: 'https://sso.example.com/me',
  visible: true,
};

describe("saving a site's own OAuth2 endpoints with private hosts not allowed", () => {
  let personas: Personas;
  beforeAll(async () => {
    personas = await createPersonas();
  });

  const admin = async () => (await callerFor(personas.orgAdmin, { org: personas.org, deps: { adminConfiguredUrls: strict } })).caller;
  const stored = async () => settingsWithDefaults((await testOrm().em.fork().findOneOrFail(OrganisationSchema, { id: personas.org.id }, { filters: false })).settings);
  const formWith = async (oauth2: Partial<SiteSettingsInput['oauth2']>) =>
    settingsFormOf(await (await admin()).organisation.adminSettings(), { enableOauth2: true, oauth2: { ...publicProvider, ...oauth2 } });

  it.each([
    ['tokenURL', 'http://sso.example.com/token', 'not https'],
    ['userProfileURL', 'http://sso.example.com/me', 'not https'],
    ['authorizationURL', 'http://sso.example.com/authorize', 'not https'],
    ['tokenURL', 'https://127.0.0.1/token', 'loopback literal'],
    ['tokenURL', 'https://169.254.169.254/latest/meta-data/', 'cloud metadata'],
    ['userProfileURL', 'https://[::ffff:7f00:1]/me', 'IPv4-mapped loopback'],
    ['userProfileURL', 'https://localhost/me', 'a name resolving to loopback'],
    ['tokenURL', 'https://intranet.example.com/token', 'a name resolving to a private address'],
    ['tokenURL', 'https://dual.example.com/token', 'a name resolving to a public and a private address'],
    ['userProfileURL', 'https://gone.example.com/me', 'a name that does not resolve'],
  ] as const)('refuses %s %s (%s) on its field, storing nothing', async (field, url, _why) => {
    const before = await stored();
    await expectAppError((await admin()).organisation.updateSettings(await formWith({ [field]: url })), 'OAUTH2_URL_NOT_ALLOWED', `oauth2.${field}`);
    expect(await stored()).toEqual(before);
  });

  it('saves public https endpoints; the authorization endpoint, where only the browser goes, needs only https', async () => {
    const oauth2 = { ...publicProvider, authorizationURL: 'https://login.intranet.example.com/authorize' };
    await (await admin()).organisation.updateSettings(await formWith(oauth2));
    expect((await stored()).externalLoginSources.oauth2).toMatchObject({ authorizationURL: oauth2.authorizationURL, tokenURL: oauth2.tokenURL, userProfileURL: oauth2.userProfileURL });
  });

  it('does not check the endpoints of a source that is off: the form hides them and sign-in never calls them', async () => {
    const form = await formWith({ tokenURL: 'https://127.0.0.1/token' });
    await (await admin()).organisation.updateSettings({ ...form, enableOauth2: false, enableLocal: true });
    expect((await stored()).enableOauth2).toBe(false);
  });

  it('with OAUTH2_ALLOW_PRIVATE_HOSTS on, takes a local http provider (development, the tests)', async () => {
    const local = (await callerFor(personas.orgAdmin, { org: personas.org })).caller;
    await local.organisation.updateSettings(await formWith({ tokenURL: 'http://127.0.0.1:9/token', userProfileURL: 'http://localhost:9/me' }));
    expect((await stored()).externalLoginSources.oauth2.tokenURL).toBe('http://127.0.0.1:9/token');
  });
});

describe("signing in through a site's own provider with private hosts not allowed", () => {
  let provider: FakeOAuthProvider;
  let app: FastifyInstance;
  let logged = '';
  /** Where the token and profile endpoints point: a socket that counts who connects to it. */
  let internal: Server;
  let connections = 0;

  beforeAll(async () => {
    provider = await startFakeOAuthProvider({ 'site-client': 'site-secret' });
    internal = createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve));
    const logger = pino({ level: 'warn' }, new Writable({ write: (chunk: Buffer, _encoding, done) => ((logged += chunk.toString()), done()) }));
    app = await createTestApp({ logger, adminConfiguredUrls: strict });
  });

  afterAll(async () => {
    await app?.close();
    await provider?.close();
    await new Promise((resolve) => internal?.close(resolve));
  });

  it.each([
    ['rebind.example.com', 'a name that resolved to a public address when saved and to a private one when the server connects (DNS rebinding)'],
    ['127.0.0.1', 'an address literal, which the system connects to without a lookup'],
    ['[::ffff:7f00:1]', 'an IPv4-mapped loopback literal'],
  ])('refuses a stored token endpoint at %s (%s) before any connection reaches it', async (tokenHost) => {
    const { port } = internal.address() as AddressInfo;
    // Public when the admin saved it…
    names.set('rebind.example.com', [{ address: '93.184.216.34', family: 4 }]);
    const slug = `ssrf-${randomBytes(5).toString('hex')}`;
    await createOrganisation({
      slug,
      subdomain: slug,
      publicUrl: `http://${slug}.example.test`,
      settings: {
        enableOauth2: true,
        externalLoginSources: {
          oauth2: {
            ...publicProvider,
            clientID: 'site-client',
            clientSecret: 'site-secret',
            // The browser's part of the round trip is at the fake provider as usual.
            authorizationURL: `${provider.baseUrl}/authorize`,
            tokenURL: `https://${tokenHost}:${port}/token`,
            userProfileURL: `https://${tokenHost}:${port}/userinfo`,
          },
        },
      },
    });
    // …and the provider's own address by the time the server calls it.
    names.set('rebind.example.com', [{ address: '127.0.0.1', family: 4 }]);
    const host = `${slug}.example.test`;
    const started = await app.inject({ method: 'GET', url: '/auth/oauth2', headers: { host } });
    const cookie = started.cookies.find((c) => c.name === 'sign-in')!.value;
    const callback = await answerAuthorization(started.headers.location as string, { email: 'ada@example.com', emailVerified: true, givenName: 'Ada' });
    logged = '';
    const finished = await app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}`, headers: { host, cookie: `sign-in=${cookie}` } });

    const location = new URL(finished.headers.location as string, 'http://relative.test');
    expect(finished.statusCode).toBe(303);
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('failed')).toBe('external-sign-in-failed');
    expect(finished.cookies.find((c) => c.name === 'session')).toBeUndefined();
    expect(connections).toBe(0);
    // One warning saying why, no error with a stack.
    const lines = logged.trim().split('\n').map((line) => JSON.parse(line) as { level: number; msg: string; reason?: string });
    expect(lines.filter((line) => line.level >= 40)).toEqual([expect.objectContaining({ level: 40, msg: 'external sign-in failed at the provider', reason: expect.stringContaining('not at a public https address') })]);
  });
});
