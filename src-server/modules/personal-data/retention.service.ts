import type { EntityManager } from '@mikro-orm/postgresql';
import { SUPER_ADMIN_ROLE } from '#shared/constants.ts';
import { settingsWithDefaults } from '#shared/schemas/organisation.ts';
import { RETENTION_KEYS, retentionInput, type RetentionInput } from '#shared/schemas/retention.ts';
import { ideaFieldDefinitions } from '#shared/idea-fields.ts';
import { CampaignSchema } from '#server/entities/campaign.entity.ts';
import { OrganisationSchema, type Organisation } from '#server/entities/organisation.entity.ts';
import { RetentionRunSchema, type RetentionRemoved } from '#server/entities/personal-data.entity.ts';
import { saveAudited, storedSettings } from '#server/modules/organisation/site-settings.service.ts';
import type { AuthedContext } from '#server/trpc/context.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RetentionStateDto {
  settings: RetentionInput;
  lastRun: { at: string; removed: RetentionRemoved } | null;
}

/** The site's retention periods and what the last daily run removed, for the settings screen. */
export async function retentionSettings(ctx: AuthedContext): Promise<RetentionStateDto> {
  const lastRun = await ctx.em.findOne(RetentionRunSchema, {}, { orderBy: { createdAt: 'desc', id: 'desc' } });
  return {
    settings: (await storedSettings(ctx.em, ctx.site.id)).retention,
    lastRun: lastRun ? { at: lastRun.createdAt.toISOString(), removed: lastRun.removed } : null,
  };
}

/** Saves the periods; the audit log names the retention settings as changed, as for any settings save. */
export async function updateRetention(ctx: AuthedContext, rawInput: RetentionInput): Promise<RetentionStateDto> {
  await saveAudited(ctx, 'settings-updated', { retention: retentionInput.parse(rawInput) });
  return retentionSettings(ctx);
}

const before = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

async function rowCount(em: EntityManager, sql: string, params: unknown[]): Promise<number> {
  return (await em.getConnection().execute<{ id: string }[]>(`${sql} returning id`, params)).length;
}

/** Removes what one site's periods say it no longer keeps, and records how much in one transaction. */
async function applySiteRetention(em: EntityManager, org: Organisation, periods: RetentionInput, now: Date): Promise<RetentionRemoved> {
  return em.transactional(async (tx) => {
    const removed: RetentionRemoved = { privateIdeaAnswers: 0, unverifiedAccounts: 0, auditEntries: 0, mails: 0 };
    if (periods.privateIdeaFieldsDays !== null) {
      const ended = await tx.find(CampaignSchema, { organisation: org.id, endDate: { $lt: before(now, periods.privateIdeaFieldsDays) } }, { filters: false });
      for (const campaign of ended) {
        const privateFields = ideaFieldDefinitions(campaign.settings).filter((field) => !field.public).map((field) => field.fieldid);
        if (privateFields.length === 0) continue;
        // The field ids travel as one JSON array: a list binding would be spread into separate parameters.
        removed.privateIdeaAnswers += await rowCount(
          tx,
          `update idea set extra_fields = extra_fields - array(select jsonb_array_elements_text(?::jsonb))
           where campaign_id = ? and jsonb_exists_any(extra_fields, array(select jsonb_array_elements_text(?::jsonb)))`,
          [JSON.stringify(privateFields), campaign.id, JSON.stringify(privateFields)],
        );
      }
    }
    if (periods.unverifiedAccountsDays !== null) {
      // Unverified accounts cannot have written anything (ideas, feedback, comments need a verified one); their sessions go with them.
      removed.unverifiedAccounts = await rowCount(tx, `delete from app_user where organisation_id = ? and status = 'inactive' and created_at < ? and not (? = any(roles))`, [org.id, before(now, periods.unverifiedAccountsDays), SUPER_ADMIN_ROLE]);
    }
    if (periods.auditLogDays !== null) {
      removed.auditEntries = await rowCount(tx, 'delete from audit_entry where organisation_id = ? and created_at < ?', [org.id, before(now, periods.auditLogDays)]);
    }
    if (periods.mailOutboxDays !== null) {
      // A queued mail is still to be sent, however old: the outbox sweep looks after it.
      removed.mails = await rowCount(tx, "delete from mail_message where organisation_id = ? and status <> 'queued' and created_at < ?", [org.id, before(now, periods.mailOutboxDays)]);
    }
    tx.create(RetentionRunSchema, { organisation: org.id, removed, createdAt: now });
    return removed;
  });
}

/**
 * The daily retention job: every site with a period set loses what has outlived it. Each run
 * removes only what is past its period at that moment, so running it again removes nothing more
 * (and records the zeros); a site with every period off keeps everything and gets no record.
 */
export async function applyRetention(em: EntityManager, now = new Date()): Promise<number> {
  const sites = await em.find(OrganisationSchema, {}, { orderBy: { id: 'asc' } });
  let applied = 0;
  for (const org of sites) {
    const periods = settingsWithDefaults(org.settings).retention;
    if (RETENTION_KEYS.every((key) => periods[key] === null)) continue;
    await applySiteRetention(em, org, periods, now);
    applied += 1;
  }
  return applied;
}
