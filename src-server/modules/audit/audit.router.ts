import { auditListInput } from '../../../src-shared/schemas/audit';
import { orgAdminProcedure, router } from '../../trpc/procedures';
import { presentAuditEntry } from './audit.presenter';
import { listAuditEntries } from './audit.service';

/** The site's audit log: org admins and super admins read it; nothing writes to it but the actions themselves. */
export const auditRouter = router({
  list: orgAdminProcedure.input(auditListInput).query(async ({ ctx, input }) => {
    const page = await listAuditEntries(ctx, input);
    return { ...page, items: page.items.map(presentAuditEntry) };
  }),
});
