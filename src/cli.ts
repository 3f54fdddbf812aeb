import { loadConfig, publicUrlOf } from '#server/config.ts';
import { openDatabase } from '#server/db/database.ts';
import { pino } from 'pino';
import { seedEmptyDatabase } from '#server/modules/seed/demo-seed.ts';
import { createStorage } from '#server/storage/create-storage.ts';

/**
 * Maintenance commands on the configured (or embedded) database:
 *   migrate           apply pending migrations
 *   migration:create  write a migration for the difference between the entities and the schema
 *   seed              create the first-start data on an empty database
 */
async function run(command: string | undefined): Promise<void> {
  const config = loadConfig();
  const say = (message: string) => process.stdout.write(`${message}\n`);
  const database = await openDatabase(config, say);
  try {
    switch (command) {
      case 'migrate':
        say('Migrations are up to date.');
        break;
      case 'migration:create': {
        const result = await database.orm.getMigrator().createMigration();
        say(result.fileName ? `Wrote migrations/${result.fileName}; read it, then add it to migrations/index.ts.` : 'No changes.');
        break;
      }
      case 'seed':
        say(`Seed: ${await seedEmptyDatabase(database.orm, { demo: config.SEED_DEMO, storage: createStorage(config), logger: pino({ level: config.LOG_LEVEL }), publicUrl: publicUrlOf(config) })}`);
        break;
      default:
        throw new Error(`Unknown command "${command ?? ''}". Use migrate, migration:create or seed.`);
    }
  } finally {
    await database.close();
  }
}

run(process.argv[2]).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
