import { createLazyRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Container } from '#client/components/container.tsx';
import { PageLoading } from '#client/components/page-loading.tsx';
import { RenderedMarkdown } from '#client/components/rendered-markdown.tsx';
import { readServerError } from '#client/features/auth/server-error.ts';
import { LoadErrorPage } from '#client/features/shell/load-error-page.tsx';
import { usePageTitle } from '#client/features/shell/use-page-title.ts';
import { trpc, type ContentPage } from '#client/trpc.ts';
import { NotFoundPage } from './not-found';
import { contentPageRoute } from './page';

export const Route = createLazyRoute(contentPageRoute.id)({ component: ContentPageScreen });

function ContentPageScreen() {
  const { t } = useTranslation();
  const { slug } = contentPageRoute.useParams();
  const page = trpc.page.bySlug.useQuery({ slug });

  if (page.isPending) return <PageLoading />;
  if (page.isError) {
    if (readServerError(page.error).appCode === 'not-found') return <NotFoundPage />;
    return <LoadErrorPage body={t('contentPage.loadError')} onRetry={() => void page.refetch()} retrying={page.isFetching} />;
  }
  return <PageArticle page={page.data} />;
}

function PageArticle({ page }: { page: ContentPage }) {
  const { t } = useTranslation();
  usePageTitle(page.title);

  return (
    <Container className="py-8 sm:py-12">
      <article className="mx-auto max-w-3xl rounded-2xl border border-stone-200 bg-white p-5 shadow-xs sm:p-10">
        <h1 className="text-3xl font-bold tracking-tight break-words sm:text-4xl">{page.title}</h1>
        {page.bodyHtml ? (
          <div className="mt-6">
            <RenderedMarkdown html={page.bodyHtml} headingLevel={2} />
          </div>
        ) : (
          <p className="mt-6 text-stone-600">{t('contentPage.empty')}</p>
        )}
      </article>
    </Container>
  );
}
