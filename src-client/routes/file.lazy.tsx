import { createLazyRoute } from '@tanstack/react-router';
import { Download, ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '#client/components/button.tsx';
import { Container } from '#client/components/container.tsx';
import { formatFileSize } from '#client/components/file-size.ts';
import { IMAGE_DISPLAY_SIZES } from '#client/components/media-url.ts';
import { PageLoading } from '#client/components/page-loading.tsx';
import { readServerError } from '#client/features/auth/server-error.ts';
import { FilePreview } from '#client/features/media/file-preview.tsx';
import { LoadErrorPage } from '#client/features/shell/load-error-page.tsx';
import { usePageTitle } from '#client/features/shell/use-page-title.ts';
import { trpc, type Media } from '#client/trpc.ts';
import { NotFoundPage } from './not-found';
import { fileRoute } from './file';

export const Route = createLazyRoute(fileRoute.id)({ component: FilePage });

function FilePage() {
  const { t } = useTranslation();
  const { guid } = fileRoute.useParams();
  const file = trpc.media.byGuid.useQuery({ guid });

  if (file.isPending) return <PageLoading />;
  if (file.isError) {
    if (readServerError(file.error).appCode === 'not-found') return <NotFoundPage />;
    return <LoadErrorPage body={t('filePage.loadError')} onRetry={() => void file.refetch()} retrying={file.isFetching} />;
  }
  return <PublicFile file={file.data} />;
}

function PublicFile({ file }: { file: Media }) {
  const { t, i18n } = useTranslation();
  usePageTitle(file.title);
  // Images and videos open in the browser; documents are served as downloads anyway.
  const opensInBrowser = file.mimeType.startsWith('image/');

  return (
    <Container className="py-8 sm:py-12">
      <article className="mx-auto flex max-w-3xl flex-col gap-5 rounded-2xl border border-stone-200 bg-white p-5 shadow-xs sm:p-8">
        <header>
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{file.title}</h1>
          <p className="mt-1 text-sm break-all text-stone-500">
            {file.filename}
            <span aria-hidden="true"> · </span>
            <span className="whitespace-nowrap">{formatFileSize(file.size, i18n.language)}</span>
          </p>
        </header>
        <FilePreview file={file} alt={file.title} size={IMAGE_DISPLAY_SIZES.briefImage} />
        <div className="flex flex-col gap-2 sm:flex-row">
          <a href={file.url} download={file.filename} className={buttonClasses('primary')}>
            <Download aria-hidden="true" className="size-4" />
            {t('filePage.download')}
          </a>
          {opensInBrowser ? (
            <a href={file.url} target="_blank" rel="noopener" className={buttonClasses('secondary')}>
              <ExternalLink aria-hidden="true" className="size-4" />
              {t('filePage.openOriginal')}
              <span className="sr-only">{t('filePage.newWindow')}</span>
            </a>
          ) : null}
        </div>
      </article>
    </Container>
  );
}
