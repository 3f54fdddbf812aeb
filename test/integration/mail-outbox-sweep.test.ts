import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobQueue, type RunningJobQueue } from '#server/jobs/pg-boss-queue.ts';
import type { JobName, JobPayloads, JobQueue } from '#server/jobs/job-queue.ts';
import { MailMessageSchema } from '#server/entities/mail.entity.ts';
import { requeueStrandedMails } from '#server/modules/mail/mail.service.ts';
import { createOrganisation } from '../factories/organisation.factory';
import { testOrm } from '../support/test-database';

/**
 * The outbox sweep (issue 22, "no acknowledged write lost"): a mail whose row committed but whose
 * job never made it into the queue is sent after all, and a mail with a job is left to it.
 */
describe('requeueStrandedMails', () => {
  let queue: RunningJobQueue;
  beforeAll(async () => {
    // The real queue, not started as a worker: its tables are what the sweep reads.
    queue = await startJobQueue(testOrm().config.getClientUrl(), pino({ level: 'silent' }));
  });
  afterAll(async () => {
    await queue.stop();
  });

  async function mailRow(to: string, minutesAgo: number, status: 'queued' | 'sent' = 'queued'): Promise<string> {
    const em = testOrm().em.fork();
    const site = await createOrganisation();
    const row = em.create(MailMessageSchema, { organisation: site.id, template: 'campaign-invitation', to, subject: 'Hello', text: 'Hello', html: '<p>Hello</p>', status });
    await em.flush();
    await em.getConnection().execute(`update mail_message set created_at = now() - make_interval(mins => ?) where id = ?`, [minutesAgo, row.id]);
    return row.id;
  }

  it('queues a job again for an old queued mail that has none, and for nothing else', async () => {
    const stranded = await mailRow('stranded@example.com', 11);
    const withJob = await mailRow('waiting@example.com', 11);
    await queue.send('send-mail', { mailId: withJob });
    const recent = await mailRow('recent@example.com', 1);
    const sent = await mailRow('sent@example.com', 30, 'sent');

    const requeued: { name: JobName; data: JobPayloads[JobName] }[] = [];
    const recording: JobQueue = {
      async send(name, data) {
        requeued.push({ name, data });
      },
    };
    await requeueStrandedMails(testOrm().em.fork(), recording);
    const ids = requeued.map((job) => (job.data as JobPayloads['send-mail']).mailId);
    expect(requeued.every((job) => job.name === 'send-mail')).toBe(true);
    expect(ids).toContain(stranded);
    for (const other of [withJob, recent, sent]) expect(ids).not.toContain(other);
  });
});
