import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { pino } from 'pino';
import { buildApp } from '#server/app.ts';
import { ormConfig } from '#server/db/orm-config.ts';
import { LocalDiskStorage } from '#server/storage/local-disk-storage.ts';
import { buildBareApp, type CapturedStatement } from './bare-app';
import { LEGACY_BASE, SCOPE_PROBE_PATH, benchCases, caseHeaders, casePath, type Target } from './cases';
import { getJson, isRouteNotFound } from './http';
import { listStatementFor, splitListCapture } from './list-sql';
import type { BenchFixture } from './seed';
import { DEFAULT_SESSION_CACHE_SECONDS, DEFAULT_SITE_CACHE_SECONDS } from '#server/config.ts';
import { realtimeBus, startRealtimeListener } from '#server/realtime/realtime-bus.ts';

/** What the server process tells the driver once both servers listen. */
export interface ServersReady {
  type: 'ready';
  appPort: number;
  barePort: number;
  /** SQL statements per request of each case, for our two routes (the bare one runs the same). */
  statementCounts: Record<string, { trpc: number; facade: number | null }>;
  /** Of those, what every API request sends before its procedure runs (site from the Host, session). */
  scopeStatements: number;
  /** Problems found while capturing (a list statement the builder does not reproduce, …). */
  warnings: string[];
}

export type ServersMessage = ServersReady | { type: 'failed'; message: string };

/** The same pool size the app's ORM uses (orm-config.ts), so neither side waits on more connections. */
const POOL_SIZE = 10;

/**
 * The server process of the bench (forked by run.ts, so the load driver does not share its event
 * loop): our app built by buildApp as src/main.ts builds it, and the bare baseline next to it.
 */
async function main(): Promise<void> {
  const fixture = JSON.parse(process.env.BENCH_FIXTURE ?? '') as BenchFixture;
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
  const logger = pino({ level: 'warn' });
  const filesDir = mkdtempSync(join(tmpdir(), 'ideahunt-bench-files-'));
  const orm = await MikroORM.init(ormConfig(databaseUrl, { pool: { min: 0, max: POOL_SIZE } }));
  // As src/main.ts does: the process hears the database's changes (the session cache relies on it).
  const realtime = await startRealtimeListener(realtimeBus, { connectionString: databaseUrl, logger });
  const app = await buildApp({
    orm,
    jwtKey: Buffer.from(fixture.jwtKeyHex, 'hex'),
    logger,
    storage: new LocalDiskStorage(filesDir),
    // Reads enqueue nothing; a queue that drops jobs keeps pg-boss out of the measurement.
    jobs: { send: async () => undefined },
    legacyBasePath: LEGACY_BASE,
    trustProxy: false,
    // Reads send no mail and export nothing: no link is built from it.
    publicUrl: 'http://localhost',
    clientDir: join(filesDir, 'no-client-build'),
    // As src/main.ts runs it by default.
    siteCacheMs: DEFAULT_SITE_CACHE_SECONDS * 1000,
    sessionCacheMs: DEFAULT_SESSION_CACHE_SECONDS * 1000,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const appPort = portOf(app.server.address());

  // One request per case and route with a query listener on: the statements our code sends.
  const knex = orm.em.getConnection().getKnex();
  const capture = async (target: Target, path: string): Promise<CapturedStatement[] | null> => {
    // A request first, so the statements captured are a running server's, its caches (site, session) warm.
    await getJson(appPort, path, caseHeaders(target, fixture));
    const statements: CapturedStatement[] = [];
    const listener = (query: { sql: string; bindings?: unknown[]; options?: { name?: string } }) =>
      statements.push({ sql: query.sql, params: query.bindings ?? [], prepared: query.options?.name !== undefined });
    knex.on('query', listener);
    try {
      const response = await getJson(appPort, path, caseHeaders(target, fixture));
      // A façade route not (yet) in the table: that column is left out, the rest still runs.
      if (target === 'facade' && isRouteNotFound(response)) return null;
      if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}: ${JSON.stringify(response.body).slice(0, 300)}`);
    } finally {
      knex.removeListener('query', listener);
    }
    return statements;
  };

  const warnings: string[] = [];
  const scopeStatements = (await capture('trpc', SCOPE_PROBE_PATH))!.length;
  const statementCounts: ServersReady['statementCounts'] = {};
  let listPreamble: CapturedStatement[] | undefined;
  let viewStatements: CapturedStatement[] = [];
  for (const benchCase of benchCases(fixture)) {
    const trpc = (await capture('trpc', casePath('trpc', benchCase, fixture)))!;
    const facade = await capture('facade', casePath('facade', benchCase, fixture));
    statementCounts[benchCase.name] = { trpc: trpc.length, facade: facade?.length ?? null };
    if (process.env.BENCH_SHOW_SQL) process.stderr.write(`\n-- ${benchCase.name} (tRPC): ${trpc.length} statements\n${trpc.map((statement) => `${statement.sql};${statement.params.length > 0 ? ` -- ${JSON.stringify(statement.params)}` : ''}`).join('\n')}\n`);
    if (benchCase.kind === 'view') {
      viewStatements = trpc;
      continue;
    }
    const split = splitListCapture(trpc, { slug: fixture.slug, sort: benchCase.sort, search: benchCase.search, page: 1 }, fixture);
    if (split.warning) warnings.push(`${benchCase.name}: ${split.warning}`);
    listPreamble ??= split.preamble;
  }

  const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_SIZE });
  const bare = await buildBareApp(pool, { listPreamble: listPreamble ?? [], listStatement: (query) => listStatementFor(query, fixture), viewStatements }, logger);
  await bare.listen({ host: '127.0.0.1', port: 0 });

  process.on('message', (message: { type?: string }) => {
    if (message.type !== 'stop') return;
    void (async () => {
      await Promise.all([app.close(), bare.close()]);
      await realtime.close();
      await pool.end();
      await orm.close(true);
      rmSync(filesDir, { recursive: true, force: true });
      process.exit(0);
    })();
  });
  send({ type: 'ready', appPort, barePort: portOf(bare.server.address()), statementCounts, scopeStatements, warnings });
}

function portOf(address: ReturnType<Server['address']>): number {
  if (!address || typeof address === 'string') throw new Error('the server did not listen on a TCP port');
  return address.port;
}

function send(message: ServersMessage): void {
  process.send?.(message);
}

main().catch((error: unknown) => {
  send({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exit(1);
});
