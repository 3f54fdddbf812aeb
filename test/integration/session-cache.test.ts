import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { realtimeBus, startRealtimeListener, type RealtimeListener } from '#server/realtime/realtime-bus.ts';
import { REALTIME_CHANNEL } from '#server/realtime/realtime-events.ts';
import type { User } from '#server/entities/user.entity.ts';
import { hostFor } from '../factories/organisation.factory';
import { FACTORY_PASSWORD, createUser } from '../factories/user.factory';
import { testDeps } from '../support/callers';
import { countQueries } from '../support/count-queries';
import { LEGACY_BASE, requestJson } from '../support/http';
import { createPersonas, type Personas } from '../support/personas';
import { eventually } from '../support/server-processes';
import { testOrm } from '../support/test-database';

const quiet = pino({ level: 'silent' });
const databaseUrl = () => testOrm().config.get('clientUrl') as string;
const sql = (text: string, params: unknown[]) => testOrm().em.fork().getConnection().execute(text, params);

describe('session checks answered from the session cache', () => {
  let app: FastifyInstance;
  let personas: Personas;
  let listener: RealtimeListener;
  let host: string;
  beforeAll(async () => {
    listener = await startRealtimeListener(realtimeBus, { connectionString: databaseUrl(), logger: quiet });
    app = await buildApp({ orm: testOrm(), ...testDeps, clientDir: '/nonexistent-client-build', legacyBasePath: LEGACY_BASE, trustProxy: false, sessionCacheMs: 60_000 });
    await app.ready();
    personas = await createPersonas();
    host = hostFor(personas.org);
  });
  afterAll(async () => {
    await app.close();
    await listener.close();
  });

  async function signIn(user: User): Promise<string> {
    const response = await requestJson(app, { method: 'POST', url: '/trpc/auth.login', host, headers: { origin: `http://${host}` }, body: { json: { email: user.email, password: FACTORY_PASSWORD } } });
    expect(response.status).toBe(200);
    await heardEverythingSoFar();
    return `session=${response.cookies.find((cookie) => cookie.name === 'session')!.value}`;
  }

  /**
   * Waits until this process has heard every change committed so far: PostgreSQL delivers
   * NOTIFYs in commit order, so once a marker sent now arrives, the user's creation and sign-in
   * have too. Else one arriving during the next request makes it skip the cache (its read may
   * predate the change), which a warm process running fast on a loaded machine hit.
   */
  async function heardEverythingSoFar(): Promise<void> {
    const marker = `fence-${randomUUID()}`;
    let heard = false;
    const stop = realtimeBus.observe({ event: (event) => (heard ||= event.kind === 'session-ended' && event.sessionId === marker), listening: () => undefined });
    try {
      await sql('select pg_notify(?, ?)', [REALTIME_CHANNEL, JSON.stringify({ kind: 'session-ended', organisationId: personas.org.id, sessionId: marker })]);
      await eventually(async () => heard);
    } finally {
      stop();
    }
  }

  async function me(cookie: string) {
    const response = await requestJson(app, { method: 'GET', url: '/trpc/auth.me', host, headers: { cookie } });
    return (response.body.result as { data: { json: { guid: string; firstName: string; isOrgAdmin: boolean } | null } }).data.json;
  }

  const sessionStatements = async (cookie: string) =>
    (await countQueries(testOrm(), () => me(cookie))).statements.filter((statement) => statement.includes('from session s')).length;

  it('checks a signed-in request without asking the database for its session, the secret still checked', async () => {
    const cookie = await signIn(await createUser({ organisation: personas.org }));
    expect(await me(cookie)).not.toBeNull();
    // The sign-in's own changes reach the cache as notices a moment later and may drop the entry
    // the first check made (a loaded machine, Node 26): once they are in, checks stay off the database.
    await eventually(async () => (await sessionStatements(cookie)) === 0);
    expect(await sessionStatements(cookie)).toBe(0);
    const [id] = cookie.slice('session='.length).split('.');
    expect(await me(`session=${id}.${'a'.repeat(24)}`)).toBeNull();
  });

  it('signs the client out at once when it logs out', async () => {
    const cookie = await signIn(await createUser({ organisation: personas.org }));
    expect(await me(cookie)).not.toBeNull();
    const logout = await requestJson(app, { method: 'POST', url: '/trpc/auth.logout', host, headers: { cookie, origin: `http://${host}` }, body: { json: null } });
    expect(logout.status).toBe(200);
    expect(await me(cookie)).toBeNull();
  });

  it('hears what another process or an operator does to the rows: a deleted session, a blocked user, a changed user', async () => {
    const deleted = await signIn(await createUser({ organisation: personas.org }));
    expect(await me(deleted)).not.toBeNull();
    await sql('delete from session where id = ?', [deleted.slice('session='.length).split('.')[0]]);
    await eventually(async () => (await me(deleted)) === null);

    const blockedUser = await createUser({ organisation: personas.org });
    const blocked = await signIn(blockedUser);
    expect(await me(blocked)).not.toBeNull();
    await sql(`update app_user set status = 'blocked' where id = ?`, [blockedUser.id]);
    await eventually(async () => (await me(blocked)) === null);

    const promotedUser = await createUser({ organisation: personas.org, firstName: 'Before' });
    const promoted = await signIn(promotedUser);
    expect(await me(promoted)).toMatchObject({ firstName: 'Before', isOrgAdmin: false });
    await sql(`update app_user set is_org_admin = true, first_name = 'After' where id = ?`, [promotedUser.id]);
    await eventually(async () => (await me(promoted))?.isOrgAdmin === true);
    expect(await me(promoted)).toMatchObject({ firstName: 'After' });
  });

  it('asks the database every time while the process does not hear it', async () => {
    const cookie = await signIn(await createUser({ organisation: personas.org }));
    expect(await me(cookie)).not.toBeNull();
    realtimeBus.setListening(false);
    try {
      expect(await sessionStatements(cookie)).toBe(1);
      await sql('delete from session where id = ?', [cookie.slice('session='.length).split('.')[0]]);
      expect(await me(cookie)).toBeNull();
    } finally {
      realtimeBus.setListening(true);
    }
  });
});
