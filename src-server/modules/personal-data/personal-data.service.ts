import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '#server/errors/app-error.ts';
import { onDuplicate } from '#server/db/unique-violation.ts';
import { PersonalDataExportSchema, type PersonalDataExport } from '#server/entities/personal-data.entity.ts';
import type { User } from '#server/entities/user.entity.ts';
import { recordAudit } from '#server/modules/audit/audit.service.ts';
import { loadUserForAdmin } from '#server/modules/user/user-admin.service.ts';
import { fullName } from '#server/modules/user/user.presenter.ts';
import { consumeRateLimit } from '#server/security/rate-limit.ts';
import type { FileStorage } from '#server/storage/file-storage.ts';
import type { AuthedContext } from '#server/trpc/context.ts';
import { isValidLinkTicket, type LinkTicket } from './personal-data-link';

/** How long a ready copy can be downloaded before it is deleted. */
export const PERSONAL_DATA_EXPORT_DAYS = 7;

/**
 * Queues a copy of `subject`'s data for the viewer. While one the viewer asked for is still
 * being made, asking again answers that one (the partial unique index settles two racing asks);
 * new copies of one person are limited per day, since each reads every table and file.
 */
async function queueExport(ctx: AuthedContext, subject: User): Promise<PersonalDataExport> {
  const waiting = () => ctx.em.findOneOrFail(PersonalDataExportSchema, { requestedBy: ctx.viewer.id, status: 'queued' });
  if (await ctx.em.findOne(PersonalDataExportSchema, { requestedBy: ctx.viewer.id, status: 'queued' })) return waiting();
  await consumeRateLimit(ctx.em, 'personalDataExportPerPerson', `${ctx.site.id}:${ctx.viewer.id}:${subject.id}`);
  const row = await onDuplicate(
    async () => {
      const created = ctx.em.create(PersonalDataExportSchema, { organisation: ctx.site.id, subject, requestedBy: ctx.viewer, status: 'queued' });
      await ctx.em.flush();
      return created;
    },
    async () => {
      ctx.em.clear();
      return waiting();
    },
  );
  await ctx.deps.jobs.send('personal-data-export', { exportId: row.id, organisationId: ctx.site.id });
  return row;
}

/** The viewer asks for a copy of their own data (the profile). */
export function requestOwnExport(ctx: AuthedContext): Promise<PersonalDataExport> {
  return queueExport(ctx, ctx.viewer);
}

/** An admin asks for a copy of one person's data on this site, e.g. to answer a request made by letter; the audit log says so. */
export async function requestExportFor(ctx: AuthedContext, guid: string): Promise<PersonalDataExport> {
  const person = await loadUserForAdmin(ctx, guid);
  const row = await queueExport(ctx, person);
  recordAudit(ctx, 'personal-data-exported', { id: person.id, name: fullName(person) });
  await ctx.em.flush();
  return row;
}

/** The newest copy the viewer asked for of `subjectId`'s data, if any. */
export function latestExport(ctx: AuthedContext, subjectId: string): Promise<PersonalDataExport | null> {
  return ctx.em.findOne(PersonalDataExportSchema, { requestedBy: ctx.viewer.id, subject: subjectId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
}

/** An admin's newest copy of a person's data (the person's page in the people admin). */
export async function latestExportFor(ctx: AuthedContext, guid: string): Promise<PersonalDataExport | null> {
  const person = await loadUserForAdmin(ctx, guid);
  return latestExport(ctx, person.id);
}

/**
 * The ready copy a download link names, for the one who asked for it. A link signed for another
 * site or export, changed, run out, or opened by someone else is not found, as is a copy that
 * has since expired.
 */
export async function exportForDownload(ctx: AuthedContext, exportId: string, ticket: LinkTicket, now = new Date()): Promise<{ row: PersonalDataExport; storageKey: string }> {
  if (!isValidLinkTicket(ctx.deps.jwtKey, ctx.site.id, exportId, ticket, now.getTime())) throw new AppError('not-found');
  const row = await ctx.em.findOne(PersonalDataExportSchema, { id: exportId, requestedBy: ctx.viewer.id, status: 'ready', expiresAt: { $gt: now } });
  if (!row?.storageKey) throw new AppError('not-found');
  return { row, storageKey: row.storageKey };
}

/** Hourly: copies past their end lose their file and row; the link already refused them. */
export async function pruneExpiredExports(em: EntityManager, storage: FileStorage, now = new Date()): Promise<number> {
  const expired = await em.find(PersonalDataExportSchema, { expiresAt: { $lte: now } }, { filters: false, limit: 500 });
  for (const row of expired) if (row.storageKey) await storage.deletePrefix(row.storageKey);
  await em.nativeDelete(PersonalDataExportSchema, { id: { $in: expired.map((row) => row.id) } }, { filters: false });
  return expired.length;
}
