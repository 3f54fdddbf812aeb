import { createLazyRoute, Link } from '@tanstack/react-router';
import { ArrowLeft, ExternalLink, FileQuestion, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '#client/components/button.tsx';
import { Container } from '#client/components/container.tsx';
import { PageLoading } from '#client/components/page-loading.tsx';
import { readServerError } from '#client/features/auth/server-error.ts';
import { PageEditor } from '#client/features/site-content/page-editor.tsx';
import { StatusPage } from '#client/features/shell/status-page.tsx';
import { usePageTitle } from '#client/features/shell/use-page-title.ts';
import { trpc } from '#client/trpc.ts';
import { adminPageEditRoute } from './admin-page-edit';

/** The guid that means "a new page" (spec 2 §2: pages/edit/:guid, 0 is new). */
const NEW_PAGE = '0';

export const Route = createLazyRoute(adminPageEditRoute.id)({ component: AdminPageEditScreen });

function AdminPageEditScreen() {
  const { guid } = adminPageEditRoute.useParams();
  return guid === NEW_PAGE ? <NewPageScreen /> : <ExistingPageScreen guid={guid} />;
}

function BackToPages() {
  const { t } = useTranslation();
  return (
    <Link to="/organisation/admin/pages" className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-link underline-offset-2 hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('adminPages.allPages')}
    </Link>
  );
}

function NewPageScreen() {
  const { t } = useTranslation();
  usePageTitle(t('adminPages.newTitle'));
  return (
    <Container className="py-8 sm:py-12">
      <div className="mx-auto max-w-3xl">
        <BackToPages />
        <h1 className="mt-3 mb-6 text-3xl font-bold tracking-tight">{t('adminPages.newTitle')}</h1>
        <PageEditor page={null} />
      </div>
    </Container>
  );
}

function ExistingPageScreen({ guid }: { guid: string }) {
  const { t } = useTranslation();
  const page = trpc.page.byGuid.useQuery({ guid });
  usePageTitle(page.data?.title ?? t('adminPages.editTitle'));

  if (page.isPending) return <PageLoading />;
  if (page.isError) {
    const notFound = readServerError(page.error).appCode === 'not-found';
    return (
      <StatusPage icon={<FileQuestion aria-hidden="true" className="size-7" />} title={t('adminPages.notFound')} body={notFound ? t('adminPages.notFoundBody') : t('adminPages.loadErrorBody')}>
        {notFound ? null : (
          <Button onClick={() => void page.refetch()}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {t('app.retry')}
          </Button>
        )}
        <Link to="/organisation/admin/pages" className={buttonClasses(notFound ? 'primary' : 'secondary')}>
          {t('adminPages.allPages')}
        </Link>
      </StatusPage>
    );
  }

  return (
    <Container className="py-8 sm:py-12">
      <div className="mx-auto max-w-3xl">
        <BackToPages />
        <div className="mt-3 mb-6 flex flex-wrap items-end justify-between gap-3">
          <h1 className="text-3xl font-bold tracking-tight break-words">{page.data.title}</h1>
          <Link to="/page/$slug" params={{ slug: page.data.slug }} className={buttonClasses('ghost')}>
            <ExternalLink aria-hidden="true" className="size-4" />
            {t('adminPages.viewPage')}
          </Link>
        </div>
        <PageEditor key={page.data.guid} page={page.data} />
      </div>
    </Container>
  );
}
