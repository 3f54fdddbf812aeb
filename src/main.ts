import { resolve } from 'node:path';
import type { Logger } from 'pino';
import { buildApp } from '#server/app.ts';
import { externalSignInAppsOf, integrationEndpointsOf, loadConfig, publicUrlOf } from '#server/config.ts';
import { openDatabase, type Database } from '#server/db/database.ts';
import { adminConfiguredAccess } from '#server/net/admin-configured-fetch.ts';
import { createLogger } from '#server/logging/logger.ts';
import { startJobQueue } from '#server/jobs/pg-boss-queue.ts';
import { loadJwtKey } from '#server/modules/auth/jwt-key.ts';
import { jobHandlers } from '#server/jobs/job-handlers.ts';
import { createMailer } from '#server/modules/mail/mail-transport.ts';
import { DEMO_PASSWORD, presentDemoAccounts, seedEmptyDatabase } from '#server/modules/seed/demo-seed.ts';
import { realtimeBus, startRealtimeListener } from '#server/realtime/realtime-bus.ts';
import { pruneRateLimits } from '#server/security/rate-limit.ts';
import { createStorage } from '#server/storage/create-storage.ts';

const say = (message: string) => process.stdout.write(`${message}\n`);

/** Starts the whole platform in one process: database, migrations, first-start data, HTTP. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger({ level: config.LOG_LEVEL });

  const database = await openDatabase(config, say);
  try {
    await serve(config, logger, database);
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}

async function serve(config: ReturnType<typeof loadConfig>, logger: Logger, database: Database): Promise<void> {
  const storage = createStorage(config);
  const seeded = await seedEmptyDatabase(database.orm, { demo: config.SEED_DEMO, storage, logger, publicUrl: publicUrlOf(config) });
  await pruneRateLimits(database.orm.em.fork());
  const jwtKey = await loadJwtKey(database.orm, config.JWT_SECRET);
  const jobs = await startJobQueue(database.url, logger, { jobTimeoutSeconds: config.JOB_TIMEOUT_SECONDS });
  const adminConfiguredUrls = adminConfiguredAccess({ allowPrivateHosts: config.OAUTH2_ALLOW_PRIVATE_HOSTS });
  // Workers run in this process by default; `npm run worker` processes can take the same queues.
  if (config.RUN_JOBS) await jobs.work(jobHandlers(database.orm, storage, createMailer(config), logger, { jobs, publicUrl: publicUrlOf(config), jwtKey, adminConfiguredUrls }));
  // Realtime events from every server process reach this one's subscribers (the worker needs none).
  const realtime = await startRealtimeListener(realtimeBus, { connectionString: database.url, logger });
  const app = await buildApp({
    orm: database.orm,
    jwtKey,
    logger,
    storage,
    jobs,
    legacyBasePath: config.LEGACY_BASE_PATH,
    trustProxy: config.TRUST_PROXY,
    clientDir: resolve(import.meta.dirname, '../dist/client'),
    siteCacheMs: config.SITE_CACHE_SECONDS * 1000,
    sessionCacheMs: config.SESSION_CACHE_SECONDS * 1000,
    integrations: integrationEndpointsOf(config),
    externalSignIn: externalSignInAppsOf(config),
    adminConfiguredUrls,
    publicUrl: publicUrlOf(config),
    defaultPrivacyPolicyUrl: config.DEFAULT_PRIVACY_POLICY_URL,
    securityContact: config.SECURITY_CONTACT,
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    say(`\n${signal}: finishing requests in flight, then stopping.`);
    const force = setTimeout(() => {
      say('Shutdown took too long; exiting.');
      // The embedded database still gets its own clean stop: exiting without waiting for it
      // left it running on the data folder, and the next start refused to share it.
      void (database.embedded?.stop() ?? Promise.resolve()).finally(() => process.exit(1));
    }, config.SHUTDOWN_TIMEOUT_MS);
    try {
      await app.close();
      await realtime.close();
      await jobs.stop();
      await database.close();
      clearTimeout(force);
      say('Stopped cleanly.');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  const address = await app.listen({ port: config.PORT, host: config.HOST });
  const url = address.replace('127.0.0.1', 'localhost').replace('[::1]', 'localhost');
  const lines = [''];
  if (database.embedded) lines.push(`Database: embedded PostgreSQL, data in ${database.embedded.dataDir}`);
  if (seeded === 'demo') lines.push('First start: demo organisations and accounts created.');
  const accounts = await presentDemoAccounts(database.orm);
  if (accounts.length > 0) {
    lines.push('', `Demo sign-in (password for all: ${DEMO_PASSWORD})`);
    for (const account of accounts) {
      const site = account.site === 'demo' ? url : url.replace('//localhost', `//${account.site}.localhost`);
      lines.push(`  ${account.persona.padEnd(26)} ${account.email.padEnd(28)} ${site}`);
    }
  }
  // One write, and the "running" line last: scripts wait for it and then read the rest.
  lines.push('', `IdeaHunt is running at ${url}`, '');
  say(lines.join('\n'));
}

main().catch((error: unknown) => {
  process.stderr.write(`Could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
