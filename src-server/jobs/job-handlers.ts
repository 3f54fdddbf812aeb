import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { pruneExpiredPasswordResets } from '#server/modules/auth/password-reset.service.ts';
import { pruneExpiredExternalLinks } from '#server/modules/auth/external-mail-link.service.ts';
import { pruneExpiredSessions } from '#server/modules/auth/session.service.ts';
import { pruneSpentCaptchas } from '#server/modules/captcha/captcha.service.ts';
import { pruneExpiredIdempotencyKeys } from '#server/modules/idempotency/idempotency.service.ts';
import { deliverMail, requeueStrandedMails } from '#server/modules/mail/mail.service.ts';
import type { Mailer } from '#server/modules/mail/mail-transport.ts';
import { refreshTrending } from '#server/modules/idea/trending.service.ts';
import { catchUpCandidates } from '#server/modules/idea-duplicates/duplicate-pairs.repository.ts';
import { videoTranscodeJob } from '#server/modules/media/video-transcode.job.ts';
import { pruneRateLimits } from '#server/security/rate-limit.ts';
import type { FileStorage } from '#server/storage/file-storage.ts';
import { sendWeeklyAdminSummaries } from '#server/modules/site-statistics/weekly-admin-summary.ts';
import { personalDataExportJob } from '#server/modules/personal-data/personal-data-export.job.ts';
import { pruneExpiredExports } from '#server/modules/personal-data/personal-data.service.ts';
import { applyRetention } from '#server/modules/personal-data/retention.service.ts';
import { deliverWebhooks, type WebhookDeliveryDeps } from '#server/modules/webhooks/webhook-delivery.ts';
import { sendReviewReminders } from '#server/modules/evaluation/review-reminders.ts';
import { scheduleDigests, sendDigest } from '#server/modules/digest/digest.service.ts';
import type { JobHandlers } from './pg-boss-queue';

/** Every job's handler, for whichever process works the queues; `mailing` is for jobs that write mail (and sign the links in it) or call out (webhooks). */
export function jobHandlers(orm: MikroORM, storage: FileStorage, mailer: Mailer, logger: Logger, mailing: WebhookDeliveryDeps & { jwtKey: Uint8Array }): JobHandlers {
  return {
    'video-transcode': videoTranscodeJob(orm, storage, logger),
    // Hourly: sessions, reset links, mailed provider links, rate-limit windows, spent captchas and copies of personal data are checked on use, but only deleted here.
    'prune-expired': async () => {
      const em = orm.em.fork();
      await pruneExpiredSessions(em);
      await pruneExpiredPasswordResets(em);
      await pruneExpiredExternalLinks(em);
      await pruneRateLimits(em);
      await pruneSpentCaptchas(em);
      await pruneExpiredIdempotencyKeys(em);
      await pruneExpiredExports(em, storage);
    },
    'send-mail': async ({ mailId }) => deliverMail(orm.em.fork(), mailer, logger, mailId),
    'requeue-stranded-mail': async () => {
      const requeued = await requeueStrandedMails(orm.em.fork(), mailing.jobs);
      if (requeued > 0) logger.warn({ requeued }, 'queued mails without a job were queued again');
    },
    // Trending scores decay with age; the trigger only catches counter changes.
    'refresh-trending': async () => {
      const rescored = await refreshTrending(orm.em.fork());
      logger.debug({ rescored }, 'trending scores rewritten');
    },
    'refresh-duplicate-candidates': async () => {
      const measured = await catchUpCandidates(orm.em.fork());
      if (measured > 0) logger.debug({ measured }, 'ideas measured for possible duplicates');
    },
    'weekly-admin-summary': async () => {
      const queued = await sendWeeklyAdminSummaries(orm.em.fork(), mailing);
      logger.info({ queued }, 'weekly admin summaries queued');
    },
    'personal-data-export': personalDataExportJob(orm, storage, logger, mailing),
    'apply-retention': async () => {
      const sites = await applyRetention(orm.em.fork());
      logger.info({ sites }, 'retention periods applied');
    },
    'deliver-webhooks': async () => {
      const { attempted } = await deliverWebhooks(orm.em.fork(), mailing, logger);
      if (attempted > 0) logger.debug({ attempted }, 'webhook deliveries attempted');
    },
    'review-reminders': async () => {
      const mails = await sendReviewReminders(orm.em.fork(), mailing);
      if (mails > 0) logger.info({ mails }, 'review reminders queued');
    },
    'schedule-digests': async () => {
      const queued = await scheduleDigests(orm.em.fork(), mailing.jobs);
      if (queued > 0) logger.info({ queued }, 'digests queued');
    },
    'send-digest': async ({ digestId }) => {
      await sendDigest(orm.em.fork(), mailing, digestId);
    },
  };
}
