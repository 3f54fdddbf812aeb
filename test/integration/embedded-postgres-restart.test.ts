import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startAppProcess, type AppProcess } from '../support/app-process';

const RESTARTS = 3;

/** The running postmaster's pid and port, from its postmaster.pid (lines 1 and 4). */
function postmasterOf(output: string): { pid: number; port: number } {
  const dataDir = /Database: embedded PostgreSQL, data in (.+)/.exec(output)?.[1]?.trim();
  if (!dataDir) throw new Error(`the server did not say where its embedded database is:\n${output}`);
  const lines = readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n');
  return { pid: Number(lines[0]), port: Number(lines[3]) };
}

async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what}: not within ${timeoutMs} ms`);
}

/**
 * `npm start`'s own PostgreSQL killed outright, as a crash or the OOM killer would: the app starts
 * it again with bounded retries and answers again; when every retry fails it says so and keeps
 * answering 503, so the outage stays visible.
 */
describe('the embedded PostgreSQL dies', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ideahunt-pg-restart-'));
  let app: AppProcess | undefined;
  let squatter: Server | undefined;
  afterAll(async () => {
    squatter?.close();
    await app?.stop();
    // Running as root, the cluster lives in a folder of its own under the temp dir (embedded-postgres.ts).
    const clusterDir = app && /Database: embedded PostgreSQL, data in (.+)/.exec(app.output())?.[1]?.trim();
    if (clusterDir?.startsWith(tmpdir())) rmSync(dirname(clusterDir), { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  const status = async (path: string) => {
    try {
      return (await fetch(`http://127.0.0.1:${app!.port}${path}`, { signal: AbortSignal.timeout(5_000) })).status;
    } catch {
      return 0;
    }
  };
  const siteQuery = '/trpc/organisation.current?batch=1&input={}';

  it('is started again, and the app answers again within a bounded time', async () => {
    app = await startAppProcess({ dataDir, command: 'server', embeddedDatabase: true, env: { SEED_DEMO: 'false', EMBEDDED_POSTGRES_RESTARTS: String(RESTARTS) }, timeoutMs: 120_000 });
    expect(await status('/readyz')).toBe(200);
    const { pid } = postmasterOf(app.output());
    process.kill(pid, 'SIGKILL');
    await waitFor('the outage is seen', async () => (await status('/readyz')) === 503, 5_000);
    const back = await waitFor('the app answers again', async () => (await status('/readyz')) === 200, 15_000);
    console.log(`answered again ${back} ms after the outage was seen`);
    expect(await status(siteQuery)).not.toBeGreaterThanOrEqual(500);
    expect(app.output()).toMatch(/The embedded PostgreSQL stopped unexpectedly \(SIGKILL\); restarting it\./);
    expect(app.output()).toMatch(/The embedded PostgreSQL is running again \(restart attempt 1 of 3\)\./);
    expect(postmasterOf(app.output()).pid).not.toBe(pid);
  }, 150_000);

  it('after the last failed restart says so and keeps answering 503', async () => {
    const { pid, port } = postmasterOf(app!.output());
    process.kill(pid, 'SIGKILL');
    // Something else takes the port while it is down: every restart fails to listen.
    await waitFor('the port is free', () => new Promise<boolean>((resolve) => {
      // It hangs up at once, as a port nobody serves would refuse, rather than leave the app's connection attempts waiting.
      const server = createServer((socket) => socket.destroy());
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => {
        squatter = server;
        resolve(true);
      });
    }), 5_000);
    await waitFor('the app gives up', () => app!.output().includes('Gave up restarting the embedded PostgreSQL after 3 attempts'), 20_000);
    expect(app!.output().match(/Restarting the embedded PostgreSQL failed \(attempt \d of 3\)/g)).toHaveLength(3);
    expect(await status('/readyz')).toBe(503);
    expect(await status(siteQuery)).toBe(503);
    expect(await status('/healthz')).toBe(200);
    expect(app!.child.exitCode).toBeNull();

    // And it still stops at once when told to: the dead server is not waited for.
    const stopping = Date.now();
    expect(await app!.stop()).toBe(0);
    expect(Date.now() - stopping).toBeLessThan(5_000);
    expect(app!.output()).toContain('Stopped cleanly.');
  }, 60_000);
});

/**
 * A shutdown that runs out of time (a request that would not finish, a machine under load) still
 * stops the embedded PostgreSQL before the app exits: left running, it held the data folder and the
 * next `npm start` refused to share it ("Another copy of this app is using the database").
 */
describe('a shutdown that runs out of time', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ideahunt-pg-forced-'));
  let app: AppProcess | undefined;
  afterAll(async () => {
    await app?.stop();
    const clusterDir = app && /Database: embedded PostgreSQL, data in (.+)/.exec(app.output())?.[1]?.trim();
    if (clusterDir?.startsWith(tmpdir())) rmSync(dirname(clusterDir), { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('stops the database before exiting, so the next start finds its data folder free', async () => {
    const env = { SEED_DEMO: 'false', SHUTDOWN_TIMEOUT_MS: '100' };
    app = await startAppProcess({ dataDir, command: 'server', embeddedDatabase: true, env, timeoutMs: 120_000 });
    const { pid } = postmasterOf(app.output());
    expect(await app.stop()).toBe(1);
    expect(app.output()).toContain('Shutdown took too long; exiting.');
    expect(() => process.kill(pid, 0)).toThrow();
    app = await startAppProcess({ dataDir, command: 'server', embeddedDatabase: true, env: { SEED_DEMO: 'false' }, timeoutMs: 120_000 });
    expect(app.output()).not.toContain('Another copy');
  }, 150_000);
});
