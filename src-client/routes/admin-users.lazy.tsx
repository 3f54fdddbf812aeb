import { keepPreviousData } from '@tanstack/react-query';
import { createLazyRoute, Link, useNavigate } from '@tanstack/react-router';
import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { parseExtraFieldFilter, type ExtraFieldFilter } from '#shared/user-filters.ts';
import { buttonClasses } from '#client/components/button.tsx';
import { Container } from '#client/components/container.tsx';
import { Pagination } from '#client/components/pagination.tsx';
import { EmptyHunts, HuntsListBody } from '#client/features/admin-hunts/hunts-list-body.tsx';
import { UsersExportLinks } from '#client/features/admin-users/export-links.tsx';
import { ManageLabelsButton } from '#client/features/admin-users/labels-dialog.tsx';
import { StatusTabs } from '#client/features/admin-users/status-tabs.tsx';
import { UsersFilterPanel } from '#client/features/admin-users/users-filter-panel.tsx';
import { searchFilters, withExtraFieldFilter } from '#client/features/admin-users/users-filters.ts';
import { UsersTable } from '#client/features/admin-users/users-table.tsx';
import { usePageTitle } from '#client/features/shell/use-page-title.ts';
import { trpc } from '#client/trpc.ts';
import { adminUsersRoute } from './admin-users';

export const Route = createLazyRoute(adminUsersRoute.id)({ component: AdminUsersPage });

/** The organisation's users (spec 3 §2, §9): a tab per status with counts, search, label and extra-field filters, 10 a page, exports. */
function AdminUsersPage() {
  const { t } = useTranslation();
  const search = adminUsersRoute.useSearch();
  const navigate = useNavigate({ from: adminUsersRoute.fullPath });
  const filters = searchFilters(search);
  const page = search.page ?? 1;
  const list = trpc.people.list.useQuery({ ...filters, page }, { placeholderData: keepPreviousData });
  usePageTitle(t('adminUsers.title'));

  // The server says which tab it shows: a blocked tab asked for by an org admin is the active one.
  const status = list.data?.status ?? filters.status;
  const totalPages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  // Every change of filter starts again from page 1.
  const refine = (change: Partial<typeof search>) => void navigate({ search: (previous) => ({ ...previous, ...change, page: undefined }) });
  const activeExtraFields = (search.extraFields ?? []).map(parseExtraFieldFilter).filter((filter): filter is ExtraFieldFilter => filter !== null);

  return (
    <Container className="py-8 sm:py-12">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-semibold tracking-wide text-stone-500 uppercase">{t('admin.area')}</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight">{t('adminUsers.title')}</h1>
          <p className="mt-2 max-w-xl text-stone-600">{t('adminUsers.intro')}</p>
        </div>
        <ManageLabelsButton />
      </div>

      <StatusTabs statuses={list.data?.statuses ?? ['active', 'inactive', 'pendingDelete']} current={status} counts={list.data?.counts} />

      <UsersFilterPanel
        search={search.filter ?? ''}
        labels={search.labels ?? []}
        extraFields={activeExtraFields}
        onSearch={(text) => refine({ filter: text || undefined })}
        onLabels={(guids) => refine({ labels: guids.length > 0 ? guids : undefined })}
        onAddExtraField={(filter) => refine({ extraFields: withExtraFieldFilter(search, { add: filter }) })}
        onRemoveExtraField={(field) => refine({ extraFields: withExtraFieldFilter(search, { removeField: field }) })}
      />

      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-stone-600" aria-live="polite">
          {list.data ? t('adminUsers.count', { count: list.data.total }) : null}
        </p>
        <UsersExportLinks filters={{ ...filters, status }} />
      </div>

      <HuntsListBody
        list={list}
        errorText={t('adminUsers.loadError')}
        empty={
          page > 1 ? (
            <EmptyHunts icon={<Users aria-hidden="true" className="size-6" />} title={t('adminUsers.pastEndTitle')}>
              <Link from={adminUsersRoute.fullPath} search={(previous) => ({ ...previous, page: undefined })} className={buttonClasses('secondary', 'md', 'mt-6')}>
                {t('adminHunts.firstPage')}
              </Link>
            </EmptyHunts>
          ) : (
            <EmptyHunts icon={<Users aria-hidden="true" className="size-6" />} title={t('adminUsers.emptyTitle')} body={t('adminUsers.emptyBody')} />
          )
        }
      >
        {(data) => <UsersTable rows={data.items} dimmed={list.isPlaceholderData} />}
      </HuntsListBody>

      <div className="mt-8">
        <Pagination
          page={page}
          totalPages={totalPages}
          renderLink={(target, props) => <Link from={adminUsersRoute.fullPath} search={(previous) => ({ ...previous, page: target > 1 ? target : undefined })} {...props} />}
        />
      </div>
    </Container>
  );
}
