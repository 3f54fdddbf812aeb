import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realtimeBus, startRealtimeListener, type RealtimeListener } from '#server/realtime/realtime-bus.ts';
import { hostFor } from '../factories/organisation.factory';
import { LEGACY_BASE, createTestApp, requestJson } from '../support/http';
import { createPersonas, type Personas } from '../support/personas';
import { bearerFor } from '../support/upload';
import { testOrm } from '../support/test-database';

const SECRET = 'legacy-client-secret-never-shown';

/** The organisation routes of legacy-routes.txt (spec 3 §7, spec 2 §7) with Bearer JWTs. */
describe('legacy organisation routes', () => {
  let app: FastifyInstance;
  /** A second process with a long-lived site cache: it must hear of a change made through the first. */
  let otherProcess: FastifyInstance;
  let personas: Personas;
  let listener: RealtimeListener;
  beforeAll(async () => {
    // The database's notifications reach this process's caches as they would a server's.
    listener = await startRealtimeListener(realtimeBus, { connectionString: testOrm().config.get('clientUrl') as string, logger: pino({ level: 'silent' }) });
    app = await createTestApp();
    otherProcess = await createTestApp({ siteCacheMs: 600_000 });
    personas = await createPersonas();
  });
  afterAll(async () => {
    await app.close();
    await otherProcess.close();
    await listener.close();
  });

  const call = (method: 'GET' | 'POST', path: string, options: { token?: string; body?: unknown; host?: string; on?: FastifyInstance } = {}) =>
    requestJson(options.on ?? app, {
      method,
      url: `${LEGACY_BASE}${path}`,
      host: options.host ?? hostFor(personas.org),
      headers: options.token ? { authorization: options.token } : {},
      body: options.body,
    });

  it('answers the site by its own slug, and no other site by its slug', async () => {
    const found = await call('GET', `/organisations/slug/${personas.org.slug}`);
    expect(found.status).toBe(200);
    expect(found.body.result).toMatchObject({ guid: personas.org.id, slug: personas.org.slug, settings: { enableLocal: true } });
    const foreign = await call('GET', `/organisations/slug/${personas.otherOrg.slug}`);
    expect(foreign).toMatchObject({ status: 404, body: { error: 'not-found' } });
  });

  it('answers the login sources of the site, never the client secret', async () => {
    const token = await bearerFor(personas.orgAdmin);
    const oauth2 = { provider: 'Acme ID', clientID: 'ideahunt', clientSecret: SECRET, scope: 'openid', authorizationURL: 'https://id.example.com/a', tokenURL: 'https://id.example.com/t', userProfileURL: 'https://id.example.com/me', visible: true };
    const saved = await call('POST', `/organisations/${personas.org.id}`, { token, body: { guid: personas.org.id, settings: { enableOauth2: true, externalLoginSources: { oauth2 } } } });
    expect(saved.status).toBe(200);
    const auth = await call('GET', `/api/v2/organisations/${personas.org.id}/authsettings`);
    expect(auth.body.result).toMatchObject({ enableLocal: true, enableOauth2: true, externalLoginSources: { oauth2: { provider: 'Acme ID', clientID: 'ideahunt', visible: true } } });
    expect(JSON.stringify([saved.body, auth.body, (await call('GET', `/organisations/slug/${personas.org.slug}`)).body])).not.toContain(SECRET);
    expect((await call('GET', `/api/v2/organisations/${personas.otherOrg.id}/authsettings`)).status).toBe(404);
  });

  it('saves the posted organisation\'s settings, keeping what it leaves out, and every process shows the change', async () => {
    // The other process has the site in its cache before the change.
    expect((await call('GET', `/organisations/slug/${personas.org.slug}`, { on: otherProcess })).body.result).toMatchObject({ settings: { hideGamification: false } });
    const token = await bearerFor(personas.orgAdmin);
    const saved = await call('POST', `/organisations/${personas.org.id}`, {
      token,
      body: { guid: personas.org.id, slug: personas.org.slug, settings: { hideGamification: true, theme: { linkColor: '#123456' }, assets: { heroBig: 'Grow ideas' } } },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.result).toMatchObject({ settings: { hideGamification: true, enableLocal: true, theme: { linkColor: '#123456', buttonColorPrimary: '#1f5fbf' }, assets: { heroBig: 'Grow ideas' } } });
    let seen: unknown;
    for (let attempt = 0; attempt < 50; attempt += 1) {
      seen = (await call('GET', `/organisations/slug/${personas.org.slug}`, { on: otherProcess })).body.result;
      if ((seen as { settings: { hideGamification: boolean } }).settings.hideGamification) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(seen).toMatchObject({ settings: { hideGamification: true, theme: { linkColor: '#123456' } } });
  });

  it('refuses bad values with their key, other sites, members, and super settings from an org admin', async () => {
    const admin = await bearerFor(personas.orgAdmin);
    const bad = await call('POST', `/organisations/${personas.org.id}`, { token: admin, body: { settings: { theme: { linkColor: 'red' } } } });
    expect(bad).toMatchObject({ status: 400, body: { error: 'PLEASE_ENTER_A_VALID_COLOUR' } });
    // The request's own site is the only one an admin may change, whichever guid is posted.
    expect((await call('POST', `/organisations/${personas.otherOrg.id}`, { token: admin, body: { settings: {} } })).status).toBe(404);
    const outsider = await bearerFor(personas.outsider);
    expect((await call('POST', `/organisations/${personas.org.id}`, { token: outsider, host: hostFor(personas.otherOrg), body: { settings: {} } })).status).toBe(404);
    expect((await call('POST', `/organisations/${personas.org.id}`, { token: await bearerFor(personas.participant), body: { settings: {} } })).body).toEqual({ error: 'forbidden' });
    expect((await call('POST', `/organisations/${personas.org.id}`, { body: { settings: {} } })).status).toBe(401);
    expect((await call('POST', `/organisations/${personas.org.id}`, { token: admin, body: { settings: { footerWording: 'hidden' } } })).body).toEqual({ error: 'forbidden' });
    const superAdmin = await bearerFor(personas.superAdmin);
    const asSuper = await call('POST', `/organisations/${personas.org.id}`, { token: superAdmin, body: { settings: { footerWording: 'hidden' } } });
    expect(asSuper.body.result).toMatchObject({ settings: { footerWording: 'hidden' } });
  });
});
