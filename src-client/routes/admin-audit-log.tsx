import { createRoute } from '@tanstack/react-router';
import { auditLogSearch } from '#client/features/audit-log/audit-log-search.ts';
import { withAdminTexts } from '#client/i18n.ts';
import { organisationAdminRoute } from './organisation-admin';

export const adminAuditLogRoute = createRoute({
  getParentRoute: () => organisationAdminRoute,
  path: 'audit-log',
  validateSearch: auditLogSearch,
}).lazy(() => withAdminTexts(import('./admin-audit-log.lazy')).then((d) => d.Route));
