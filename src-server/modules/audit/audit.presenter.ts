import type { AuditEntry } from '#server/entities/audit.entity.ts';

export function presentAuditEntry(entry: AuditEntry) {
  return {
    guid: entry.id,
    at: entry.createdAt,
    actor: { guid: entry.actor?.id ?? null, name: entry.actorName },
    action: entry.action,
    target: { id: entry.targetId, name: entry.targetName },
    details: entry.details,
    ip: entry.ip,
  };
}
export type AuditEntryDto = ReturnType<typeof presentAuditEntry>;
