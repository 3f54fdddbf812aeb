import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { SessionSchema } from '#server/entities/session.entity.ts';
import { createSession, validateSessionToken } from '#server/modules/auth/session.service.ts';
import { UserSchema } from '#server/entities/user.entity.ts';
import { SESSION_IDLE_TIMEOUT_SECONDS, SESSION_ABSOLUTE_LIFETIME_SECONDS, SESSION_RENEWAL_INTERVAL_SECONDS } from '#shared/constants.ts';
import { createOrganisation, hostFor } from '../factories/organisation.factory';
import { FACTORY_PASSWORD, createUser } from '../factories/user.factory';
import { scopedEm } from '../support/callers';
import { countQueries } from '../support/count-queries';
import { LEGACY_BASE, useHttpFixture, requestJson } from '../support/http';
import type { Personas } from '../support/personas';
import { testOrm } from '../support/test-database';

const trpc = (path: string) => `/trpc/${path}`;

describe('sessions over HTTP', () => {
  const fixture = useHttpFixture();
  let app: FastifyInstance;
  let personas: Personas;
  let host: string;
  let origin: string;
  beforeAll(() => {
    ({ app, personas, host } = fixture);
    origin = `http://${host}`;
  });

  async function browserLogin(email: string, loginHost = host) {
    const response = await requestJson(app, {
      method: 'POST',
      url: trpc('auth.login'),
      host: loginHost,
      headers: { origin: `http://${loginHost}` },
      body: { json: { email, password: FACTORY_PASSWORD } },
    });
    expect(response.status).toBe(200);
    return response;
  }

  async function me(headers: Record<string, string>, onHost = host) {
    const response = await requestJson(app, { method: 'GET', url: trpc('auth.me'), host: onHost, headers });
    return (response.body.result as { data: { json: { guid: string } | null } }).data.json;
  }

  async function legacyToken(email: string): Promise<string> {
    const response = await requestJson(app, { method: 'POST', url: `${LEGACY_BASE}/login`, host, body: { username: email, password: FACTORY_PASSWORD } });
    expect(response.status).toBe(200);
    return (response.body.result as { JWT: string }).JWT;
  }

  it('sets an httpOnly, SameSite=Lax session cookie that the next request is signed in with', async () => {
    const user = await createUser({ organisation: personas.org });
    const response = await browserLogin(user.email);
    const cookie = response.cookies.find((c) => c.name === 'session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(JSON.stringify(response.body)).not.toContain(cookie!.value);
    expect(await me({ cookie: `session=${cookie!.value}` })).toMatchObject({ guid: user.id });
  });

  it('uses a Secure __Host- cookie on localhost and HTTPS hosts', async () => {
    const onLocalhost = await createOrganisation({ publicUrl: `http://ideas-${Date.now()}.localhost` });
    const user = await createUser({ organisation: onLocalhost });
    const response = await browserLogin(user.email, `${new URL(onLocalhost.publicUrl!).hostname}:3000`);
    const cookie = response.cookies.find((c) => c.name === '__Host-session');
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, path: '/' });
    expect(cookie).not.toHaveProperty('domain');
  });

  it('answers null for a visitor and for a forged or malformed token', async () => {
    expect(await me({})).toBeNull();
    expect(await me({ cookie: 'session=abc.def' })).toBeNull();
    expect(await me({ authorization: 'Bearer not-a-jwt' })).toBeNull();
  });

  it('refuses a token whose secret was altered', async () => {
    const user = await createUser({ organisation: personas.org });
    const token = (await browserLogin(user.email)).cookies.find((c) => c.name === 'session')!.value;
    const [id] = token.split('.');
    expect(await me({ cookie: `session=${id}.${'a'.repeat(24)}` })).toBeNull();
  });

  it("does not honour one site's session on another site", async () => {
    const user = await createUser({ organisation: personas.org });
    const token = (await browserLogin(user.email)).cookies.find((c) => c.name === 'session')!.value;
    expect(await me({ cookie: `session=${token}` }, hostFor(personas.otherOrg))).toBeNull();
  });

  it('logout ends the cookie session: the row is gone and the cookie cleared', async () => {
    const user = await createUser({ organisation: personas.org });
    const token = (await browserLogin(user.email)).cookies.find((c) => c.name === 'session')!.value;
    const response = await requestJson(app, { method: 'POST', url: trpc('auth.logout'), host, headers: { origin, cookie: `session=${token}` }, body: {} });
    expect(response.status).toBe(200);
    expect(response.cookies.find((c) => c.name === 'session')?.value).toBe('');
    expect(await me({ cookie: `session=${token}` })).toBeNull();
    expect(await scopedEm(personas.org).count(SessionSchema, { user: user.id })).toBe(0);
  });

  it('accepts a legacy Bearer JWT backed by the same session row, and logout revokes it at once', async () => {
    const user = await createUser({ organisation: personas.org });
    const jwt = await legacyToken(user.email);
    expect(jwt.split('.')).toHaveLength(3);
    expect(await me({ authorization: `Bearer ${jwt}` })).toMatchObject({ guid: user.id });
    const logout = await requestJson(app, { method: 'GET', url: `${LEGACY_BASE}/logout`, host, headers: { authorization: `Bearer ${jwt}` } });
    expect(logout).toMatchObject({ status: 200, body: { result: { loggedOut: true } } });
    expect(await me({ authorization: `Bearer ${jwt}` })).toBeNull();
  });

  it('blocking a user revokes their sessions at once, cookie and Bearer alike', async () => {
    const user = await createUser({ organisation: personas.org });
    const cookieToken = (await browserLogin(user.email)).cookies.find((c) => c.name === 'session')!.value;
    const jwt = await legacyToken(user.email);
    await scopedEm(personas.org).nativeUpdate(UserSchema, { id: user.id }, { status: 'blocked' });
    expect(await me({ cookie: `session=${cookieToken}` })).toBeNull();
    expect(await me({ authorization: `Bearer ${jwt}` })).toBeNull();
  });

  it('expires a session left idle, and one past its absolute lifetime, deleting the row', async () => {
    const user = await createUser({ organisation: personas.org });
    const idleToken = (await browserLogin(user.email)).cookies.find((c) => c.name === 'session')!.value;
    const em = scopedEm(personas.org);
    const idleId = idleToken.split('.')[0]!;
    await em.nativeUpdate(SessionSchema, { id: idleId }, { lastVerifiedAt: new Date(Date.now() - (SESSION_IDLE_TIMEOUT_SECONDS + 60) * 1000) });
    expect(await me({ cookie: `session=${idleToken}` })).toBeNull();
    expect(await em.count(SessionSchema, { id: idleId })).toBe(0);

    const oldToken = (await browserLogin(user.email)).cookies.find((c) => c.name === 'session')!.value;
    const oldId = oldToken.split('.')[0]!;
    await em.nativeUpdate(SessionSchema, { id: oldId }, { createdAt: new Date(Date.now() - (SESSION_ABSOLUTE_LIFETIME_SECONDS + 60) * 1000) });
    expect(await me({ cookie: `session=${oldToken}` })).toBeNull();
  });

  it('renews the idle expiry of a session in use and re-sends the cookie', async () => {
    const user = await createUser({ organisation: personas.org });
    const token = (await browserLogin(user.email)).cookies.find((c) => c.name === 'session')!.value;
    const id = token.split('.')[0]!;
    const em = scopedEm(personas.org);
    const stale = new Date(Date.now() - (SESSION_RENEWAL_INTERVAL_SECONDS + 60) * 1000);
    await em.nativeUpdate(SessionSchema, { id }, { lastVerifiedAt: stale });
    const response = await requestJson(app, { method: 'GET', url: trpc('auth.me'), host, headers: { cookie: `session=${token}` } });
    expect(response.cookies.find((c) => c.name === 'session')?.value).toBe(token);
    const row = await scopedEm(personas.org).findOneOrFail(SessionSchema, { id });
    expect(row.lastVerifiedAt.getTime()).toBeGreaterThan(stale.getTime());
  });

  it('resolves the signed-in viewer in a fixed number of statements', async () => {
    const user = await createUser({ organisation: personas.org });
    const token = (await browserLogin(user.email)).cookies.find((c) => c.name === 'session')!.value;
    const { result, count } = await countQueries(testOrm(), () => me({ cookie: `session=${token}` }));
    expect(result).toMatchObject({ guid: user.id });
    // organisation by host, session with its user, the user's labels
    expect(count).toBeLessThanOrEqual(3);
  });
  it('ignores the session cookie on the legacy GETs that change state: an image pointing at /logout signs nobody out', async () => {
    const user = await createUser({ organisation: personas.org, status: 'inactive' });
    const login = await browserLogin(user.email);
    const cookie = login.cookies.find((c) => c.name === 'session')!;
    const headers = { cookie: `session=${cookie.value}` };
    for (const path of ['/logout', '/user-verification/send']) {
      expect(await requestJson(app, { method: 'GET', url: `${LEGACY_BASE}${path}`, host, headers })).toMatchObject({ status: 403, body: { error: 'csrf-rejected' } });
    }
    expect(await me(headers)).toMatchObject({ guid: user.id });

    // A Bearer token cannot be sent by an image: with one, GET /logout ends the session.
    const token = await legacyToken(user.email);
    expect(await requestJson(app, { method: 'GET', url: `${LEGACY_BASE}/logout`, host, headers: { authorization: `Bearer ${token}` } })).toMatchObject({ status: 200 });
    expect(await requestJson(app, { method: 'GET', url: `${LEGACY_BASE}/user-verification/send`, host, headers: { authorization: `Bearer ${token}` } })).toMatchObject({ status: 401 });
  });
});

describe('validating a session token', () => {
  it('hands back the session and its user as plain data, and the user as a loaded row on demand, in one statement, that a flush leaves alone', async () => {
    const user = await createUser({ email: `loaded-${Date.now()}@example.test` });
    const org = user.organisation;
    const issued = await createSession(scopedEm(org), user, 'browser', { ip: '127.0.0.1', userAgent: null });
    const em = scopedEm(org);
    const { result: validated, count } = await countQueries(testOrm(), () => validateSessionToken(em, issued.token, org.id));
    expect(count).toBe(1);
    expect(validated?.viewer).toEqual({ id: user.id, email: user.email, status: user.status, roles: user.roles, isOrgAdmin: user.isOrgAdmin, orgRole: user.orgRole });
    // Nothing is hydrated until a write asks for the user.
    expect(em.getUnitOfWork().getById(UserSchema.meta.className, user.id)).toBeUndefined();
    const entity = validated!.user();
    expect(entity).toMatchObject({ id: user.id, email: user.email, status: user.status });
    expect(entity.createdAt).toBeInstanceOf(Date);
    expect(validated!.user()).toBe(entity);
    // The user is managed by the request's EntityManager (it is the viewer actions write with).
    expect(em.getUnitOfWork().getById(UserSchema.meta.className, user.id)).toBe(entity);
    expect((await countQueries(testOrm(), () => em.flush())).count).toBe(0);
    // Only what the request needs of the session: never its secret's hash.
    expect(validated?.session).toEqual({ id: issued.session.id, createdAt: expect.any(Date), lastVerifiedAt: expect.any(Date) });
    expect(validated?.session.createdAt.getTime()).toBe(issued.session.createdAt.getTime());
  });

});
