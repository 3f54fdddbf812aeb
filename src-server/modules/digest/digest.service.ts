import type { EntityManager } from '@mikro-orm/postgresql';
import type { DigestFrequency } from '#shared/schemas/notification-preferences.ts';
import type { JobQueue } from '#server/jobs/job-queue.ts';
import { OrganisationSchema } from '#server/entities/organisation.entity.ts';
import type { DigestEntry } from '#server/modules/mail/mail-templates.ts';
import { queueMails } from '#server/modules/mail/mail.service.ts';
import { siteAddress } from '#server/modules/organisation/site-address.ts';
import { siteRecordOf } from '#server/modules/organisation/site-cache.ts';
import { unsubscribeToken, unsubscribeUrl } from '#server/modules/notification/unsubscribe-token.ts';

export interface DigestDeps {
  jobs: JobQueue;
  publicUrl: string;
  jwtKey: Uint8Array;
}

const SCHEDULE_PAGE = 1000;

/** ISO 8601 week of a UTC date, e.g. 2026-W48: weeks start on Monday, and week 1 holds the year's first Thursday. */
function isoWeek(date: Date): string {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** The period a digest made at `now` belongs to (UTC): its key, unique per person, is what makes it once. */
export function digestPeriod(frequency: DigestFrequency, now: Date): string {
  return frequency === 'daily' ? `day:${now.toISOString().slice(0, 10)}` : `week:${isoWeek(now)}`;
}

/**
 * The schedule-digests job: one digest row per person who gets some kind in the digest and has
 * none for the current period yet (the unique key makes a rerun, a second process or a restart
 * add nothing), then a send-digest job for every row of the period still pending: a job lost in
 * a crash is queued again, and a second job for a row is a no-op. Returns the jobs queued.
 */
export async function scheduleDigests(em: EntityManager, jobs: JobQueue, now = new Date()): Promise<number> {
  const periods = { daily: digestPeriod('daily', now), weekly: digestPeriod('weekly', now) };
  const connection = em.getConnection();
  await connection.execute(
    `insert into digest (id, created_at, updated_at, organisation_id, user_id, period, status)
     select gen_random_uuid(), ?, ?, u.organisation_id, u.id, case when s.digest_frequency = 'daily' then ? else ? end, 'pending'
       from notification_setting s join app_user u on u.id = s.user_id and u.organisation_id = s.organisation_id
      where u.status = 'active' and exists (select 1 from jsonb_each_text(s.channels) c where c.value = 'digest')
     on conflict (user_id, period) do nothing`,
    [now, now, periods.daily, periods.weekly],
    'run',
  );
  // Page by id: a large site's people never sit in memory all at once.
  let queued = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const page = await connection.execute<{ id: string }[]>(`select id from digest where status = 'pending' and period in (?, ?) and id > ? order by id limit ?`, [periods.daily, periods.weekly, after, SCHEDULE_PAGE]);
    for (const { id } of page) await jobs.send('send-digest', { digestId: id });
    queued += page.length;
    if (page.length < SCHEDULE_PAGE) return queued;
    after = page[page.length - 1]!.id;
  }
}

interface DigestRow {
  id: string;
  created_at: Date;
  organisation_id: string;
  user_id: string;
  period: string;
  status: string;
  email: string;
  first_name: string;
  user_status: string;
}

/**
 * The send-digest job: in one transaction, takes the digest row (locked: a second worker on the
 * same row waits, then finds it done), takes every item kept for the person until the row was
 * made and not yet in a digest (so "since the last digest", each item once), and writes one mail
 * in the site's language, or none when nothing happened. Returns how many items it carried.
 */
export async function sendDigest(em: EntityManager, deps: DigestDeps, digestId: string): Promise<number> {
  return em.transactional(async (tx) => {
    const connection = tx.getConnection();
    const context = tx.getTransactionContext();
    const [digest] = await connection.execute<DigestRow[]>(
      `select d.id, d.created_at, d.organisation_id, d.user_id, d.period, d.status, u.email, u.first_name, u.status as user_status
         from digest d join app_user u on u.id = d.user_id
        where d.id = ? for update of d`,
      [digestId],
      'all',
      context,
    );
    if (!digest || digest.status !== 'pending') return 0;
    const items = await connection.execute<{ event: string; data: Omit<DigestEntry, 'event'> }[]>(
      `update digest_item set digest_id = ?
        where user_id = ? and organisation_id = ? and digest_id is null and created_at <= ?
        returning event, data, created_at`,
      [digest.id, digest.user_id, digest.organisation_id, digest.created_at],
      'all',
      context,
    );
    const status = items.length === 0 || digest.user_status !== 'active' ? 'empty' : 'sent';
    await connection.execute(`update digest set status = ?, items = ?, updated_at = now() where id = ?`, [status, items.length, digest.id], 'run', context);
    if (status === 'empty') return 0;
    const org = await tx.findOneOrFail(OrganisationSchema, { id: digest.organisation_id });
    const site = siteRecordOf(org);
    const entries = items.map((item) => ({ ...item.data, event: item.event })).sort((a, b) => (a.campaignName ?? '').localeCompare(b.campaignName ?? ''));
    const token = unsubscribeToken(deps.jwtKey, site.id, digest.user_id, 'digest');
    await queueMails({ em: tx, site, deps }, 'notice-digest', [
      {
        to: digest.email,
        params: { firstName: digest.first_name, frequency: digest.period.startsWith('day:') ? 'daily' : 'weekly', entries },
        path: '/profile',
        unsubscribeUrl: unsubscribeUrl(siteAddress(site, deps.publicUrl), token),
      },
    ]);
    return items.length;
  });
}
