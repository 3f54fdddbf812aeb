import { createLazyRoute, Link } from '@tanstack/react-router';
import { ArrowLeft, ExternalLink, FileQuestion, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '#client/components/button.tsx';
import { Container } from '#client/components/container.tsx';
import { PageLoading } from '#client/components/page-loading.tsx';
import { AdminIdeaForm } from '#client/features/admin-ideas/admin-idea-form.tsx';
import { readServerError } from '#client/features/auth/server-error.ts';
import { StatusPage } from '#client/features/shell/status-page.tsx';
import { usePageTitle } from '#client/features/shell/use-page-title.ts';
import { trpc } from '#client/trpc.ts';
import { adminIdeaEditRoute } from './admin-idea-edit';

export const Route = createLazyRoute(adminIdeaEditRoute.id)({ component: AdminIdeaEditPage });

const linkClasses = 'inline-flex items-center gap-1.5 rounded text-sm font-semibold text-link underline-offset-2 hover:underline';

/** The admin idea editor's page (spec 2 §2 /organisation/admin/ideas/edit/{guid}). */
function AdminIdeaEditPage() {
  const { t } = useTranslation();
  const { guid } = adminIdeaEditRoute.useParams();
  const idea = trpc.idea.admin.byGuid.useQuery({ guid });
  usePageTitle(idea.data?.name ?? t('adminIdeas.editTitle'));

  if (idea.isPending) return <PageLoading />;
  if (idea.isError) {
    const notFound = readServerError(idea.error).appCode === 'not-found';
    return (
      <StatusPage icon={<FileQuestion aria-hidden="true" className="size-7" />} title={t('adminIdeas.notFound')} body={notFound ? t('adminIdeas.notFoundBody') : t('adminIdeas.loadErrorBody')}>
        {notFound ? null : (
          <Button onClick={() => void idea.refetch()}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {t('app.retry')}
          </Button>
        )}
        <Link to="/organisation/admin/ideas" className={buttonClasses(notFound ? 'primary' : 'secondary')}>
          {t('adminIdeas.allIdeas')}
        </Link>
      </StatusPage>
    );
  }

  return (
    <Container className="py-8 sm:py-12">
      <div className="mx-auto max-w-3xl">
        <Link to="/organisation/admin/ideas" className={linkClasses}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('adminIdeas.allIdeas')}
        </Link>
        <h1 className="mt-3 text-3xl font-bold tracking-tight break-words">{idea.data.name}</h1>
        <p className="mt-2 mb-6 flex flex-wrap items-center gap-x-4 gap-y-1 text-stone-600">
          <span>{t('adminIdeas.inCampaign', { name: idea.data.campaign.name })}</span>
          <Link to="/ideas/$guid" params={{ guid: idea.data.guid }} className={linkClasses}>
            <ExternalLink aria-hidden="true" className="size-4" />
            {t('adminIdeas.viewIdea')}
          </Link>
        </p>
        <AdminIdeaForm key={idea.data.guid} idea={idea.data} />
      </div>
    </Container>
  );
}
