import { keepPreviousData } from '@tanstack/react-query';
import { createLazyRoute, Link, useNavigate } from '@tanstack/react-router';
import { Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isSuperAdmin } from '#shared/permissions.ts';
import type { AdminCampaignSort } from '#shared/schemas/campaign.ts';
import { AdminScreenHeader } from '#client/components/admin-screen-header.tsx';
import { buttonClasses } from '#client/components/button.tsx';
import { Container } from '#client/components/container.tsx';
import { Pagination } from '#client/components/pagination.tsx';
import { EmptyHunts, HuntsListBody } from '#client/features/admin-hunts/hunts-list-body.tsx';
import { pageSearch, sortSearch } from '#client/features/admin-hunts/hunts-search.ts';
import { HuntsTable } from '#client/features/admin-hunts/hunts-table.tsx';
import { SelectField } from '#client/components/select-field.tsx';
import { useViewer } from '#client/features/auth/use-viewer.ts';
import { viewerRoles } from '#client/features/auth/viewer-roles.ts';
import { LoginRequiredPage, NoAccessPage } from '#client/features/shell/access-pages.tsx';
import { usePageTitle } from '#client/features/shell/use-page-title.ts';
import { SuperAdminTabs } from '#client/features/super-admin/super-admin-tabs.tsx';
import { trpc } from '#client/trpc.ts';
import { adminCampaignsRoute } from './admin-campaigns';

export const Route = createLazyRoute(adminCampaignsRoute.id)({ component: AdminCampaignsGate });

/** Super admins only (spec 2 §2); the server refuses everyone else anyway. */
function AdminCampaignsGate() {
  const { t } = useTranslation();
  const viewer = useViewer();
  if (!viewer) return <LoginRequiredPage title={t('admin.loginRequiredTitle')} body={t('adminHunts.loginRequiredBody')} />;
  if (!isSuperAdmin(viewerRoles(viewer))) return <NoAccessPage title={t('adminHunts.superAdminOnlyTitle')} body={t('adminHunts.superAdminOnlyBody')} />;
  return <AllHuntsPage />;
}

/** Every site's hunts (spec 2 §2 /admin/campaigns): paged and sorted like the hunts list, by site if asked. */
function AllHuntsPage() {
  const { t } = useTranslation();
  const { page = 1, sort = 'endDate', site } = adminCampaignsRoute.useSearch();
  const navigate = useNavigate({ from: adminCampaignsRoute.fullPath });
  const list = trpc.campaign.admin.allSites.useQuery({ page, sort, ...(site ? { siteGuid: site } : {}) }, { placeholderData: keepPreviousData });
  const sites = trpc.campaign.admin.sites.useQuery();
  usePageTitle(t('adminHunts.allTitle'));

  const totalPages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  const siteName = sites.data?.find((option) => option.guid === site)?.name;
  const icon = <Globe aria-hidden="true" className="size-6" />;

  return (
    <Container className="py-8 sm:py-12">
      <SuperAdminTabs current="hunts" />
      <AdminScreenHeader area={t('adminHunts.superAdminArea')} title={t('adminHunts.allTitle')} intro={t('adminHunts.allIntro')} />

      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-3 sm:flex-row">
          <div className="sm:w-64">
            <SelectField errorLine={false} label={t('adminHunts.sortBy')} value={sort} onChange={(value) => void navigate({ search: (previous) => ({ ...previous, ...sortSearch(value as AdminCampaignSort) }) })}>
              <option value="endDate">{t('adminHunts.sortEndDate')}</option>
              <option value="name">{t('adminHunts.sortName')}</option>
            </SelectField>
          </div>
          <div className="sm:w-64">
            {sites.isError ? (
              <div className="flex flex-col gap-1.5">
                <p className="text-sm font-medium text-stone-800">{t('adminHunts.site')}</p>
                <p role="alert" className="flex min-h-11 items-center text-sm text-red-700">
                  {t('adminHunts.sitesError')}
                </p>
              </div>
            ) : (
              <SelectField errorLine={false} label={t('adminHunts.site')} value={site ?? ''} onChange={(value) => void navigate({ search: (previous) => ({ ...previous, site: value || undefined, page: undefined }) })}>
                <option value="">{t('adminHunts.allSites')}</option>
                {site && !siteName ? <option value={site}>{sites.isPending ? t('app.loading') : t('adminHunts.unknownSite')}</option> : null}
                {sites.data?.map((option) => (
                  <option key={option.guid} value={option.guid}>
                    {option.name}
                  </option>
                ))}
              </SelectField>
            )}
          </div>
        </div>
        {list.data && list.data.total > 0 ? (
          <p className="text-sm text-stone-600" aria-live="polite">
            {t('adminHunts.count', { count: list.data.total })}
          </p>
        ) : null}
      </div>

      <HuntsListBody
        list={list}
        empty={
          page > 1 ? (
            <EmptyHunts icon={icon} title={t('adminHunts.pastEndTitle')}>
              <Link from={adminCampaignsRoute.fullPath} search={(previous) => ({ ...previous, page: undefined })} className={buttonClasses('secondary', 'md', 'mt-6')}>
                {t('adminHunts.firstPage')}
              </Link>
            </EmptyHunts>
          ) : site ? (
            <EmptyHunts icon={icon} title={t('adminHunts.emptySiteTitle')} {...(siteName ? { body: t('adminHunts.emptySiteBody', { site: siteName }) } : {})}>
              <Link from={adminCampaignsRoute.fullPath} search={(previous) => ({ ...previous, site: undefined })} className={buttonClasses('secondary', 'md', 'mt-6')}>
                {t('adminHunts.showAllSites')}
              </Link>
            </EmptyHunts>
          ) : (
            <EmptyHunts icon={icon} title={t('adminHunts.emptyTitle')} body={t('adminHunts.emptyAllBody')} />
          )
        }
      >
        {(data) => <HuntsTable rows={data.items} sort={data.sort} currentSite={data.currentSite} dimmed={list.isPlaceholderData} />}
      </HuntsListBody>

      <div className="mt-8">
        <Pagination
          page={page}
          totalPages={totalPages}
          renderLink={(target, props) => <Link from={adminCampaignsRoute.fullPath} search={(previous) => ({ ...previous, page: pageSearch(target) })} {...props} />}
        />
      </div>
    </Container>
  );
}
