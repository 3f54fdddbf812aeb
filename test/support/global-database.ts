import { MikroORM } from '@mikro-orm/postgresql';
import type { TestProject } from 'vitest/node';
import { ormConfig } from '#server/db/orm-config.ts';
import { databaseUrl, startTestPostgres, withAdminClient } from './test-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseAdminUrl: string;
    templateDatabase: string;
  }
}

/**
 * Once per integration run: a PostgreSQL server and a template database with every migration
 * applied. Each test file then clones the template (test-database.ts), which takes
 * milliseconds and keeps files from seeing each other's rows.
 */
export default async function setup(project: TestProject) {
  const server = await startTestPostgres();
  const template = `ideahunt_template_${process.pid}`;
  await withAdminClient(server.adminUrl, async (client) => {
    await client.query(`drop database if exists ${template}`);
    await client.query(`create database ${template}`);
  });
  const orm = await MikroORM.init(ormConfig(databaseUrl(server.adminUrl, template)));
  await orm.getMigrator().up();
  await orm.close(true);

  project.provide('databaseAdminUrl', server.adminUrl);
  project.provide('templateDatabase', template);

  return async () => {
    await withAdminClient(server.adminUrl, (client) => client.query(`drop database if exists ${template}`));
    await server.stop();
  };
}
