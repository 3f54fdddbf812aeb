import { createRoute } from '@tanstack/react-router';
import { auditLogSearch } from '../features/audit-log/audit-log-search';
import { withAllTexts } from '../i18n';
import { organisationAdminRoute } from './organisation-admin';

export const adminAuditLogRoute = createRoute({
  getParentRoute: () => organisationAdminRoute,
  path: 'audit-log',
  validateSearch: auditLogSearch,
}).lazy(() => withAllTexts(import('./admin-audit-log.lazy')).then((d) => d.Route));
