import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, createHash } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import pg from 'pg';
import { freePort } from '#server/net/free-port.ts';
import { everyAncestorTraversable, locatePostgresBinaries } from './postgres-binaries';

export interface EmbeddedDatabase {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

interface Credentials {
  password: string;
}

/** How a server that died is brought back: up to `attempts` starts, the first after `firstDelayMs`, each wait twice the last. */
export interface RestartPolicy {
  attempts: number;
  firstDelayMs: number;
}

/** Five attempts over about half a minute (1 + 2 + 4 + 8 + 16 s): long enough for a crashed server's last backends to exit. */
export const DEFAULT_RESTART_POLICY: RestartPolicy = { attempts: 5, firstDelayMs: 1000 };

interface RunAs {
  uid: number;
  gid: number;
}

/**
 * Runs PostgreSQL from the binaries shipped on npm, keeping its data in `<dataRoot>/postgres` so
 * a restart finds the same database. The server runs in its own process group: a Ctrl-C in the
 * terminal reaches our process, which drains requests and then stops the database itself. A
 * server that dies on its own is started again on the same port (`restart`), so the app, which
 * answers 503 meanwhile, reconnects without anyone stepping in.
 */
export async function startEmbeddedPostgres(options: {
  dataRoot: string;
  log: (message: string) => void;
  database?: string;
  /** A port of its own choosing; else a free one. A restart on the same port is how a test takes the database away and brings it back. */
  port?: number;
  /** Restarting a server that died; false leaves it dead (a test that takes the database away itself). */
  restart?: RestartPolicy | false;
}): Promise<EmbeddedDatabase> {
  const asRoot = userInfo().uid === 0;
  const runAs = asRoot ? postgresUser() : undefined;
  const binaries = await locatePostgresBinaries(asRoot);
  const dataDir = chooseDataDir(resolve(options.dataRoot), asRoot, options.log);
  const credentialsFile = join(dirname(dataDir), 'postgres-credentials.json');
  const initialised = existsSync(join(dataDir, 'PG_VERSION'));

  let credentials: Credentials;
  if (initialised) {
    credentials = readCredentials(credentialsFile);
    await stopOrphanedServer(dataDir);
  } else {
    // A failed initdb leaves a partial folder behind that would make the next one fail too.
    rmSync(dataDir, { recursive: true, force: true });
    credentials = newCredentials(credentialsFile);
    options.log(`Creating the embedded PostgreSQL database in ${dataDir}`);
    await initdb(binaries.initdb, dataDir, credentials, runAs);
  }

  const port = options.port ?? (await freePort());
  const start = () => startServer(binaries.postgres, dataDir, port, runAs);
  const server = await start();
  const database = options.database ?? 'ideahunt';
  const url = `postgresql://postgres:${encodeURIComponent(credentials.password)}@127.0.0.1:${port}/${database}`;
  try {
    await ensureDatabase(url.replace(/\/[^/]*$/, '/postgres'), database);
  } catch (error) {
    await stopServer(server);
    throw error;
  }
  const supervised = superviseServer(server, start, options.restart ?? DEFAULT_RESTART_POLICY, dataDir, options.log);
  return { url, dataDir, stop: supervised.stop };
}

/**
 * Watches the running server and, when it exits without being asked to, starts it again with
 * bounded retries and backoff, saying each step. After the last failed attempt it says so and
 * stops trying: the app keeps answering 503 with /readyz reporting the database unreachable, the
 * page a person or a monitor sees. Exiting instead would turn that into a refused connection,
 * and what makes several starts in a row fail (a full disk, a damaged data folder, the port
 * taken) is not mended by starting the whole app again.
 */
function superviseServer(first: ChildProcess, start: () => Promise<ChildProcess>, policy: RestartPolicy | false, dataDir: string, log: (message: string) => void): { stop: () => Promise<void> } {
  let current = first;
  let stopping = false;
  const restart = async (restartPolicy: RestartPolicy) => {
    let delayMs = restartPolicy.firstDelayMs;
    for (let attempt = 1; attempt <= restartPolicy.attempts; attempt += 1) {
      await new Promise((resolveWait) => setTimeout(resolveWait, delayMs));
      if (stopping) return;
      try {
        const child = await start();
        if (stopping) return void (await stopServer(child));
        current = child;
        watch(child);
        log(`The embedded PostgreSQL is running again (restart attempt ${attempt} of ${restartPolicy.attempts}).`);
        return;
      } catch (error) {
        log(`Restarting the embedded PostgreSQL failed (attempt ${attempt} of ${restartPolicy.attempts}): ${error instanceof Error ? error.message : String(error)}`);
        delayMs *= 2;
      }
    }
    log(`Gave up restarting the embedded PostgreSQL after ${restartPolicy.attempts} attempts; the app answers 503 until it is restarted. The data is in ${dataDir}.`);
  };
  const watch = (child: ChildProcess) => {
    child.once('exit', (code, signal) => {
      if (stopping || !policy) return;
      log(`The embedded PostgreSQL stopped unexpectedly (${signal ?? `exit code ${code}`}); restarting it.`);
      void restart(policy);
    });
  };
  watch(first);
  return {
    stop: () => {
      stopping = true;
      return stopServer(current);
    },
  };
}

function postgresUser(): RunAs {
  const lookup = () => ({ uid: Number(execFileSync('id', ['-u', 'postgres']).toString()), gid: Number(execFileSync('id', ['-g', 'postgres']).toString()) });
  try {
    return lookup();
  } catch {
    // PostgreSQL refuses to run as root; as root (a container, CI) it gets a user of its own.
    execFileSync('groupadd', ['--system', 'postgres']);
    execFileSync('useradd', ['--system', '--gid', 'postgres', '--no-create-home', 'postgres']);
    return lookup();
  }
}

/**
 * As root the data must be reachable by the postgres user. A clone under a root-only folder (a
 * home of mode 700) cannot hold it: it then lives in a per-checkout folder under the temp dir.
 */
function chooseDataDir(dataRoot: string, asRoot: boolean, log: (message: string) => void): string {
  const preferred = join(dataRoot, 'postgres');
  if (!asRoot || everyAncestorTraversable(dataRoot)) return preferred;
  const checkoutId = createHash('sha256').update(dataRoot).digest('hex').slice(0, 12);
  const fallback = join(tmpdir(), `ideahunt-${checkoutId}`, 'postgres');
  log(`${dataRoot} is not reachable by the postgres user (running as root); keeping the database in ${fallback}`);
  return fallback;
}

function run(program: string, args: string[], runAs: RunAs | undefined): Promise<string> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(program, args, { ...runAs, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_ALL: 'C' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolveRun(output) : reject(new Error(`${program} failed (${code}): ${output}`))));
  });
}

async function initdb(program: string, dataDir: string, credentials: Credentials, runAs: RunAs | undefined): Promise<void> {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const passwordFile = join(dirname(dataDir), `.initdb-password-${randomBytes(6).toString('hex')}`);
  writeFileSync(passwordFile, `${credentials.password}\n`, { mode: 0o600 });
  if (runAs) {
    chownSync(dataDir, runAs.uid, runAs.gid);
    chownSync(passwordFile, runAs.uid, runAs.gid);
  }
  try {
    await run(program, [`--pgdata=${dataDir}`, '--auth=scram-sha-256', '--username=postgres', `--pwfile=${passwordFile}`, '--encoding=UTF8', '--no-locale'], runAs);
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  } finally {
    rmSync(passwordFile, { force: true });
  }
}

function startServer(program: string, dataDir: string, port: number, runAs: RunAs | undefined): Promise<ChildProcess> {
  return new Promise((resolveStart, reject) => {
    const child = spawn(program, ['-D', dataDir, '-p', String(port), '-k', '', '-c', 'listen_addresses=127.0.0.1'], {
      ...runAs,
      // Its own process group: a terminal's Ctrl-C goes to us, and we stop it after draining.
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, LC_ALL: 'C' },
    });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready to accept connections')) {
        child.stderr!.off('data', onData);
        // Keep draining its log so the pipe never fills; nothing reads it.
        child.stderr!.resume();
        resolveStart(child);
      }
    };
    child.stderr!.on('data', onData);
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`PostgreSQL in ${dataDir} exited (${code}) while starting: ${output.trim()}`)));
    // If this process dies without stopping it, do not leave the database running.
    process.once('exit', () => {
      if (child.exitCode === null) child.kill('SIGINT');
    });
  });
}

/** A fast shutdown: sessions end, the data is checkpointed, the server exits cleanly. */
function stopServer(child: ChildProcess): Promise<void> {
  // One killed by a signal (a crash, the OOM killer) has no exit code, only the signal: waiting
  // for its exit again hung the app's shutdown after a failed restart.
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolveStop) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolveStop();
    });
    child.kill('SIGINT');
  });
}

/**
 * A server left running by a process that was killed outright (its parent gone, so now a child of
 * init) holds the data folder: stop it. One with a live parent belongs to another copy of the app.
 */
async function stopOrphanedServer(dataDir: string): Promise<void> {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  if (parentPid(pid) === 1) {
    process.kill(pid, 'SIGINT');
    await gone(pid, 15_000);
    return;
  }
  // A copy that was just stopped may still be checkpointing its database: give it a moment.
  if (!(await gone(pid, 15_000))) throw new Error(`Another copy of this app is using the database in ${dataDir} (PostgreSQL pid ${pid}); stop it first.`);
}

/** Waits up to `ms` for a process to end; true when it did. */
async function gone(pid: number, ms: number): Promise<boolean> {
  for (let waited = 0; waited < ms && isAlive(pid); waited += 100) await new Promise((resolveWait) => setTimeout(resolveWait, 100));
  return !isAlive(pid);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function parentPid(pid: number): number | null {
  try {
    // /proc/<pid>/stat: "pid (comm) state ppid ..."; comm may contain spaces, so split after ")".
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

function newCredentials(file: string): Credentials {
  const credentials = { password: randomBytes(24).toString('base64url') };
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(credentials), { mode: 0o600 });
  return credentials;
}

function readCredentials(file: string): Credentials {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Credentials;
  } catch {
    throw new Error(`The embedded database exists but its credentials file ${file} is missing; remove the data folder to start afresh.`);
  }
}
