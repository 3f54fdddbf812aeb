import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { delimiter, dirname, resolve } from 'node:path';
import { freePort } from '#server/net/free-port.ts';
import { databaseUrl, withAdminClient } from './test-postgres';

export const REPO_ROOT = resolve(import.meta.dirname, '../..');

export interface AppProcess {
  child: ChildProcess;
  port: number;
  /** Seconds from spawn until the server printed its address. */
  startSeconds: number;
  output(): string;
  /** The server's database, for tests that set up data no screen sets up yet (a site's sign-in sources). */
  databaseUrl(): string;
  /** Sends SIGTERM and resolves with the exit code. */
  stop(): Promise<number | null>;
}

/**
 * Starts the platform the way a user does: `command` is `npm start` or the bare server entry.
 * With TEST_DATABASE_URL set, a fresh database on that server replaces the embedded one, unless
 * the test is about the embedded one (`embeddedDatabase`). `nodeBinary` is the Node a user has
 * installed (first on PATH, so npm and the server run on it); `cwd` a checkout other than this one.
 */
export async function startAppProcess(options: {
  dataDir: string;
  command: 'npm-start' | 'server';
  timeoutMs?: number;
  env?: Record<string, string>;
  embeddedDatabase?: boolean;
  nodeBinary?: string;
  cwd?: string;
}): Promise<AppProcess> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: options.dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  // As in a user's shell: not the test runner's NODE_ENV=test.
  delete env.NODE_ENV;
  if (options.nodeBinary) env.PATH = `${dirname(options.nodeBinary)}${delimiter}${env.PATH ?? ''}`;
  // A DATABASE_URL given here is another process's database: a second server behind the same "load balancer".
  Object.assign(env, options.env);
  if (process.env.TEST_DATABASE_URL && !options.env?.DATABASE_URL && !options.embeddedDatabase) {
    const adminUrl = databaseUrl(process.env.TEST_DATABASE_URL, 'postgres');
    const name = `ideahunt_e2e_${randomBytes(5).toString('hex')}`;
    await withAdminClient(adminUrl, (client) => client.query(`create database ${name}`));
    env.DATABASE_URL = databaseUrl(adminUrl, name);
  }
  const [command, args] =
    options.command === 'npm-start' ? ['npm', ['start']] : [options.nodeBinary ?? process.execPath, ['--import', 'tsx', 'src/main.ts']];
  const started = Date.now();
  const child = spawn(command, args as string[], { cwd: options.cwd ?? REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolveExit) => child.once('exit', (code) => resolveExit(code)));

  await new Promise<void>((resolveReady, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start within ${options.timeoutMs ?? 90_000} ms:\n${output}`)), options.timeoutMs ?? 90_000);
    const check = () => {
      if (output.includes('IdeaHunt is running at')) {
        clearTimeout(timer);
        resolveReady();
      }
    };
    child.stdout!.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code} before it was ready:\n${output}`));
    });
  });

  return {
    child,
    port,
    startSeconds: (Date.now() - started) / 1000,
    output: () => output,
    databaseUrl: () => env.DATABASE_URL ?? embeddedDatabaseUrl(output),
    async stop() {
      if (child.exitCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      return exited;
    },
  };
}

/**
 * The embedded PostgreSQL's address, as the server set it up: the data folder it printed, the
 * port in PostgreSQL's postmaster.pid there, and the password kept next to the folder.
 */
function embeddedDatabaseUrl(output: string): string {
  const dataDir = /Database: embedded PostgreSQL, data in (.+)/.exec(output)?.[1]?.trim();
  if (!dataDir) throw new Error(`the server did not say where its embedded database is:\n${output}`);
  const port = readFileSync(resolve(dataDir, 'postmaster.pid'), 'utf8').split('\n')[3]?.trim();
  const { password } = JSON.parse(readFileSync(resolve(dirname(dataDir), 'postgres-credentials.json'), 'utf8')) as { password: string };
  return `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/ideahunt`;
}
