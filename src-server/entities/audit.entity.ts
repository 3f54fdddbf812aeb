import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { AuditAction } from '#shared/schemas/audit.ts';
import { baseProperties, tenantFilter } from '#server/db/base-entity.ts';
import { OrganisationSchema } from './organisation.entity';
import { UserSchema } from './user.entity';

/**
 * One administrative action: who (kept by name too, so the entry outlives their account), what,
 * on what, when and from where. Entries are only ever added: nothing edits or deletes them but the
 * removal of the site itself.
 */
export const AuditEntrySchema = defineEntity({
  name: 'AuditEntry',
  tableName: 'audit_entry',
  filters: tenantFilter(),
  indexes: [{ properties: ['organisation', 'createdAt'] }, { properties: ['organisation', 'action', 'createdAt'] }],
  properties: {
    ...baseProperties(),
    organisation: () => p.manyToOne(OrganisationSchema).deleteRule('cascade'),
    actor: () => p.manyToOne(UserSchema).nullable().deleteRule('set null'),
    actorName: p.string().length(255),
    /** No check constraint: actions are added as features come, each a code change, not a migration. */
    action: p.string().length(60).$type<AuditAction>(),
    /** What it was done to: a user's or campaign's guid, a setting group; empty for the site itself. */
    targetId: p.string().length(100).default(''),
    /** The target's name at the time (a user's name, a campaign's), shown as written then. */
    targetName: p.string().length(255).default(''),
    /** What changed, as names and short values; never secrets. */
    details: p.json<Record<string, unknown>>(),
    ip: p.string().length(64).default(''),
  },
});
export type AuditEntry = InferEntity<typeof AuditEntrySchema>;
