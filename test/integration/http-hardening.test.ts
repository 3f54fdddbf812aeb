import type { AddressInfo } from 'node:net';
import { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { ormConfig } from '#server/db/orm-config.ts';
import { consumeRateLimit } from '#server/security/rate-limit.ts';
import { FACTORY_PASSWORD } from '../factories/user.factory';
import { testDeps } from '../support/callers';
import { errorOf } from '../support/errors';
import { LEGACY_BASE, listenOnLoopback, useHttpFixture, requestJson } from '../support/http';
import type { Personas } from '../support/personas';
import { testOrm } from '../support/test-database';

/** The catalogue code inside a tRPC error answer (superjson-wrapped). */
function trpcAppCode(body: unknown): string | undefined {
  return (body as { error?: { json?: { data?: { appCode?: string } } } }).error?.json?.data?.appCode;
}

describe('HTTP hardening', () => {
  const fixture = useHttpFixture();
  let app: FastifyInstance;
  let personas: Personas;
  let host: string;
  beforeAll(() => {
    ({ app, personas, host } = fixture);
  });

  async function sessionCookie(): Promise<string> {
    const response = await requestJson(app, {
      method: 'POST',
      url: '/trpc/auth.login',
      host,
      headers: { origin: `http://${host}` },
      body: { json: { email: personas.participant.email, password: FACTORY_PASSWORD } },
    });
    return `session=${response.cookies.find((c) => c.name === 'session')!.value}`;
  }

  it('sends security headers with a Content-Security-Policy that allows no inline script', async () => {
    const response = await requestJson(app, { method: 'GET', url: '/healthz', host });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a tRPC mutation that is not JSON (a cross-site form could send that)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      headers: { host, 'content-type': 'text/plain' },
      payload: JSON.stringify({ json: { email: personas.participant.email, password: FACTORY_PASSWORD } }),
    });
    expect(response.statusCode).toBe(415);
    expect(trpcAppCode(response.json())).toBe('unsupported-media-type');
  });

  it('refuses a mutation from a foreign Origin', async () => {
    const response = await requestJson(app, {
      method: 'POST',
      url: '/trpc/auth.login',
      host,
      headers: { origin: 'https://evil.example' },
      body: { json: { email: personas.participant.email, password: FACTORY_PASSWORD } },
    });
    expect(response.status).toBe(403);
    expect(trpcAppCode(response.body)).toBe('csrf-rejected');
  });

  it('refuses a cookie-authenticated mutation that does not show where it comes from', async () => {
    const cookie = await sessionCookie();
    const bare = await requestJson(app, { method: 'POST', url: '/trpc/auth.logout', host, headers: { cookie }, body: {} });
    expect(bare.status).toBe(403);
    expect(trpcAppCode(bare.body)).toBe('csrf-rejected');
    const fromSite = await requestJson(app, { method: 'POST', url: '/trpc/auth.logout', host, headers: { cookie, referer: `http://${host}/coach` }, body: {} });
    expect(fromSite.status).toBe(200);
  });

  it('refuses a body over the limit with payload-too-large', async () => {
    const response = await requestJson(app, {
      method: 'POST',
      url: `${LEGACY_BASE}/login`,
      host,
      body: { username: 'x@example.com', password: 'x'.repeat(1_100_000) },
    });
    expect(response).toMatchObject({ status: 413, body: { error: 'payload-too-large' } });
  });

  it('answers a refused batch in the tRPC format, one error per call, so the client can read the code', async () => {
    const response = await requestJson(app, { method: 'POST', url: '/trpc/auth.login,auth.logout?batch=1', host, headers: { origin: 'https://evil.example' }, body: {} });
    expect(response.status).toBe(403);
    const entries = response.body as unknown as { error: { json: { data: { appCode: string; path: string } } } }[];
    expect(entries.map((entry) => [entry.error.json.data.path, entry.error.json.data.appCode])).toEqual([
      ['auth.login', 'csrf-rejected'],
      ['auth.logout', 'csrf-rejected'],
    ]);
  });

  it('refuses a tRPC batch larger than the limit', async () => {
    const paths = Array.from({ length: 11 }, () => 'organisation.current').join(',');
    const response = await requestJson(app, { method: 'GET', url: `/trpc/${paths}?batch=1`, host });
    expect(response.status).toBe(400);
    const ok = await requestJson(app, { method: 'GET', url: `/trpc/${paths.split(',').slice(0, 10).join(',')}?batch=1`, host });
    expect(ok.status).toBe(200);
  });

  it('answers a database failure with a bare internal-error: no stack, no SQL', async () => {
    const orm = await MikroORM.init(ormConfig(testOrm().config.getClientUrl()));
    const broken = await buildApp({ ...testDeps, orm, legacyBasePath: LEGACY_BASE, trustProxy: false, clientDir: '/none' });
    await orm.close(true);
    const response = await requestJson(broken, { method: 'GET', url: '/trpc/organisation.current', host });
    expect(response.status).toBe(500);
    expect(trpcAppCode(response.body)).toBe('internal-error');
    expect(JSON.stringify(response.body)).not.toMatch(/select|from "|stack|at \w+ \(/i);
    const legacy = await requestJson(broken, { method: 'POST', url: `${LEGACY_BASE}/login`, host, body: {} });
    expect(legacy).toMatchObject({ status: 500, body: { error: 'internal-error' } });
    expect((await requestJson(broken, { method: 'GET', url: '/readyz', host })).status).toBe(503);
    expect((await requestJson(broken, { method: 'GET', url: '/healthz', host })).status).toBe(200);
    await broken.close();
  });

  it('reports ready while the database answers', async () => {
    expect(await requestJson(app, { method: 'GET', url: '/readyz', host })).toMatchObject({ status: 200, body: { status: 'ready' } });
  });

  it('counts rate-limited attempts in PostgreSQL, so separate processes share one budget', async () => {
    const other = await MikroORM.init(ormConfig(testOrm().config.getClientUrl(), { pool: { min: 0, max: 2 } }));
    try {
      const subject = `shared-${Date.now()}`;
      for (let i = 0; i < 10; i += 1) {
        const em = (i % 2 === 0 ? testOrm() : other).em.fork();
        await consumeRateLimit(em, 'signupPerIp', subject);
      }
      // signupPerIp allows 10 per window: attempts from both "processes" were added together.
      expect((await errorOf(consumeRateLimit(other.em.fork(), 'signupPerIp', subject))).code).toBe('too-many-requests');
    } finally {
      await other.close(true);
    }
  });

  it('serves absolute-form request targets (as proxies send them) from the site the target names', async () => {
    // inject() would keep only the path: the request line must carry the whole URL over a socket.
    const loopback = await listenOnLoopback(app);
    const { port } = app.server.address() as AddressInfo;
    const json = { 'content-type': 'application/json' };
    try {
      for (const authority of [host, `${host}:${port}`]) {
        const batch = await loopback.send({ method: 'GET', path: `http://${authority}/trpc/organisation.current,auth.me?batch=1&input={}`, host: authority });
        expect(batch.status).toBe(200);
        expect(JSON.parse(batch.body)).toHaveLength(2);
        const login = await loopback.send({
          method: 'POST',
          path: `http://${authority}/trpc/auth.login`,
          host: authority,
          headers: { origin: `http://${authority}`, ...json },
          body: JSON.stringify({ json: { email: personas.participant.email, password: FACTORY_PASSWORD } }),
        });
        expect(login.status).toBe(200);
        const legacy = await loopback.send({ method: 'GET', path: `http://${authority}${LEGACY_BASE}/no-such-route`, host: authority });
        expect(JSON.parse(legacy.body)).toEqual({ error: 'route-not-found' });
      }
      // HTTP/1.1 has the target's authority win over the Host header: a target naming no site is misdirected.
      const elsewhere = await loopback.send({ method: 'GET', path: 'http://nowhere.example/trpc/organisation.current,auth.me?batch=1&input={}', host });
      expect(elsewhere.status).toBe(421);
      const mutationElsewhere = await loopback.send({ method: 'POST', path: 'http://nowhere.example/trpc/auth.logout', host, headers: { origin: `http://${host}`, ...json }, body: '{}' });
      expect(mutationElsewhere.status).toBe(421);
    } finally {
      loopback.close();
    }
  });
});
