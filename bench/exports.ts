import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { buildApp } from '#server/app.ts';
import { LocalDiskStorage } from '#server/storage/local-disk-storage.ts';
import { openBenchDatabase } from './database';
import { seedBenchDatabase } from './seed';

/**
 * `npm run bench:exports`: the idea exports at BENCH_IDEAS ideas (10,000) in one campaign, the
 * app in this process: the coach's Ideas-tab CSV and the admin ideas export in each format. For
 * each: ms to the first and the last byte, size, and the process's peak RSS above what it held
 * before; the xls export once more with a client that stops reading for BENCH_SLOW_PAUSE_MS
 * (2000) after its first chunk, which a writer that ignores backpressure fills memory during.
 * Run at two sizes: a streamed export holds about the same memory at both.
 */
const IDEAS = Number(process.env.BENCH_IDEAS ?? 10_000);
const SLOW_PAUSE_MS = Number(process.env.BENCH_SLOW_PAUSE_MS ?? 2000);
const log = (message: string) => process.stdout.write(`${message}\n`);

interface Download {
  status: number;
  bytes: number;
  firstByteMs: number;
  lastByteMs: number;
}

/** GETs a path, counting its bytes without keeping them; `pauseMs` stops reading that long after the first chunk. */
function download(port: number, host: string, path: string, cookie: string, pauseMs = 0): Promise<Download> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, headers: { host, cookie } }, (response) => {
      let bytes = 0;
      let firstByteMs = 0;
      response.on('data', (chunk: Buffer) => {
        if (bytes === 0) {
          firstByteMs = performance.now() - started;
          if (pauseMs > 0) {
            response.pause();
            setTimeout(() => response.resume(), pauseMs);
          }
        }
        bytes += chunk.length;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes, firstByteMs, lastByteMs: performance.now() - started }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

/** Runs `work` while sampling the process's RSS; answers its result and the peak above the RSS before it. */
async function withPeakRss<T>(work: () => Promise<T>): Promise<{ result: T; peakMb: number }> {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, peakMb: (peak - before) / 1024 / 1024 };
  } finally {
    clearInterval(timer);
  }
}

async function main(): Promise<void> {
  log(`bench:exports: ${IDEAS} ideas, load average ${loadavg().map((value) => value.toFixed(2)).join(' ')}`);
  const database = await openBenchDatabase();
  const filesDir = mkdtempSync(join(tmpdir(), 'ideahunt-exports-bench-'));
  try {
    const seedStarted = Date.now();
    const fixture = await seedBenchDatabase(database.orm, database.url, { ideas: IDEAS, users: 500 });
    log(`seeded ${fixture.ideaCount} ideas in ${((Date.now() - seedStarted) / 1000).toFixed(1)}s`);
    // The campaign's coach also administers the site, for the admin export.
    await database.orm.em.fork().getConnection().execute(`update app_user set is_org_admin = true where email_normalized = 'coach@bench.example.com'`);
    const app = await buildApp({
      orm: database.orm,
      jwtKey: Buffer.from(fixture.jwtKeyHex, 'hex'),
      logger: pino({ level: 'warn' }),
      storage: new LocalDiskStorage(filesDir),
      jobs: { send: async () => undefined },
      legacyBasePath: '/legacy',
      trustProxy: false,
      publicUrl: 'http://localhost',
      clientDir: join(filesDir, randomBytes(4).toString('hex')),
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const cookie = `__Host-session=${fixture.sessionToken}`;
      const cases: [string, string, number][] = [
        ['coach ideas csv', `/legacy/coach/campaigns/${fixture.slug}/exportcsv`, 0],
        ['admin csv', '/legacy/export/ideas?format=csv', 0],
        ['admin windowscsv', '/legacy/export/ideas?format=windowscsv', 0],
        ['admin xls', '/legacy/export/ideas?format=xls', 0],
        ['admin xls, slow client', '/legacy/export/ideas?format=xls', SLOW_PAUSE_MS],
      ];
      // The code paths once, on files of a few rows, so the peaks below are the exports' own and
      // not code loading, nor a heap grown by a warm-up of the same size.
      for (const path of [`/legacy/coach/campaigns/${fixture.slug}/csv`, '/legacy/export/ideas?format=csv&filter=nothingmatchesthis', '/legacy/export/ideas?format=xls&filter=nothingmatchesthis']) {
        await download(port, fixture.host, path, cookie);
      }
      log('export                     first byte ms  last byte ms      MB  peak RSS above start (MB)');
      for (const [name, path, pauseMs] of cases) {
        const { result, peakMb } = await withPeakRss(() => download(port, fixture.host, path, cookie, pauseMs));
        if (result.status !== 200) throw new Error(`${name}: HTTP ${result.status}`);
        log(
          `${name.padEnd(26)}${result.firstByteMs.toFixed(0).padStart(14)}${result.lastByteMs.toFixed(0).padStart(14)}` +
            `${(result.bytes / 1024 / 1024).toFixed(1).padStart(8)}${peakMb.toFixed(1).padStart(27)}`,
        );
      }
    } finally {
      await app.close();
    }
  } finally {
    rmSync(filesDir, { recursive: true, force: true });
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
