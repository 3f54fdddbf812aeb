import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobName, JobPayloads, JobQueue } from '#server/jobs/job-queue.ts';
import { OrganisationSchema } from '#server/entities/organisation.entity.ts';
import { queueMails } from '#server/modules/mail/mail.service.ts';
import { siteRecordOf } from '#server/modules/organisation/site-cache.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Reviews due today or tomorrow (UTC) are due soon: a reminder a day ahead, or on the day for one assigned late. */
const REMIND_DAYS_AHEAD = 1;

interface DueReviews {
  organisation_id: string;
  email: string;
  first_name: string;
  campaign_name: string;
  campaign_slug: string;
  reviews: number;
  due: string;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The hourly review-reminders job (issue 33 item 7): each evaluator with open reviews due soon
 * gets one mail per campaign, in the site's language, saying how many and by when. Marking the
 * reviews reminded and writing the mails is one transaction, so a review is reminded of once
 * however many processes run the job or how often; the mails' jobs are queued after the commit
 * (the outbox sweep requeues any a crash loses). Returns how many mails were written.
 */
export async function sendReviewReminders(em: EntityManager, deps: { jobs: JobQueue; publicUrl: string }, now = new Date()): Promise<number> {
  const queuedAfterCommit: (() => Promise<void>)[] = [];
  const deferredJobs: JobQueue = {
    send: async <N extends JobName>(name: N, data: JobPayloads[N]) => {
      queuedAfterCommit.push(() => deps.jobs.send(name, data));
    },
  };
  const written = await em.transactional(async (tx) => {
    const due = await tx.getConnection().execute<DueReviews[]>(
      `with reminded as (
         update review_assignment set reminded_at = ?
          where state = 'open' and reminded_at is null and due_date between ?::date and ?::date
          returning organisation_id, campaign_id, evaluator_id, due_date
       )
       select r.organisation_id, u.email, u.first_name, c.name as campaign_name, c.slug as campaign_slug,
              count(*)::int as reviews, to_char(min(r.due_date), 'YYYY-MM-DD') as due
         from reminded r
         join app_user u on u.id = r.evaluator_id and u.status = 'active'
         join campaign c on c.id = r.campaign_id
        group by r.organisation_id, u.id, c.id
        order by r.organisation_id, u.id, c.id`,
      [now, day(now), day(new Date(now.getTime() + REMIND_DAYS_AHEAD * DAY_MS))],
      'all',
      tx.getTransactionContext(),
    );
    if (due.length === 0) return 0;
    const sites = await tx.find(OrganisationSchema, { id: { $in: [...new Set(due.map((row) => row.organisation_id))] } });
    for (const site of sites) {
      await queueMails(
        { em: tx, site: siteRecordOf(site), deps: { ...deps, jobs: deferredJobs } },
        'review-reminder',
        due
          .filter((row) => row.organisation_id === site.id)
          .map((row) => ({
            to: row.email,
            params: { firstName: row.first_name, campaignName: row.campaign_name, reviews: row.reviews, due: row.due },
            path: `/coach/campaigns/${row.campaign_slug}`,
          })),
      );
    }
    return due.length;
  });
  for (const send of queuedAfterCommit) await send();
  return written;
}
