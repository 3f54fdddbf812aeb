import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll } from 'vitest';
import { ormConfig } from '#server/db/orm-config.ts';
import { e2eStack } from './e2e-stack';

/**
 * The running app's database for a browser test file, opened before its tests and closed after:
 * for rows a test sets up (its own site, people in a state no screen makes) or reads back. Each
 * call gives a fresh EntityManager, unfiltered by tenant like any code outside a request.
 */
export function useAppDatabase(): () => EntityManager {
  let orm: MikroORM | undefined;
  beforeAll(async () => {
    orm = await MikroORM.init(ormConfig(e2eStack().appDatabaseUrl, { pool: { min: 0, max: 2 } }));
  });
  afterAll(async () => {
    await orm?.close(true);
  });
  return () => {
    if (!orm) throw new Error('useAppDatabase: the database is open only while the file’s tests run');
    return orm.em.fork();
  };
}
