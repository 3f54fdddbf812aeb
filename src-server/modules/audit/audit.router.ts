import { auditListInput } from '#shared/schemas/audit.ts';
import { orgAdminProcedure, router } from '#server/trpc/procedures.ts';
import { presentAuditEntry } from './audit.presenter';
import { listAuditEntries } from './audit.service';

/** The site's audit log: org admins and super admins read it; nothing writes to it but the actions themselves. */
export const auditRouter = router({
  list: orgAdminProcedure.input(auditListInput).query(async ({ ctx, input }) => {
    const page = await listAuditEntries(ctx, input);
    return { ...page, items: page.items.map(presentAuditEntry) };
  }),
});
