import { keepPreviousData } from '@tanstack/react-query';
import { createLazyRoute, Link, useNavigate } from '@tanstack/react-router';
import { Flag, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminCampaignSort } from '#shared/schemas/campaign.ts';
import { buttonClasses } from '#client/components/button.tsx';
import { Container } from '#client/components/container.tsx';
import { Pagination } from '#client/components/pagination.tsx';
import { EmptyHunts, HuntsListBody } from '#client/features/admin-hunts/hunts-list-body.tsx';
import { pageSearch, sortSearch } from '#client/features/admin-hunts/hunts-search.ts';
import { HuntsTable } from '#client/features/admin-hunts/hunts-table.tsx';
import { SelectField } from '#client/components/select-field.tsx';
import { usePageTitle } from '#client/features/shell/use-page-title.ts';
import { trpc } from '#client/trpc.ts';
import { adminHuntsRoute } from './admin-hunts';

export const Route = createLazyRoute(adminHuntsRoute.id)({ component: AdminHuntsPage });

/** The organisation's hunts (spec 2 §2): 10 a page, by end date or name, each linking to its brief. */
function AdminHuntsPage() {
  const { t } = useTranslation();
  const { page = 1, sort = 'endDate' } = adminHuntsRoute.useSearch();
  const navigate = useNavigate({ from: adminHuntsRoute.fullPath });
  const list = trpc.campaign.admin.list.useQuery({ page, sort }, { placeholderData: keepPreviousData });
  usePageTitle(t('adminHunts.title'));

  const totalPages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  // Nothing to sort or count on a site without hunts: the empty state says so on its own.
  const noHunts = list.data?.total === 0;

  return (
    <Container className="py-8 sm:py-12">
      <div>
        <p className="text-sm font-semibold tracking-wide text-stone-500 uppercase">{t('admin.area')}</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight">{t('adminHunts.title')}</h1>
        <p className="mt-2 max-w-xl text-stone-600">{t('adminHunts.intro')}</p>
      </div>

      <div className={`mt-8 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between ${noHunts ? 'hidden' : ''}`}>
        <div className="sm:w-64">
          <SelectField errorLine={false} label={t('adminHunts.sortBy')} value={sort} onChange={(value) => void navigate({ search: sortSearch(value as AdminCampaignSort) })}>
            <option value="endDate">{t('adminHunts.sortEndDate')}</option>
            <option value="name">{t('adminHunts.sortName')}</option>
          </SelectField>
        </div>
        {list.data ? (
          <p className="text-sm text-stone-600" aria-live="polite">
            {t('adminHunts.count', { count: list.data.total })}
          </p>
        ) : null}
      </div>

      <HuntsListBody
        list={list}
        empty={
          page > 1 ? (
            <EmptyHunts icon={<Flag aria-hidden="true" className="size-6" />} title={t('adminHunts.pastEndTitle')}>
              <Link from={adminHuntsRoute.fullPath} search={(previous) => ({ ...previous, page: undefined })} className={buttonClasses('secondary', 'md', 'mt-6')}>
                {t('adminHunts.firstPage')}
              </Link>
            </EmptyHunts>
          ) : (
            <EmptyHunts icon={<Flag aria-hidden="true" className="size-6" />} title={t('adminHunts.emptyTitle')} body={t('adminHunts.emptyBody')}>
              <Link to="/coach/campaign/create" className={buttonClasses('primary', 'md', 'mt-6')}>
                <Plus aria-hidden="true" className="size-4" />
                {t('coach.createCampaign')}
              </Link>
            </EmptyHunts>
          )
        }
      >
        {(data) => <HuntsTable rows={data.items} sort={data.sort} dimmed={list.isPlaceholderData} />}
      </HuntsListBody>

      <div className="mt-8">
        <Pagination
          page={page}
          totalPages={totalPages}
          renderLink={(target, props) => <Link from={adminHuntsRoute.fullPath} search={(previous) => ({ ...previous, page: pageSearch(target) })} {...props} />}
        />
      </div>
    </Container>
  );
}
