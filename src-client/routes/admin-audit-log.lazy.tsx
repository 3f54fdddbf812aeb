import { keepPreviousData } from '@tanstack/react-query';
import { createLazyRoute, Link, useNavigate } from '@tanstack/react-router';
import { ScrollText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS } from '#shared/schemas/audit.ts';
import { buttonClasses } from '#client/components/button.tsx';
import { Container } from '#client/components/container.tsx';
import { Pagination } from '#client/components/pagination.tsx';
import { SelectField } from '#client/components/select-field.tsx';
import { EmptyHunts, HuntsListBody } from '#client/features/admin-hunts/hunts-list-body.tsx';
import { auditActionOf } from '#client/features/audit-log/audit-log-action.ts';
import { AuditLogTable } from '#client/features/audit-log/audit-log-table.tsx';
import { usePageTitle } from '#client/features/shell/use-page-title.ts';
import { trpc } from '#client/trpc.ts';
import { adminAuditLogRoute } from './admin-audit-log';

export const Route = createLazyRoute(adminAuditLogRoute.id)({ component: AuditLogPage });

/** The site's audit log: every administrative action, newest first, 20 a page, by kind of action. */
function AuditLogPage() {
  const { t } = useTranslation();
  const search = adminAuditLogRoute.useSearch();
  const navigate = useNavigate({ from: adminAuditLogRoute.fullPath });
  const page = search.page ?? 1;
  const action = auditActionOf(search.action);
  const list = trpc.audit.list.useQuery({ page, ...(action ? { action } : {}) }, { placeholderData: keepPreviousData });
  usePageTitle(t('auditLog.title'));
  const totalPages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;

  return (
    <Container className="py-8 sm:py-12">
      <p className="text-sm font-semibold tracking-wide text-stone-500 uppercase">{t('admin.area')}</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight">{t('auditLog.title')}</h1>
      <p className="mt-2 max-w-2xl text-stone-600">{t('auditLog.intro')}</p>

      <div className="mt-6 max-w-xs">
        <SelectField
          label={t('auditLog.filter')}
          value={action ?? ''}
          errorLine={false}
          onChange={(value) => void navigate({ search: { action: auditActionOf(value) } })}
        >
          <option value="">{t('auditLog.allActions')}</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {t(`auditLog.actions.${action}`)}
            </option>
          ))}
        </SelectField>
      </div>

      <p className="mt-4 text-sm text-stone-600" aria-live="polite">
        {list.data && list.data.total > 0 ? t('auditLog.count', { count: list.data.total }) : null}
      </p>

      <HuntsListBody
        list={list}
        errorText={t('auditLog.loadError')}
        empty={
          <EmptyHunts icon={<ScrollText aria-hidden="true" className="size-6" />} title={page > 1 ? t('auditLog.pastEndTitle') : t('auditLog.emptyTitle')} body={page > 1 ? undefined : t('auditLog.emptyBody')}>
            {page > 1 ? (
              <Link from={adminAuditLogRoute.fullPath} search={(previous) => ({ ...previous, page: undefined })} className={buttonClasses('secondary', 'md', 'mt-6')}>
                {t('adminHunts.firstPage')}
              </Link>
            ) : null}
          </EmptyHunts>
        }
      >
        {(data) => <AuditLogTable entries={data.items} dimmed={list.isPlaceholderData} />}
      </HuntsListBody>

      <div className="mt-8">
        <Pagination
          page={page}
          totalPages={totalPages}
          renderLink={(target, props) => <Link from={adminAuditLogRoute.fullPath} search={(previous) => ({ ...previous, page: target > 1 ? target : undefined })} {...props} />}
        />
      </div>
    </Container>
  );
}
