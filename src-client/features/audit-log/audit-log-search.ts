import { AUDIT_ACTIONS } from '#shared/audit-actions.ts';
import { integerParam, oneOfParam, searchReader } from '#client/search-params.ts';

/** The audit log's URL: ?page (1-based) and ?action (one kind of action); defaults stay out of it. */
export const auditLogSearch = searchReader({
  page: integerParam(1, 10_000),
  action: oneOfParam(AUDIT_ACTIONS),
});
