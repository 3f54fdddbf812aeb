import { createLazyRoute, Link } from '@tanstack/react-router';
import { ArrowLeft, ExternalLink, RefreshCw, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '#client/components/button.tsx';
import { Container } from '#client/components/container.tsx';
import { PageLoading } from '#client/components/page-loading.tsx';
import { readServerError } from '#client/features/auth/server-error.ts';
import { SiteForm } from '#client/features/super-admin-sites/site-form.tsx';
import { SuperAdminGate } from '#client/features/super-admin-sites/super-admin-gate.tsx';
import { StatusPage } from '#client/features/shell/status-page.tsx';
import { usePageTitle } from '#client/features/shell/use-page-title.ts';
import { trpc, type Site } from '#client/trpc.ts';
import { adminSiteAddRoute, adminSiteEditRoute } from './admin-site-edit';

export const AddRoute = createLazyRoute(adminSiteAddRoute.id)({
  component: () => (
    <SuperAdminGate>
      <SiteScreen site={null} />
    </SuperAdminGate>
  ),
});
export const EditRoute = createLazyRoute(adminSiteEditRoute.id)({
  component: () => (
    <SuperAdminGate>
      <ExistingSiteScreen />
    </SuperAdminGate>
  ),
});

function ExistingSiteScreen() {
  const { t } = useTranslation();
  const { slug } = adminSiteEditRoute.useParams();
  const site = trpc.sites.bySlug.useQuery({ slug });
  if (site.isPending) return <PageLoading />;
  if (site.isError) {
    const notFound = readServerError(site.error).appCode === 'not-found';
    return (
      <StatusPage icon={<SearchX aria-hidden="true" className="size-7" />} title={t('sites.notFound')} body={notFound ? t('sites.notFoundBody') : t('sites.loadOneError')}>
        {notFound ? null : (
          <Button onClick={() => void site.refetch()}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {t('app.retry')}
          </Button>
        )}
        <Link to="/admin/sites" className={buttonClasses(notFound ? 'primary' : 'secondary')}>
          {t('sites.allSites')}
        </Link>
      </StatusPage>
    );
  }
  return (
    <SiteScreen
      key={site.data.guid}
      site={site.data}
      action={
        <a href={site.data.address} target="_blank" rel="noreferrer" className={buttonClasses('secondary')}>
          <ExternalLink aria-hidden="true" className="size-4" />
          {t('sites.openOnHost')}
        </a>
      }
    />
  );
}

/** The site form's page: back to the list, the title, and the form. */
function SiteScreen({ site, action }: { site: Site | null; action?: ReactNode }) {
  const { t } = useTranslation();
  const title = site ? site.name : t('sites.newTitle');
  usePageTitle(title);

  return (
    <Container className="py-8 sm:py-12">
      <div className="mx-auto max-w-3xl">
        <Link to="/admin/sites" className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-link underline-offset-2 hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('sites.allSites')}
        </Link>
        <div className="mt-3 mb-6 flex flex-wrap items-end justify-between gap-3">
          <div>
            <p className="text-sm font-semibold tracking-wide text-stone-500 uppercase">{t('sites.area')}</p>
            <h1 className="mt-1 text-3xl font-bold tracking-tight break-words">{title}</h1>
            {site ? null : <p className="mt-2 max-w-xl text-stone-600">{t('sites.newIntro')}</p>}
          </div>
          {action}
        </div>
        <SiteForm site={site} />
      </div>
    </Container>
  );
}
