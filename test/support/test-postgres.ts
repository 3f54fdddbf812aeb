import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '#server/db/embedded-postgres.ts';

export interface TestPostgres {
  /** A URL to the server's maintenance database, for CREATE/DROP DATABASE. */
  adminUrl: string;
  stop(): Promise<void>;
}

/**
 * A throwaway PostgreSQL for a test run: TEST_DATABASE_URL's server when set (databases are
 * created and dropped on it, nothing else is touched), else an embedded one in a temp folder.
 */
export async function startTestPostgres(): Promise<TestPostgres> {
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    const url = new URL(external);
    url.pathname = '/postgres';
    return { adminUrl: url.toString(), stop: async () => undefined };
  }
  const dataRoot = mkdtempSync(join(tmpdir(), 'ideahunt-test-'));
  const embedded = await startEmbeddedPostgres({ dataRoot, log: () => undefined, database: 'postgres' });
  await withoutDurability(embedded.url);
  return {
    adminUrl: embedded.url,
    async stop() {
      await embedded.stop();
      rmSync(dataRoot, { recursive: true, force: true });
    },
  };
}

/**
 * A throwaway cluster need not survive a crash: without flushing to disk, every CREATE DATABASE
 * from the template, commit and checkpoint stops waiting for the disk, which a machine running
 * several suites shares. Only for clusters a test run created itself, never TEST_DATABASE_URL's.
 */
export async function withoutDurability(adminUrl: string): Promise<void> {
  await withAdminClient(adminUrl, async (client) => {
    for (const setting of ['fsync', 'synchronous_commit', 'full_page_writes']) await client.query(`alter system set ${setting} = off`);
    await client.query('select pg_reload_conf()');
  });
}

export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function withAdminClient<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
