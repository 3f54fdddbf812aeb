import { z } from 'zod';

/**
 * Administrative actions the audit log records (issue 22, OWASP ASVS V16): who changed the site's
 * settings, people's roles and standing, removed accounts, took data out in exports. Each has its
 * label in the audit namespace of the texts.
 */
export const AUDIT_ACTIONS = [
  'settings-updated',
  'super-settings-updated',
  'user-updated',
  'user-blocked',
  'user-unblocked',
  'user-deleted',
  'removal-accepted',
  'removal-denied',
  'users-exported',
  'ideas-exported',
  'campaign-exported',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_PAGE_SIZE = 20;

export const auditListInput = z.object({
  page: z.number().int().min(1).max(10_000).default(1),
  action: z.enum(AUDIT_ACTIONS).optional(),
});
export type AuditListInput = z.infer<typeof auditListInput>;
