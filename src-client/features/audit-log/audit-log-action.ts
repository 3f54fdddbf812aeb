import { AUDIT_ACTIONS, type AuditAction } from '#shared/audit-actions.ts';

/** ?action when it names a kind of action the log knows, else none. */
export function auditActionOf(action: string | undefined): AuditAction | undefined {
  return (AUDIT_ACTIONS as readonly string[]).includes(action ?? '') ? (action as AuditAction) : undefined;
}
