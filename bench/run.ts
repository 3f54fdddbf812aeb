import { fork, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { TARGETS, benchCases, caseHeaders, casePath, type BenchCase, type Target } from './cases';
import { openBenchDatabase } from './database';
import { getJson, isRouteNotFound } from './http';
import { measure, type LoadOptions, type Measurement } from './load';
import { processCpuMs } from './process-cpu';
import { renderTable, renderVerdicts, verdicts, type CaseResult } from './report';
import { seedBenchDatabase, type BenchFixture } from './seed';
import type { SizeRun } from './scale-report';
import type { ServersMessage, ServersReady } from './servers';

/**
 * `npm run bench [-- --strict]`: seeds a throwaway database, starts our app and the bare
 * baseline in a server process, and drives each route with 50 keep-alive clients from this one.
 * Prints req/s, ratios to bare and latency; bars are PASS/FAIL lines, and only --strict turns a
 * FAIL into a non-zero exit, since absolute timings depend on the machine.
 */
const settings = {
  durationSeconds: positive('BENCH_DURATION', 5),
  warmupSeconds: positive('BENCH_WARMUP', 2),
  connections: positive('BENCH_CONNECTIONS', 50),
  ideas: positive('BENCH_IDEAS', 10_000),
  users: positive('BENCH_USERS', 500),
  /** Only the cases whose name contains this text (e.g. BENCH_ONLY=view). */
  only: process.env.BENCH_ONLY ?? '',
  strict: process.argv.includes('--strict'),
  /** A file to write the run's measurements to as JSON, for `npm run bench:scale`. */
  resultsFile: process.env.BENCH_RESULTS ?? '',
};

function positive(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number, got ${raw}`);
  return value;
}

const log = (message: string) => process.stderr.write(`${message}\n`);

async function main(): Promise<number> {
  log(`bench: ${settings.ideas} ideas, ${settings.connections} clients, ${settings.warmupSeconds}s warm-up + ${settings.durationSeconds}s per measurement`);
  log(machineLoad());
  const loadBefore = loadavg()[0]!;
  const database = await openBenchDatabase();
  let servers: ChildProcess | undefined;
  try {
    const seedStarted = Date.now();
    const fixture = await seedBenchDatabase(database.orm, database.url, { ideas: settings.ideas, users: settings.users });
    const seedSeconds = (Date.now() - seedStarted) / 1000;
    log(`seeded ${fixture.ideaCount} ideas in ${seedSeconds.toFixed(1)}s`);

    const started = await startServers(database.url, fixture);
    servers = started.child;
    const ready = started.ready;
    const serverPid = started.child.pid!;
    for (const warning of ready.warnings) log(`warning: ${warning}`);

    const cases = benchCases(fixture).filter((benchCase) => benchCase.name.includes(settings.only));
    const ports: Record<Target, number> = { trpc: ready.appPort, facade: ready.appPort, bare: ready.barePort };
    const available = new Map<BenchCase, Target[]>();
    for (const benchCase of cases) available.set(benchCase, await checkAnswers(benchCase, fixture, ports));

    const load = (benchCase: BenchCase, target: Target): LoadOptions => ({
      port: ports[target],
      path: casePath(target, benchCase, fixture),
      headers: caseHeaders(target, fixture),
      connections: settings.connections,
      durationSeconds: settings.durationSeconds,
      warmupSeconds: settings.warmupSeconds,
      serverCpuMs: () => processCpuMs(serverPid),
    });

    // One pass over every route first: the first route measured would otherwise also pay for
    // compiling the code paths all routes share, which a running server has long done.
    if (settings.warmupSeconds > 0) {
      log('warming up every route…');
      for (const benchCase of cases) {
        for (const target of available.get(benchCase)!) {
          await measure({ ...load(benchCase, target), durationSeconds: 1, warmupSeconds: 0 });
        }
      }
    }

    const results: CaseResult[] = [];
    for (const benchCase of cases) {
      const measurements: Partial<Record<Target, Measurement>> = {};
      for (const target of available.get(benchCase)!) {
        const measurement = await measure(load(benchCase, target));
        if (measurement.failures > 0) throw new Error(`${benchCase.name} on ${target}: ${measurement.failures} of ${measurement.requests} requests failed`);
        if (measurement.requests === 0) log(`warning: ${benchCase.name} on ${target}: no request completed in ${settings.durationSeconds}s`);
        log(`  ${benchCase.name.padEnd(24)} ${target.padEnd(6)} ${measurement.requestsPerSecond.toFixed(0).padStart(6)} req/s  p99 ${measurement.p99.toFixed(1)} ms  server CPU ${measurement.cpuMsPerRequest.toFixed(2)} ms/req`);
        measurements[target] = measurement;
      }
      results.push({ benchCase, trpc: measurements.trpc!, facade: measurements.facade ?? null, bare: measurements.bare!, statements: ready.statementCounts[benchCase.name]! });
    }

    log(machineLoad());
    if (settings.resultsFile) {
      const run: SizeRun = {
        ideas: settings.ideas,
        users: settings.users,
        seedSeconds,
        loadBefore,
        loadAfter: loadavg()[0]!,
        results: results.map(({ benchCase, trpc, facade, bare }) => ({ name: benchCase.name, trpc, facade, bare })),
      };
      writeFileSync(settings.resultsFile, JSON.stringify(run));
    }
    const info = { scopeStatements: ready.scopeStatements };
    const list = verdicts(results, info);
    process.stdout.write(`\n${renderTable(results, info)}\n\n${renderVerdicts(list)}\n`);
    const failed = list.some((verdict) => !verdict.pass);
    if (failed && !settings.strict) process.stdout.write('(bars are reported, not enforced: pass --strict to exit non-zero on a FAIL)\n');
    return failed && settings.strict ? 1 : 0;
  } finally {
    if (servers) await stopServers(servers);
    await database.close();
  }
}

/**
 * Other work on the machine skews the ratios (load moves between measurements), so the run
 * says how busy the machine was; a load above the core count makes the numbers unreliable.
 */
function machineLoad(): string {
  const cores = availableParallelism();
  const [oneMinute] = loadavg();
  const busy = oneMinute! > cores ? ' (busier than its cores: treat the numbers with care)' : '';
  return `machine: ${cores} cores, load average ${oneMinute!.toFixed(1)}${busy}`;
}

/** The server process, in production mode, on the seeded database. */
function startServers(databaseUrl: string, fixture: BenchFixture): Promise<{ child: ChildProcess; ready: ServersReady }> {
  // BENCH_CPU_PROF=<folder>: a V8 CPU profile of the server process, written when it stops.
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = fork(join(import.meta.dirname, 'servers.ts'), {
    execArgv: ['--import', 'tsx', ...profile],
    env: { ...process.env, NODE_ENV: 'production', BENCH_FIXTURE: JSON.stringify(fixture), BENCH_DATABASE_URL: databaseUrl },
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message: ServersMessage) => {
      if (message.type === 'ready') resolve({ child, ready: message });
      else reject(new Error(`the bench servers failed to start:\n${message.message}`));
    });
    child.once('exit', (code) => reject(new Error(`the bench servers exited (${code}) before they were ready`)));
  });
}

function stopServers(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.send({ type: 'stop' });
  });
}

interface ListAnswer {
  total: number;
  count: number;
  sort?: string;
}

/** Pulls the list out of each target's envelope: tRPC's batch of one, the façade's `{ result }` (or `{ result: [...], total }`), bare's rows. */
function listAnswer(target: Target, body: unknown): ListAnswer {
  const record = body as Record<string, unknown>;
  if (target === 'trpc') {
    const payload = (body as [{ result: { data: { json: Record<string, unknown> } } }])[0].result.data.json;
    return { total: Number(payload.total), count: (payload.ideas as unknown[]).length, sort: payload.sort as string };
  }
  if (target === 'facade' && Array.isArray(record.result)) return { total: Number(record.total), count: record.result.length };
  const payload = target === 'facade' ? (record.result as Record<string, unknown>) : record;
  return { total: Number(payload.total), count: (payload.ideas as unknown[]).length };
}

/**
 * Before timing anything: each target answers 200 with the same page, so the three compare the
 * same work (a bare handler that answered less would make every ratio look worse than it is).
 * Answers the targets to measure: a façade route missing from the table is reported and skipped.
 */
async function checkAnswers(benchCase: BenchCase, fixture: BenchFixture, ports: Record<Target, number>): Promise<Target[]> {
  const answers: Partial<Record<Target, ListAnswer | null>> = {};
  for (const target of TARGETS) {
    const path = casePath(target, benchCase, fixture);
    const response = await getJson(ports[target], path, caseHeaders(target, fixture));
    if (target === 'facade' && isRouteNotFound(response)) {
      log(`warning: ${benchCase.name}: the façade has no route for GET ${path}; its column is n/a`);
      continue;
    }
    if (response.status !== 200) throw new Error(`${benchCase.name} on ${target}: GET ${path} answered ${response.status}: ${JSON.stringify(response.body).slice(0, 300)}`);
    answers[target] = benchCase.kind === 'list' ? listAnswer(target, response.body) : null;
  }
  const targets = TARGETS.filter((target) => target in answers);
  if (benchCase.kind !== 'list') return targets;
  const bare = answers.bare!;
  for (const target of targets) {
    const answer = answers[target]!;
    if (answer.total !== bare.total || answer.count !== bare.count) {
      throw new Error(`${benchCase.name}: ${target} answers ${answer.count} of ${answer.total} ideas, bare ${bare.count} of ${bare.total}: not the same page`);
    }
  }
  const sort = answers.trpc!.sort;
  if (sort !== benchCase.sort) log(`warning: ${benchCase.name}: the server ordered by ${sort}`);
  return targets;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    log(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  },
);
