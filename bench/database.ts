import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from '#server/db/orm-config.ts';
import { databaseUrl, startTestPostgres, withAdminClient } from '#test/support/test-postgres.ts';

export interface BenchDatabase {
  url: string;
  orm: MikroORM;
  close(): Promise<void>;
}

/**
 * A throwaway database with every migration applied, on the tests' PostgreSQL: the embedded one
 * in a temp folder, or TEST_DATABASE_URL's server when set (only this database is created and
 * dropped there). `migrateTo` stops at that migration, to measure the schema as it was.
 */
export async function openBenchDatabase(options: { migrateTo?: string } = {}): Promise<BenchDatabase> {
  const server = await startTestPostgres();
  // Ctrl-C or SIGTERM in the middle of a bench stops its PostgreSQL too: left running, it kept
  // its port and temp folder until someone found and killed it.
  const onSignal = (signal: NodeJS.Signals) => {
    process.stderr.write(`\n${signal}: stopping the bench's PostgreSQL.\n`);
    // The bench's queries in flight fail as the database goes: it is stopping anyway.
    process.on('uncaughtException', () => undefined);
    process.on('unhandledRejection', () => undefined);
    void server.stop().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const stop = async () => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await server.stop();
  };
  const name = `ideahunt_bench_${process.pid}`;
  try {
    await withAdminClient(server.adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`).then(() => client.query(`create database ${name}`)));
    const url = databaseUrl(server.adminUrl, name);
    const config = ormConfig(url, { pool: { min: 0, max: 2 } });
    const orm = await MikroORM.init({ ...config, migrations: { ...config.migrations, silent: true } });
    await orm.getMigrator().up(options.migrateTo === undefined ? undefined : { to: options.migrateTo });
    return {
      url,
      orm,
      async close() {
        await orm.close(true);
        await withAdminClient(server.adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
        await stop();
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
