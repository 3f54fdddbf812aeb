import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import { DEFAULT_JOB_TIMEOUT_SECONDS } from '#server/config.ts';
import { JOB_NAMES, SCHEDULED_JOBS, type JobName, type JobPayloads, type JobQueue } from './job-queue';

export type JobHandlers = { [N in JobName]: (data: JobPayloads[N]) => Promise<void> };

export interface RunningJobQueue extends JobQueue {
  /** Starts workers in this process for every job (in-process by default, or `npm run worker`). */
  work(handlers: JobHandlers): Promise<void>;
  stop(): Promise<void>;
}

/**
 * pg-boss on the application's own PostgreSQL: jobs survive restarts, and any number of
 * processes can work the same queues.
 */
/** A failed job waits this long before its next try; never longer than a lost one would. */
const RETRY_DELAY_SECONDS = 30;

/** pg-boss looks for lost jobs this often at most; a short job timeout shortens it too. */
const MAINTENANCE_SECONDS = 120;

export async function startJobQueue(
  connectionString: string,
  logger: Logger,
  options: { pollingIntervalSeconds?: number; jobTimeoutSeconds?: number } = {},
): Promise<RunningJobQueue> {
  const jobTimeoutSeconds = options.jobTimeoutSeconds ?? DEFAULT_JOB_TIMEOUT_SECONDS;
  // A job whose worker died stays "active" until it expires; maintenance then hands it to another worker.
  const boss = new PgBoss({ connectionString, schema: 'pgboss', max: 4, maintenanceIntervalSeconds: Math.min(MAINTENANCE_SECONDS, jobTimeoutSeconds) });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  for (const name of JOB_NAMES) await boss.createQueue(name);
  for (const { name, cron } of SCHEDULED_JOBS) await boss.schedule(name, cron, {}, { tz: 'UTC' });
  return {
    async send(name, data) {
      await boss.send(name, data, { retryLimit: 2, retryDelay: Math.min(RETRY_DELAY_SECONDS, jobTimeoutSeconds), expireInSeconds: jobTimeoutSeconds });
    },
    async work(handlers) {
      for (const name of JOB_NAMES) {
        const handler = handlers[name] as (data: JobPayloads[JobName]) => Promise<void>;
        await boss.work<JobPayloads[JobName]>(name, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, async (jobs) => {
          for (const job of jobs) await handler(job.data);
        });
      }
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
