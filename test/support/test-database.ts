import { randomBytes } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, inject } from 'vitest';
import { ormConfig } from '../../src-server/db/orm-config';
import { databaseUrl, withAdminClient } from './test-postgres';

let current: MikroORM | undefined;

/** The ORM of this test file's own database (cloned from the migrated template). */
export function testOrm(): MikroORM {
  if (!current) throw new Error('testOrm() is only available inside integration tests');
  return current;
}

const adminUrl = inject('databaseAdminUrl');
const database = `ideahunt_test_${randomBytes(6).toString('hex')}`;

beforeAll(async () => {
  await withAdminClient(adminUrl, (client) => client.query(`create database ${database} template ${inject('templateDatabase')}`));
  current = await MikroORM.init(ormConfig(databaseUrl(adminUrl, database), { pool: { min: 0, max: 4 } }));
});

afterAll(async () => {
  await current?.close(true);
  current = undefined;
  await withAdminClient(adminUrl, (client) => client.query(`drop database if exists ${database} with (force)`));
});
