import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { SessionSchema } from '#server/entities/session.entity.ts';
import { createSession } from '#server/modules/auth/session.service.ts';
import { UserSchema } from '#server/entities/user.entity.ts';
import { FACTORY_PASSWORD, createUser } from '../factories/user.factory';
import { callerFor, scopedEm } from '../support/callers';
import { expectAppError } from '../support/errors';
import { LEGACY_BASE, requestJson } from '../support/http';
import { type Personas } from '../support/personas';
import { eventually, useServerProcesses } from '../support/server-processes';

/**
 * Leaving the site (spec 3 §6 "delete own account", §7 DELETE /api/users/me): the account waits
 * as pendingDelete, and every session and Bearer token of it ends at once in every process.
 */
describe('deleting one\'s own account', () => {
  // Two server processes on one database, each with its session cache, as behind a load balancer.
  const processes = useServerProcesses(2);
  const { browserSession, legacyToken, me } = processes;
  let first: FastifyInstance;
  let second: FastifyInstance;
  let personas: Personas;
  let host: string;
  beforeAll(() => {
    [first, second] = processes.apps as [FastifyInstance, FastifyInstance];
    ({ personas, host } = processes);
  });

  it('marks the account pendingDelete and signs it out everywhere: this cookie, other browsers, Bearer tokens, the other process', async () => {
    const user = await createUser({ organisation: personas.org });
    const bystander = await browserSession(first, personas.participant);
    const here = await browserSession(first, user);
    const otherBrowser = await browserSession(second, user);
    const bearer = await legacyToken(first, user);
    // Every session is checked once, so each process holds it in its cache.
    for (const [app, headers] of [[first, { cookie: here }], [second, { cookie: otherBrowser }], [second, { authorization: bearer }]] as const) expect(await me(app, headers)).toMatchObject({ guid: user.id });

    const response = await requestJson(first, { method: 'POST', url: '/trpc/profile.deleteAccount', host, headers: { cookie: here, origin: `http://${host}` }, body: { json: null } });
    expect(response.status).toBe(200);
    expect((response.body.result as { data: { json: unknown } }).data.json).toEqual({ status: 'pendingDelete' });
    expect(response.cookies.find((cookie) => cookie.name === 'session')).toMatchObject({ value: '' });

    expect(await me(first, { cookie: here })).toBeNull();
    await eventually(async () => (await me(second, { cookie: otherBrowser })) === null);
    await eventually(async () => (await me(second, { authorization: bearer })) === null);
    expect(await requestJson(first, { method: 'GET', url: `${LEGACY_BASE}/guest/users/${personas.participant.id}`, host, headers: { authorization: bearer } })).toMatchObject({ status: 200 });
    expect(await requestJson(first, { method: 'DELETE', url: `${LEGACY_BASE}/api/users/me`, host, headers: { authorization: bearer } })).toMatchObject({ status: 401, body: { error: 'not-authenticated' } });

    const em = scopedEm(personas.org);
    expect((await em.findOneOrFail(UserSchema, { id: user.id })).status).toBe('pendingDelete');
    expect(await em.count(SessionSchema, { user: user.id })).toBe(0);
    expect(await me(first, { cookie: bystander }), 'other users stay signed in').toMatchObject({ guid: personas.participant.id });
  });

  it('tells the user\'s open tabs why they are signed out: the status first, then the end of their session', async () => {
    const user = await createUser({ organisation: personas.org });
    const tab = await callerFor(user);
    const stream = (await tab.caller.realtime.viewer({}))[Symbol.asyncIterator]();
    try {
      expect((await stream.next()).value).toEqual({ type: 'unread', count: 0 });
      const heard = Promise.all([stream.next(), stream.next(), stream.next()]);
      await (await callerFor(user)).caller.profile.deleteAccount();
      expect(await heard).toEqual([
        { done: false, value: { type: 'status', status: 'pendingDelete' } },
        { done: false, value: { type: 'signed-out' } },
        { done: true, value: undefined },
      ]);
    } finally {
      await stream.return?.();
    }
  });

  it('refuses a pendingDelete account a new sign-in, by the browser or a legacy client, and any session begun some other way', async () => {
    const user = await createUser({ organisation: personas.org });
    await (await callerFor(user)).caller.profile.deleteAccount();
    const login = await requestJson(first, { method: 'POST', url: '/trpc/auth.login', host, headers: { origin: `http://${host}` }, body: { json: { email: user.email, password: FACTORY_PASSWORD } } });
    expect(login.status).toBe(403);
    expect(JSON.stringify(login.body)).toContain('account-pending-deletion');
    expect(await requestJson(first, { method: 'POST', url: `${LEGACY_BASE}/login`, host, body: { username: user.email, password: FACTORY_PASSWORD } })).toMatchObject({
      status: 403,
      body: { error: 'account-pending-deletion' },
    });
    // A session row made by another way of signing in (an external provider, say) is refused all the same.
    const em = scopedEm(personas.org);
    const issued = await createSession(em, await em.findOneOrFail(UserSchema, { id: user.id }), 'browser', { ip: '127.0.0.1', userAgent: 'vitest' });
    expect(await me(first, { cookie: `session=${issued.token}` })).toBeNull();
  });

  it('is open to any signed-in user, unverified ones too, over tRPC and DELETE /api/users/me', async () => {
    const unverified = await createUser({ organisation: personas.org, status: 'inactive' });
    expect(await (await callerFor(unverified)).caller.profile.deleteAccount()).toEqual({ status: 'pendingDelete' });
    const legacyUser = await createUser({ organisation: personas.org });
    const bearer = await legacyToken(first, legacyUser);
    expect(await requestJson(first, { method: 'DELETE', url: `${LEGACY_BASE}/api/users/me`, host, headers: { authorization: bearer } })).toEqual(
      expect.objectContaining({ status: 200, body: { result: { status: 'pendingDelete' } } }),
    );
    expect((await scopedEm(personas.org).findOneOrFail(UserSchema, { id: legacyUser.id })).status).toBe('pendingDelete');
  });

  it('refuses the logged out and touches nobody else', async () => {
    const before = await scopedEm(personas.org).count(UserSchema, { status: 'pendingDelete' });
    await expectAppError((await callerFor(null, { org: personas.org })).caller.profile.deleteAccount(), 'not-authenticated');
    expect(await requestJson(first, { method: 'DELETE', url: `${LEGACY_BASE}/api/users/me`, host })).toMatchObject({ status: 401, body: { error: 'not-authenticated', login: true } });
    expect(await scopedEm(personas.org).count(UserSchema, { status: 'pendingDelete' })).toBe(before);
  });
});
