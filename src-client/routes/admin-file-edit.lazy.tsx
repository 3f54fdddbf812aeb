import { createLazyRoute, Link } from '@tanstack/react-router';
import { ArrowLeft, FileQuestion, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '#client/components/button.tsx';
import { Container } from '#client/components/container.tsx';
import { PageLoading } from '#client/components/page-loading.tsx';
import { readServerError } from '#client/features/auth/server-error.ts';
import { EditFileForm } from '#client/features/admin-files/edit-file-form.tsx';
import { NewFileForm } from '#client/features/admin-files/new-file-form.tsx';
import { StatusPage } from '#client/features/shell/status-page.tsx';
import { usePageTitle } from '#client/features/shell/use-page-title.ts';
import { trpc } from '#client/trpc.ts';
import { adminFileEditRoute } from './admin-file-edit';

/** The guid that means "a new file" (spec 2 §2: files/edit/:guid, 0 is new). */
const NEW_FILE = '0';

export const Route = createLazyRoute(adminFileEditRoute.id)({ component: AdminFileEditPage });

function AdminFileEditPage() {
  const { guid } = adminFileEditRoute.useParams();
  return guid === NEW_FILE ? <NewFilePage /> : <ExistingFilePage guid={guid} />;
}

function BackToFiles() {
  const { t } = useTranslation();
  return (
    <Link to="/organisation/admin/files" className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-link underline-offset-2 hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('adminFiles.allFiles')}
    </Link>
  );
}

function NewFilePage() {
  const { t } = useTranslation();
  usePageTitle(t('adminFiles.newTitle'));

  return (
    <Container className="py-8 sm:py-12">
      {/* One form column: narrower than the page, like the forms in the modals. */}
      <div className="mx-auto max-w-3xl">
        <BackToFiles />
        <h1 className="mt-3 text-3xl font-bold tracking-tight">{t('adminFiles.newTitle')}</h1>
        <p className="mt-2 mb-6 text-stone-600">{t('adminFiles.newIntro')}</p>
        <NewFileForm />
      </div>
    </Container>
  );
}

function ExistingFilePage({ guid }: { guid: string }) {
  const { t } = useTranslation();
  const file = trpc.files.byGuid.useQuery({ guid });
  usePageTitle(file.data?.title ?? t('adminFiles.editTitle'));

  if (file.isPending) return <PageLoading />;
  if (file.isError) {
    const notFound = readServerError(file.error).appCode === 'not-found';
    return (
      <StatusPage icon={<FileQuestion aria-hidden="true" className="size-7" />} title={t('adminFiles.notFound')} body={notFound ? t('adminFiles.notFoundBody') : t('adminFiles.loadErrorBody')}>
        {notFound ? null : (
          <Button onClick={() => void file.refetch()}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {t('app.retry')}
          </Button>
        )}
        <Link to="/organisation/admin/files" className={buttonClasses(notFound ? 'primary' : 'secondary')}>
          {t('adminFiles.allFiles')}
        </Link>
      </StatusPage>
    );
  }

  return (
    <Container className="py-8 sm:py-12">
      <BackToFiles />
      <h1 className="mt-3 mb-6 text-3xl font-bold tracking-tight break-words">{file.data.title}</h1>
      <EditFileForm key={file.data.guid} file={file.data} />
    </Container>
  );
}
