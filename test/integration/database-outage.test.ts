import { MikroORM } from '@mikro-orm/postgresql';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src-server/app';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../src-server/db/embedded-postgres';
import { ormConfig } from '../../src-server/db/orm-config';
import { createSession } from '../../src-server/modules/auth/session.service';
import { signLegacyToken } from '../../src-server/modules/auth/legacy-token';
import { CommentSchema, IdeaSchema } from '../../src-server/modules/idea/idea.entity';
import { UserSchema } from '../../src-server/modules/user/user.entity';
import { createCampaignRow } from '../factories/campaign.factory';
import { createIdeaRow } from '../factories/idea.factory';
import { createOrganisation, hostFor } from '../factories/organisation.factory';
import { addParticipants } from '../factories/participation.factory';
import { createUser } from '../factories/user.factory';
import { TEST_JWT_KEY, testDeps } from '../support/callers';
import { LEGACY_BASE } from '../support/http';

const CLIENTS = 20;

/**
 * PostgreSQL stopped under load and started again, on a server of this file's own (the other
 * files share theirs). What must hold: no 500s, a 503 with Retry-After while it is away, one log
 * line per interval rather than one stack trace per request, answers again within 5 s of its
 * return, and no acknowledged write lost.
 */
describe('the database goes away under load and comes back', () => {
  const dataRoot = mkdtempSync(join(tmpdir(), 'ideahunt-outage-'));
  let database: EmbeddedDatabase;
  let port: number;
  let orm: MikroORM;
  let app: FastifyInstance;
  const logLines: { level: number; msg: string }[] = [];
  let host = '';
  let ideaId = '';
  let authorization = '';

  beforeAll(async () => {
    database = await startEmbeddedPostgres({ dataRoot, log: () => undefined, database: 'outage' });
    port = Number(new URL(database.url).port);
    orm = await MikroORM.init(ormConfig(database.url));
    await orm.getMigrator().up();
    const em = orm.em.fork({ disableTransactions: true });
    const org = await createOrganisation({}, em);
    const [coach, member] = await Promise.all([createUser({ organisation: org }, em.fork()), createUser({ organisation: org }, em.fork())]);
    const campaign = await createCampaignRow({ organisation: org, coach: coach! }, em.fork());
    await addParticipants(campaign, [member!], 'approved', em.fork());
    ideaId = (await createIdeaRow({ campaign, author: coach! }, em.fork())).id;
    host = hostFor(org);
    const sessionEm = em.fork();
    const issued = await createSession(sessionEm, await sessionEm.findOneOrFail(UserSchema, { id: member!.id }, { filters: false }), 'bearer', { ip: '127.0.0.1', userAgent: 'vitest' });
    authorization = `Bearer ${await signLegacyToken(TEST_JWT_KEY, issued.token, issued.expiresAt)}`;
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

  const comment = (n: number) =>
    app.inject({ method: 'POST', url: `${LEGACY_BASE}/comment`, headers: { host, authorization, 'content-type': 'application/json' }, payload: JSON.stringify({ ideaGuid: ideaId, text: `Comment number ${n}` }) });
  const read = () => app.inject({ method: 'GET', url: `${LEGACY_BASE}/api/ideas/${ideaId}`, headers: { host, authorization } });

  it('answers 503 with Retry-After while it is away, logs it once per interval, and loses no acknowledged write', async () => {
    const statuses = new Map<number, number>();
    const acknowledged = new Set<string>();
    let written = 0;
    let running = true;
    let retryAfterSeen = false;
    const client = async () => {
      while (running) {
        const n = (written += 1);
        const response = n % 2 === 0 ? await comment(n) : await read();
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        if (response.statusCode === 200 && n % 2 === 0) acknowledged.add(`Comment number ${n}`);
        if (response.statusCode === 503 && Number(response.headers['retry-after']) > 0) retryAfterSeen = true;
      }
    };
    const clients = Array.from({ length: CLIENTS }, client);
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
    running = false;
    await Promise.all(clients);

    expect(statuses.get(500) ?? 0).toBe(0);
    expect(outageStatuses.get(503) ?? 0).toBeGreaterThan(0);
    expect(retryAfterSeen).toBe(true);
    expect(recoveredAt, 'answers again after the database returns').toBeGreaterThan(0);
    expect(recoveredAt - restartedAt).toBeLessThan(5000);
    // One line per interval for the whole outage, not one per failed request.
    const outageLines = logLines.filter((line) => line.level >= 40);
    expect(outageLines.length).toBeLessThanOrEqual(Math.ceil((Date.now() - stoppedAt) / 10_000) + 2);

    const em = orm.em.fork();
    const stored = await em.find(CommentSchema, { idea: ideaId }, { filters: false });
    const texts = new Set(stored.map((row) => row.body));
    for (const text of acknowledged) expect(texts.has(text), text).toBe(true);
    expect((await em.findOneOrFail(IdeaSchema, { id: ideaId }, { filters: false })).commentCount).toBe(stored.length);
    console.log(`outage: ${[...statuses].map(([status, count]) => `${count} × ${status}`).join(', ')}; recovered ${recoveredAt - restartedAt} ms after the restart; ${outageLines.length} log lines`);
  }, 60_000);
});
