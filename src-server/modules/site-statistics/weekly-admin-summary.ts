import type { EntityManager } from '@mikro-orm/postgresql';
import { SUPER_ADMIN_ROLE } from '#shared/constants.ts';
import type { JobQueue } from '#server/jobs/job-queue.ts';
import { queueMails } from '#server/modules/mail/mail.service.ts';
import { OrganisationSchema } from '#server/entities/organisation.entity.ts';
import { siteRecordOf } from '#server/modules/organisation/site-cache.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Summaries go out weekly: one written less than six days ago is this week's, and a rerun's to skip. */
const RERUN_WINDOW_MS = 6 * DAY_MS;

export interface WeeklyFigures {
  members: number;
  campaigns: number;
  ideas: number;
  feedback: number;
  comments: number;
}

const TABLES = [
  ['app_user', 'members'],
  ['campaign', 'campaigns'],
  ['idea', 'ideas'],
  ['feedback', 'feedback'],
  ['comment', 'comments'],
] as const;

/** What happened on one site from `from` (inclusive) to `to` (exclusive): rows created in that time. */
export async function weeklyFigures(em: EntityManager, organisationId: string, from: Date, to: Date): Promise<WeeklyFigures> {
  const [row] = await em.getConnection().execute<Record<keyof WeeklyFigures, string>[]>(
    `select ${TABLES.map(([table, name]) => `(select count(*) from ${table} where organisation_id = ? and created_at >= ? and created_at < ?) as ${name}`).join(', ')}`,
    TABLES.flatMap(() => [organisationId, from, to]),
  );
  return { members: Number(row?.members ?? 0), campaigns: Number(row?.campaigns ?? 0), ideas: Number(row?.ideas ?? 0), feedback: Number(row?.feedback ?? 0), comments: Number(row?.comments ?? 0) };
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The weekly-admin-summary job (the setting weeklyAdminSummary): to each active admin of every
 * site that has it on, last seven days' figures, in the site's language, linking to its ideas.
 * Returns how many mails were queued.
 */
export async function sendWeeklyAdminSummaries(em: EntityManager, deps: { jobs: JobQueue; publicUrl: string }, now = new Date()): Promise<number> {
  const to = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
  const from = new Date(to.getTime() - 7 * DAY_MS);
  const ids = await em.getConnection().execute<{ id: string }[]>(`select id from organisation where settings->>'weeklyAdminSummary' = 'true' order by id`);
  const sites = await em.find(OrganisationSchema, { id: { $in: ids.map((row) => row.id) } }, { orderBy: { id: 'asc' } });
  let queued = 0;
  for (const org of sites) {
    // A rerun (its worker died mid-job) skips the sites it already wrote this week's summary for:
    // each site's mails are written in one flush, so a site has all of them or none.
    const [done] = await em.getConnection().execute<{ count: string }[]>(
      `select count(*) from mail_message where organisation_id = ? and template = 'weekly-admin-summary' and created_at > ?`,
      [org.id, new Date(now.getTime() - RERUN_WINDOW_MS)],
    );
    if (Number(done?.count ?? 0) > 0) continue;
    const admins = await em
      .getConnection()
      .execute<{ email: string; first_name: string }[]>(
        `select email, first_name from app_user where organisation_id = ? and status = 'active' and (is_org_admin or ? = any(roles)) order by id`,
        [org.id, SUPER_ADMIN_ROLE],
      );
    if (admins.length === 0) continue;
    const figures = await weeklyFigures(em, org.id, from, to);
    const period = { from: day(from), to: day(new Date(to.getTime() - DAY_MS)) };
    await queueMails(
      { em, site: siteRecordOf(org), deps },
      'weekly-admin-summary',
      admins.map((admin) => ({ to: admin.email, params: { firstName: admin.first_name, siteName: org.name, ...period, ...figures }, path: '/organisation/admin/ideas' })),
    );
    queued += admins.length;
  }
  return queued;
}
