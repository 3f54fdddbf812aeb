import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { resolve } from 'node:path';
import { Migrator } from '@mikro-orm/migrations';
import { migrationsList } from '#migrations/index.ts';
import { entities } from './entities';

/** One ORM configuration for the server, the CLI and the tests. */
export function ormConfig(clientUrl: string, overrides: Partial<Options> = {}): Options {
  return defineConfig({
    clientUrl,
    entities,
    extensions: [Migrator],
    // Every request works on its own fork (RequestContext); touching the global one is a bug.
    allowGlobalContext: false,
    forceUtcTimezone: true,
    // Entities never cross the wire (presenters do), so serialisation settings stay default.
    migrations: {
      tableName: 'mikro_orm_migrations',
      path: resolve(import.meta.dirname, '../../migrations'),
      emit: 'ts',
      migrationsList,
      transactional: true,
      allOrNothing: true,
      snapshot: false,
    },
    pool: { min: 0, max: 10 },
    driverOptions: {
      // knex prints a line for every connection the database drops; the requests that fail for
      // it are reported once per interval instead (errors/report-failure.ts).
      log: { warn: (message: string) => (/^Connection Error/.test(message) ? undefined : process.stderr.write(`knex: ${message}\n`)) },
    },
    ...overrides,
  });
}
