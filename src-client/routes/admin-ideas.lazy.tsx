import { keepPreviousData } from '@tanstack/react-query';
import { createLazyRoute, Link, useNavigate } from '@tanstack/react-router';
import { Lightbulb } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '#client/components/button.tsx';
import { Container } from '#client/components/container.tsx';
import { Pagination } from '#client/components/pagination.tsx';
import { EmptyHunts, HuntsListBody } from '#client/features/admin-hunts/hunts-list-body.tsx';
import { ExportLinks } from '#client/features/admin-ideas/export-links.tsx';
import { IdeasFilters } from '#client/features/admin-ideas/ideas-filters.tsx';
import { pageSearch, searchFilters, sortSearch, tickedStatuses, toggleStatus } from '#client/features/admin-ideas/ideas-search-filters.ts';
import { IdeasTable } from '#client/features/admin-ideas/ideas-table.tsx';
import { usePageTitle } from '#client/features/shell/use-page-title.ts';
import { trpc } from '#client/trpc.ts';
import { adminIdeasRoute } from './admin-ideas';

export const Route = createLazyRoute(adminIdeasRoute.id)({ component: AdminIdeasPage });

/** The organisation's ideas (spec 2 §2, §9): filtered by status, campaign and text, 10 a page, with exports. */
function AdminIdeasPage() {
  const { t } = useTranslation();
  const search = adminIdeasRoute.useSearch();
  const navigate = useNavigate({ from: adminIdeasRoute.fullPath });
  const filters = searchFilters(search);
  const page = search.page ?? 1;
  const list = trpc.idea.admin.list.useQuery({ ...filters, page }, { placeholderData: keepPreviousData });
  usePageTitle(t('adminIdeas.title'));

  const totalPages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  // Every change of filter starts again from page 1.
  const refine = (change: Partial<typeof search>) => void navigate({ search: (previous) => ({ ...previous, ...change, page: undefined }) });

  return (
    <Container className="py-8 sm:py-12">
      <div>
        <p className="text-sm font-semibold tracking-wide text-stone-500 uppercase">{t('admin.area')}</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight">{t('adminIdeas.title')}</h1>
        <p className="mt-2 max-w-xl text-stone-600">{t('adminIdeas.intro')}</p>
      </div>

      <IdeasFilters
        statuses={tickedStatuses(search)}
        campaign={search.campaign ?? ''}
        search={search.q ?? ''}
        sort={filters.sort}
        onStatus={(status, checked) => refine({ status: toggleStatus(search, status, checked) })}
        onCampaign={(guid) => refine({ campaign: guid || undefined })}
        onSearch={(text) => refine({ q: text || undefined })}
        onSort={(sort) => refine({ sort: sortSearch(sort) })}
      />

      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-stone-600" aria-live="polite">
          {list.data ? t('adminIdeas.count', { count: list.data.total }) : null}
        </p>
        <ExportLinks filters={filters} />
      </div>

      <HuntsListBody
        list={list}
        errorText={t('adminIdeas.loadError')}
        empty={
          page > 1 ? (
            <EmptyHunts icon={<Lightbulb aria-hidden="true" className="size-6" />} title={t('adminIdeas.pastEndTitle')}>
              <Link from={adminIdeasRoute.fullPath} search={(previous) => ({ ...previous, page: undefined })} className={buttonClasses('secondary', 'md', 'mt-6')}>
                {t('adminHunts.firstPage')}
              </Link>
            </EmptyHunts>
          ) : (
            <EmptyHunts icon={<Lightbulb aria-hidden="true" className="size-6" />} title={t('adminIdeas.emptyTitle')} body={t('adminIdeas.emptyBody')} />
          )
        }
      >
        {(data) => <IdeasTable rows={data.items} dimmed={list.isPlaceholderData} />}
      </HuntsListBody>

      <div className="mt-8">
        <Pagination
          page={page}
          totalPages={totalPages}
          renderLink={(target, props) => <Link from={adminIdeasRoute.fullPath} search={(previous) => ({ ...previous, page: pageSearch(target) })} {...props} />}
        />
      </div>
    </Container>
  );
}
