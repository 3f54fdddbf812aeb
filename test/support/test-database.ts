import { randomBytes } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, inject } from 'vitest';
import { ormConfig } from '#server/db/orm-config.ts';
import { databaseUrl, withAdminClient } from './test-postgres';
import { setTestOrm, testOrm } from './test-orm';

// Integration tests have always read the ORM from here.
export { testOrm };

let orm: MikroORM | undefined;
const adminUrl = inject('databaseAdminUrl');
const database = `ideahunt_test_${randomBytes(6).toString('hex')}`;

beforeAll(async () => {
  await withAdminClient(adminUrl, (client) => client.query(`create database ${database} template ${inject('templateDatabase')}`));
  orm = await MikroORM.init(ormConfig(databaseUrl(adminUrl, database), { pool: { min: 0, max: 4 } }));
  setTestOrm(orm);
});

afterAll(async () => {
  await orm?.close(true);
  orm = undefined;
  setTestOrm(undefined);
  await withAdminClient(adminUrl, (client) => client.query(`drop database if exists ${database} with (force)`));
});
