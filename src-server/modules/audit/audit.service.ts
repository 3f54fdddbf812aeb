import type { EntityManager } from '@mikro-orm/postgresql';
import { AUDIT_PAGE_SIZE, type AuditAction, type AuditListInput } from '#shared/schemas/audit.ts';
import type { AppContext, AuthedContext } from '#server/trpc/context.ts';
import type { Organisation } from '#server/entities/organisation.entity.ts';
import { UserSchema } from '#server/entities/user.entity.ts';
import { AuditEntrySchema, type AuditEntry } from '#server/entities/audit.entity.ts';

export interface AuditTarget {
  id?: string;
  name?: string;
}

export interface AuditPlace {
  /** The EntityManager of the transaction that makes the change, when it is not the request's. */
  em?: EntityManager;
  /**
   * The site whose log keeps the entry, when not the request's: a super admin's change to
   * another site (or a new one) is for that site's admins to see.
   */
  organisation?: Organisation;
}

/**
 * Adds an entry for an action the viewer (an admin) takes, to be written with the action's own
 * changes (the caller's flush or transaction), so there is no action without its entry, nor an
 * entry for an action that failed.
 */
export function recordAudit(ctx: AuthedContext, action: AuditAction, target: AuditTarget = {}, details: Record<string, unknown> = {}, place: AuditPlace = {}): void {
  const { viewer } = ctx;
  recordAuditBy(ctx, { id: viewer.id, name: `${viewer.firstName} ${viewer.lastName}`.trim() || viewer.email }, action, target, details, place);
}

/**
 * Adds an entry for an action taken by someone other than the request's viewer: the person an
 * external sign-in signs in, or nobody known (`id` null, named by the address a provider claimed).
 */
export function recordAuditBy(ctx: AppContext, actor: { id: string | null; name: string }, action: AuditAction, target: AuditTarget = {}, details: Record<string, unknown> = {}, place: AuditPlace = {}): void {
  const em = place.em ?? ctx.em;
  em.create(AuditEntrySchema, {
    organisation: place.organisation ?? ctx.site.id,
    // A reference, not the loaded user: an action may have cleared the identity map (a deletion).
    actor: actor.id === null ? null : em.getReference(UserSchema, actor.id),
    actorName: actor.name.slice(0, 255),
    action,
    targetId: target.id ?? '',
    targetName: target.name ?? '',
    // An action an integration took with an API token: the admin acted, through that token.
    details: ctx.request.apiTokenId ? { ...details, apiToken: ctx.request.apiTokenId } : details,
    ip: ctx.request.ip.slice(0, 64),
  });
}

/** Records an action that changes nothing in the database (an export), on its own. */
export async function recordAuditNow(ctx: AuthedContext, action: AuditAction, target: AuditTarget = {}, details: Record<string, unknown> = {}): Promise<void> {
  recordAudit(ctx, action, target, details);
  await ctx.em.flush();
}

/** This site's entries, newest first, a page at a time (the em is tenant-scoped). */
export async function listAuditEntries(ctx: AuthedContext, input: AuditListInput): Promise<{ items: AuditEntry[]; total: number; pageSize: number }> {
  const [items, total] = await ctx.em.findAndCount(AuditEntrySchema, input.action ? { action: input.action } : {}, {
    orderBy: { createdAt: 'desc', id: 'desc' },
    limit: AUDIT_PAGE_SIZE,
    offset: (input.page - 1) * AUDIT_PAGE_SIZE,
  });
  return { items, total, pageSize: AUDIT_PAGE_SIZE };
}
