import { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '#server/config.ts';
import { DEFAULT_RESTART_POLICY, startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres';
import { ormConfig } from './orm-config';

export interface Database {
  orm: MikroORM;
  /** The connection URL, for other clients of the same database (the job queue). */
  url: string;
  /** Set when this process started its own PostgreSQL, which it must stop on the way out. */
  embedded: EmbeddedDatabase | null;
  close(): Promise<void>;
}

/**
 * Connects to DATABASE_URL, or starts the embedded PostgreSQL when none is configured, then
 * applies every pending migration (the only source of the schema).
 */
export async function openDatabase(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR' | 'EMBEDDED_POSTGRES_RESTARTS'>, log: (message: string) => void): Promise<Database> {
  const restart = config.EMBEDDED_POSTGRES_RESTARTS > 0 && { ...DEFAULT_RESTART_POLICY, attempts: config.EMBEDDED_POSTGRES_RESTARTS };
  const embedded = config.DATABASE_URL ? null : await startEmbeddedPostgres({ dataRoot: config.DATA_DIR, log, restart });
  try {
    const url = config.DATABASE_URL ?? embedded!.url;
    const orm = await MikroORM.init(ormConfig(url));
    await orm.getMigrator().up();
    return {
      orm,
      url,
      embedded,
      async close() {
        await orm.close(true);
        await embedded?.stop();
      },
    };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}
