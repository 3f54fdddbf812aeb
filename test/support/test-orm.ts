import type { MikroORM } from '@mikro-orm/postgresql';

let current: MikroORM | undefined;

/**
 * The ORM of this test file's own database, which test-database.ts (the integration tests' setup)
 * opens. Apart from that file so the factories can be imported where no such database exists:
 * the browser tests pass them an EntityManager of the running server's database instead.
 */
export function testOrm(): MikroORM {
  if (!current) throw new Error('testOrm() is only available inside integration tests');
  return current;
}

export function setTestOrm(orm: MikroORM | undefined): void {
  current = orm;
}
