import { MikroORM } from '@mikro-orm/postgresql';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '#server/db/embedded-postgres.ts';
import { ormConfig } from '#server/db/orm-config.ts';
import { createSession } from '#server/modules/auth/session.service.ts';
import { signLegacyToken } from '#server/modules/auth/legacy-token.ts';
import { CommentSchema, IdeaSchema, UpvoteSchema } from '#server/entities/idea.entity.ts';
import { UserSchema } from '#server/entities/user.entity.ts';
import { createCampaignRow } from '../factories/campaign.factory';
import { createIdeaRow } from '../factories/idea.factory';
import { createOrganisation, hostFor } from '../factories/organisation.factory';
import { addParticipants } from '../factories/participation.factory';
import { createUser } from '../factories/user.factory';
import { TEST_JWT_KEY, testDeps } from '../support/callers';
import { LEGACY_BASE } from '../support/http';

const CLIENTS = 50;
const IDEAS = 3;
/** How long the steady load runs: a few seconds in `npm test`, as long as asked under `npm run soak`. */
const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 4);

/**
 * Mixed reads and writes from 50 clients, each a member with a session of its own, on a
 * PostgreSQL server of this file's own (the other files share theirs, and one test here stops it).
 * Steady: no 5xx and every counter equal to its rows. Outage: PostgreSQL stopped under load and
 * started again; a 503 with Retry-After while it is away, one log line per interval rather than
 * one stack trace per request, answers again within 5 s of its return, no acknowledged write lost.
 */
describe('under load, and when the database goes away and comes back', () => {
  const dataRoot = mkdtempSync(join(tmpdir(), 'ideahunt-outage-'));
  let database: EmbeddedDatabase;
  let port: number;
  let orm: MikroORM;
  let app: FastifyInstance;
  const logLines: { level: number; msg: string }[] = [];
  let host = '';
  let ideaIds: string[] = [];
  let authorizations: string[] = [];

  beforeAll(async () => {
    database = await startEmbeddedPostgres({ dataRoot, log: () => undefined, database: 'outage' });
    port = Number(new URL(database.url).port);
    orm = await MikroORM.init(ormConfig(database.url));
    await orm.getMigrator().up();
    const em = orm.em.fork({ disableTransactions: true });
    const org = await createOrganisation({}, em);
    const coach = await createUser({ organisation: org }, em.fork());
    const members = await Promise.all(Array.from({ length: CLIENTS }, () => createUser({ organisation: org }, em.fork())));
    const campaign = await createCampaignRow({ organisation: org, coach }, em.fork());
    await addParticipants(campaign, members, 'approved', em.fork());
    ideaIds = await Promise.all(Array.from({ length: IDEAS }, async () => (await createIdeaRow({ campaign, author: coach }, em.fork())).id));
    host = hostFor(org);
    authorizations = await Promise.all(
      members.map(async (member) => {
        const sessionEm = em.fork();
        const user = await sessionEm.findOneOrFail(UserSchema, { id: member.id }, { filters: false });
        const issued = await createSession(sessionEm, user, 'bearer', { ip: '127.0.0.1', userAgent: 'vitest' });
        return `Bearer ${await signLegacyToken(TEST_JWT_KEY, issued.token, issued.expiresAt)}`;
      }),
    );
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line) as { level: number; msg: string });
        done();
      },
    });
    app = await buildApp({ ...testDeps, logger: pino({ level: 'warn' }, sink), orm, clientDir: '/nonexistent-client-build', legacyBasePath: LEGACY_BASE, trustProxy: false });
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await orm?.close(true);
    await database?.stop();
    rmSync(dataRoot, { recursive: true, force: true });
  });

  const request = (client: number, method: 'GET' | 'POST', url: string, body?: object) =>
    app.inject({
      method,
      url: `${LEGACY_BASE}${url}`,
      headers: { host, authorization: authorizations[client]!, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { payload: JSON.stringify(body) } : {}),
    });
  const read = (client = 0) => request(client, 'GET', `/api/ideas/${ideaIds[0]}`);

  /** Each client in turn reads an idea, comments on one and toggles its upvote on one, until stopped. */
  function mixedLoad(onAnswer: (status: number, headers: Record<string, unknown>, comment: string | null) => void) {
    let running = true;
    let written = 0;
    const client = async (index: number) => {
      for (let turn = 0; running; turn += 1) {
        const idea = ideaIds[(index + turn) % IDEAS]!;
        const kind = turn % 3;
        const text = `Comment ${(written += 1)} from ${index}`;
        const response =
          kind === 0
            ? await request(index, 'GET', `/api/ideas/${idea}`)
            : kind === 1
              ? await request(index, 'POST', '/comment', { ideaGuid: idea, text })
              : await request(index, 'POST', `/api/ideas/${idea}/upvote`, {});
        onAnswer(response.statusCode, response.headers, kind === 1 ? text : null);
      }
    };
    const clients = Array.from({ length: CLIENTS }, (_, index) => client(index));
    return async () => {
      running = false;
      await Promise.all(clients);
    };
  }

  /** Every idea's counters against its rows; and every acknowledged comment stored. */
  async function expectCountersExact(acknowledged: Set<string>) {
    const em = orm.em.fork();
    for (const id of ideaIds) {
      const idea = await em.findOneOrFail(IdeaSchema, { id }, { filters: false });
      expect(idea.commentCount).toBe(await em.count(CommentSchema, { idea: id }, { filters: false }));
      expect(idea.upvoteCount).toBe(await em.count(UpvoteSchema, { idea: id }, { filters: false }));
    }
    const stored = new Set((await em.find(CommentSchema, { idea: { $in: ideaIds } }, { filters: false, fields: ['body'] })).map((row) => row.body));
    for (const text of acknowledged) expect(stored.has(text), text).toBe(true);
  }

  it(`keeps up with ${CLIENTS} clients reading and writing at once: no 5xx, counters exact`, async () => {
    const statuses = new Map<number, number>();
    const acknowledged = new Set<string>();
    const stop = mixedLoad((status, _headers, comment) => {
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status === 200 && comment) acknowledged.add(comment);
    });
    await new Promise((done) => setTimeout(done, SOAK_SECONDS * 1000));
    await stop();
    const answered = [...statuses.values()].reduce((sum, count) => sum + count, 0);
    console.log(`steady load, ${SOAK_SECONDS} s: ${[...statuses].map(([status, count]) => `${count} × ${status}`).join(', ')} (${Math.round(answered / SOAK_SECONDS)}/s)`);
    expect([...statuses.keys()].filter((status) => status >= 500)).toEqual([]);
    expect(statuses.get(200) ?? 0).toBe(answered);
    await expectCountersExact(acknowledged);
  }, 60_000 + SOAK_SECONDS * 1000);

  it('answers 503 with Retry-After while it is away, logs it once per interval, and loses no acknowledged write', async () => {
    const statuses = new Map<number, number>();
    const acknowledged = new Set<string>();
    let retryAfterSeen = false;
    const stop = mixedLoad((status, headers, comment) => {
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status === 200 && comment) acknowledged.add(comment);
      if (status === 503 && Number(headers['retry-after']) > 0) retryAfterSeen = true;
    });
    await new Promise((done) => setTimeout(done, 1500));
    await database.stop();
    const stoppedAt = Date.now();
    await new Promise((done) => setTimeout(done, 3000));
    const outageStatuses = new Map(statuses);
    database = await startEmbeddedPostgres({ dataRoot, log: () => undefined, database: 'outage', port });
    const restartedAt = Date.now();
    let recoveredAt = 0;
    while (!recoveredAt && Date.now() - restartedAt < 10_000) {
      if ((await read()).statusCode === 200) recoveredAt = Date.now();
      else await new Promise((done) => setTimeout(done, 100));
    }
    await new Promise((done) => setTimeout(done, 1000));
    await stop();

    expect(statuses.get(500) ?? 0).toBe(0);
    expect(outageStatuses.get(503) ?? 0).toBeGreaterThan(0);
    expect(retryAfterSeen).toBe(true);
    expect(recoveredAt, 'answers again after the database returns').toBeGreaterThan(0);
    expect(recoveredAt - restartedAt).toBeLessThan(5000);
    // One line per interval for the whole outage, not one per failed request.
    const outageLines = logLines.filter((line) => line.level >= 40);
    expect(outageLines.length).toBeLessThanOrEqual(Math.ceil((Date.now() - stoppedAt) / 10_000) + 2);

    await expectCountersExact(acknowledged);
    console.log(`outage: ${[...statuses].map(([status, count]) => `${count} × ${status}`).join(', ')}; recovered ${recoveredAt - restartedAt} ms after the restart; ${outageLines.length} log lines`);
  }, 60_000);
});
