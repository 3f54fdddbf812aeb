import { z } from 'zod';
import { AUDIT_ACTIONS } from '../audit-actions';

export { AUDIT_ACTIONS, type AuditAction } from '../audit-actions';

export const AUDIT_PAGE_SIZE = 20;

export const auditListInput = z.object({
  page: z.number().int().min(1).max(10_000).default(1),
  action: z.enum(AUDIT_ACTIONS).optional(),
});
export type AuditListInput = z.infer<typeof auditListInput>;
