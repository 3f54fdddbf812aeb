import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisation, hostFor } from '../factories/organisation.factory';
import { createTestApp, LEGACY_BASE, requestJson } from '../support/http';
import { testOrm } from '../support/test-database';

/**
 * Only the sites' configured host names are served (README, "Host names"): the platform's host
 * (PUBLIC_URL, here example.test), one label under it, a site's own public URL. Any other Host,
 * including a site's subdomain under somebody else's domain, is answered 421.
 */
describe('host names', () => {
  let app: FastifyInstance;
  let site: Awaited<ReturnType<typeof createOrganisation>>;
  beforeAll(async () => {
    app = await createTestApp();
    await createOrganisation({ subdomain: null, isDefault: true, name: 'Default site' });
    site = await createOrganisation({ subdomain: 'sverige', language: 'sv', name: 'Sverige' });
    await createOrganisation({ publicUrl: 'https://ideas.customer.example/', name: 'Own address' });
  });
  afterAll(() => app.close());

  const current = (host: string) => requestJson(app, { method: 'GET', url: '/trpc/organisation.current', host });

  it.each(['unknown.example.net', 'sverige.anything', 'sverige.example.test.evil.example', 'a.sverige.example.test', 'localhost'])(
    'answers %s with 421 on a page, tRPC, the façade and media',
    async (host) => {
      const page = await app.inject({ method: 'GET', url: '/coach', headers: { host, accept: 'text/html' } });
      expect(page.statusCode).toBe(421);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('No site at this address');
      expect(page.body).toContain('Ingen webbplats på den här adressen');
      expect(page.body).not.toContain('Default site');
      expect(page.headers['cache-control']).toBe('no-store');

      const trpc = await current(host);
      expect(trpc.status).toBe(421);
      expect(JSON.stringify(trpc.body)).toContain('"appCode":"misdirected-request"');

      const batch = await requestJson(app, { method: 'GET', url: '/trpc/organisation.current,auth.me?batch=1&input={}', host });
      expect(batch.status).toBe(421);

      const legacy = await requestJson(app, { method: 'GET', url: `${LEGACY_BASE}/organisations/slug/sverige`, host });
      expect(legacy).toMatchObject({ status: 421, body: { error: 'misdirected-request' } });

      const mutation = await requestJson(app, { method: 'POST', url: `${LEGACY_BASE}/login`, host, body: { username: 'x@example.com', password: 'secret-password' } });
      expect(mutation).toMatchObject({ status: 421, body: { error: 'misdirected-request' } });

      const media = await app.inject({ method: 'GET', url: '/media/anything.png', headers: { host } });
      expect(media.statusCode).toBe(421);
      expect(media.json()).toEqual({ error: 'misdirected-request' });
    },
  );

  it('answers the page for an unknown host with its own policy, which lets its one style in and nothing else', async () => {
    const page = await app.inject({ method: 'GET', url: '/', headers: { host: 'unknown.example.net' } });
    expect(page.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'/);
  });

  it.each([
    ['example.test', 'Default site'],
    ['example.test:3000', 'Default site'],
    ['sverige.example.test', 'Sverige'],
    ['SVERIGE.example.test:8080', 'Sverige'],
    ['ideas.customer.example', 'Own address'],
  ])('serves the configured host %s as before: %s', async (host, name) => {
    const response = await current(host);
    expect(response.status).toBe(200);
    expect(JSON.stringify(response.body)).toContain(`"name":"${name}"`);
  });

  it('keeps a known host on its site for pages too (the client build is missing here, so 503, not 421)', async () => {
    const page = await app.inject({ method: 'GET', url: '/coach', headers: { host: hostFor(site) } });
    expect(page.statusCode).toBe(503);
  });

  it.each(['/healthz', '/readyz'])('answers %s on any host, as load balancers call it by address', async (url) => {
    const response = await app.inject({ method: 'GET', url, headers: { host: '10.0.0.7:3000' } });
    expect(response.statusCode).toBe(200);
  });

  it('serves a host no more once its site moves away from it', async () => {
    const moving = await createOrganisation({ subdomain: 'moving' });
    expect((await current('moving.example.test')).status).toBe(200);
    await testOrm().em.fork().nativeUpdate('Organisation', { id: moving.id }, { subdomain: 'moved' }, { filters: false });
    expect((await current('moving.example.test')).status).toBe(421);
    expect((await current('moved.example.test')).status).toBe(200);
  });
});
