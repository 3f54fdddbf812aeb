import { keepPreviousData } from '@tanstack/react-query';
import { createLazyRoute, Link, useNavigate } from '@tanstack/react-router';
import { FolderOpen, SearchX, Upload } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '#client/components/button.tsx';
import { Container } from '#client/components/container.tsx';
import { LoadErrorAlert } from '#client/components/load-error-alert.tsx';
import { Pagination } from '#client/components/pagination.tsx';
import { SearchField } from '#client/components/search-field.tsx';
import { Spinner } from '#client/components/spinner.tsx';
import { FileListItem } from '#client/features/admin-files/file-list-item.tsx';
import { usePageTitle } from '#client/features/shell/use-page-title.ts';
import { trpc } from '#client/trpc.ts';
import { adminFilesRoute } from './admin-files';

export const Route = createLazyRoute(adminFilesRoute.id)({ component: AdminFilesPage });

/** The organisation's files (spec 2 §2): each with its public link and markdown snippet. */
function AdminFilesPage() {
  const { t } = useTranslation();
  const { page = 1, search = '' } = adminFilesRoute.useSearch();
  const navigate = useNavigate({ from: adminFilesRoute.fullPath });
  const list = trpc.files.list.useQuery({ page, ...(search ? { search } : {}) }, { placeholderData: keepPreviousData });
  usePageTitle(t('adminFiles.title'));

  const onSearch = useCallback(
    (value: string) => void navigate({ search: { ...(value ? { search: value } : {}) }, replace: true }),
    [navigate],
  );
  // Deleting the last file of a page leaves it empty: go back one.
  const afterDelete = useCallback(() => {
    if (page > 1 && list.data?.items.length === 1) void navigate({ search: (previous) => ({ ...previous, page: page - 1 === 1 ? undefined : page - 1 }) });
  }, [navigate, page, list.data?.items.length]);

  const totalPages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;

  return (
    <Container className="py-8 sm:py-12">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-semibold tracking-wide text-stone-500 uppercase">{t('admin.area')}</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight">{t('adminFiles.title')}</h1>
          <p className="mt-2 max-w-xl text-stone-600">{t('adminFiles.intro')}</p>
        </div>
        <Link to="/organisation/admin/files/edit/$guid" params={{ guid: '0' }} className={buttonClasses('primary', 'md', 'shrink-0')}>
          <Upload aria-hidden="true" className="size-4" />
          {t('adminFiles.upload')}
        </Link>
      </div>

      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchField label={t('adminFiles.search')} clearLabel={t('adminFiles.clearSearch')} value={search} onSearch={onSearch} className="sm:max-w-sm sm:flex-1" />
        {list.data ? (
          <p className="text-sm text-stone-600" aria-live="polite">
            {t('adminFiles.count', { count: list.data.total })}
          </p>
        ) : null}
      </div>

      <div className="mt-6" aria-busy={list.isFetching}>
        {list.isPending ? (
          <div className="flex justify-center py-16">
            <Spinner label={t('app.loading')} className="size-8" />
          </div>
        ) : list.isError ? (
          <LoadErrorAlert message={t('adminFiles.searchError')} onRetry={() => void list.refetch()} retrying={list.isFetching} />
        ) : list.data.items.length === 0 ? (
          <EmptyFiles search={search} page={page} />
        ) : (
          <ul className={`flex flex-col gap-3 transition-opacity ${list.isPlaceholderData ? 'opacity-60' : ''}`}>
            {list.data.items.map((file) => (
              <FileListItem key={file.guid} file={file} onDeleted={afterDelete} />
            ))}
          </ul>
        )}
      </div>

      <div className="mt-8">
        <Pagination
          page={page}
          totalPages={totalPages}
          renderLink={(target, props) => <Link from={adminFilesRoute.fullPath} search={(previous) => ({ ...previous, page: target === 1 ? undefined : target })} {...props} />}
        />
      </div>
    </Container>
  );
}

/** Nothing to list: no files yet, none matching the search, or a page past the end. */
function EmptyFiles({ search, page }: { search: string; page: number }) {
  const { t } = useTranslation();
  const Icon = search ? SearchX : FolderOpen;

  return (
    <section className="flex flex-col items-center rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-on-secondary">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      {search ? (
        <>
          <h2 className="mt-4 text-lg font-semibold">{t('adminFiles.noMatchesTitle')}</h2>
          <p className="mt-1 max-w-md text-stone-600">{t('adminFiles.noMatchesBody', { search })}</p>
          <Link from={adminFilesRoute.fullPath} search={{}} className={buttonClasses('secondary', 'md', 'mt-6')}>
            {t('adminFiles.clearSearch')}
          </Link>
        </>
      ) : page > 1 ? (
        <>
          <h2 className="mt-4 text-lg font-semibold">{t('adminFiles.pastEndTitle')}</h2>
          <Link from={adminFilesRoute.fullPath} search={{}} className={buttonClasses('secondary', 'md', 'mt-6')}>
            {t('adminFiles.firstPage')}
          </Link>
        </>
      ) : (
        <>
          <h2 className="mt-4 text-lg font-semibold">{t('adminFiles.emptyTitle')}</h2>
          <p className="mt-1 max-w-md text-stone-600">{t('adminFiles.emptyBody')}</p>
          <Link to="/organisation/admin/files/edit/$guid" params={{ guid: '0' }} className={buttonClasses('primary', 'md', 'mt-6')}>
            <Upload aria-hidden="true" className="size-4" />
            {t('adminFiles.upload')}
          </Link>
        </>
      )}
    </section>
  );
}
