import { loadConfig, publicUrlOf } from '#server/config.ts';
import { openDatabase } from '#server/db/database.ts';
import { createLogger } from '#server/logging/logger.ts';
import { adminConfiguredAccess } from '#server/net/admin-configured-fetch.ts';
import { jobHandlers } from '#server/jobs/job-handlers.ts';
import { loadJwtKey } from '#server/modules/auth/jwt-key.ts';
import { createMailer } from '#server/modules/mail/mail-transport.ts';
import { startJobQueue } from '#server/jobs/pg-boss-queue.ts';
import { createStorage } from '#server/storage/create-storage.ts';

/**
 * A process that only works background jobs, beside web processes started with RUN_JOBS=false.
 * It needs the same DATABASE_URL and file storage as they do.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger({ level: config.LOG_LEVEL });
  if (!config.DATABASE_URL) throw new Error('The worker needs DATABASE_URL: the database the web processes use.');
  const database = await openDatabase(config, (message) => logger.info(message));
  const jobs = await startJobQueue(database.url, logger, { jobTimeoutSeconds: config.JOB_TIMEOUT_SECONDS });
  const jwtKey = await loadJwtKey(database.orm, config.JWT_SECRET);
  await jobs.work(jobHandlers(database.orm, createStorage(config), createMailer(config), logger, { jobs, publicUrl: publicUrlOf(config), jwtKey, adminConfiguredUrls: adminConfiguredAccess({ allowPrivateHosts: config.OAUTH2_ALLOW_PRIVATE_HOSTS }) }));
  logger.info('worker ready');

  const stop = async () => {
    await jobs.stop();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  process.stderr.write(`Could not start the worker: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
