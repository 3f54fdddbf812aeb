import { createLazyRoute, Link } from '@tanstack/react-router';
import { ArrowLeft, CalendarX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '#client/components/button.tsx';
import { Container } from '#client/components/container.tsx';
import { PageLoading } from '#client/components/page-loading.tsx';
import { readServerError } from '#client/features/auth/server-error.ts';
import { useViewer } from '#client/features/auth/use-viewer.ts';
import { InvitationOnlyPage } from '#client/features/campaign-view/campaign-status-pages.tsx';
import { IdeaForm } from '#client/features/idea-form/idea-form.tsx';
import { DeleteIdea } from '#client/features/idea-view/delete-idea.tsx';
import { UploadActivityScope } from '#client/features/media/upload-activity.tsx';
import { LoginRequiredPage, NoAccessPage } from '#client/features/shell/access-pages.tsx';
import { LoadErrorPage } from '#client/features/shell/load-error-page.tsx';
import { StatusPage } from '#client/features/shell/status-page.tsx';
import { usePageTitle } from '#client/features/shell/use-page-title.ts';
import { useVerificationRedirect } from '#client/features/verification/use-verification-redirect.ts';
import { trpc } from '#client/trpc.ts';
import { NotFoundPage } from './not-found';
import { editIdeaRoute, newIdeaRoute } from './idea-form';

export const newIdeaLazy = createLazyRoute(newIdeaRoute.id)({ component: NewIdeaPage });
export const editIdeaLazy = createLazyRoute(editIdeaRoute.id)({ component: EditIdeaPage });

function NewIdeaPage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const { slug } = newIdeaRoute.useParams();
  const inactive = useVerificationRedirect(viewer);
  const campaign = trpc.campaign.bySlug.useQuery({ slug }, { enabled: viewer !== null && !inactive });
  usePageTitle(t('ideaForm.createTitle'));

  if (!viewer) return <LoginRequiredPage title={t('ideaForm.loginTitle')} body={t('ideaForm.loginBody')} />;
  if (inactive || campaign.isPending) return <PageLoading />;
  if (campaign.isError) return <LoadFailure error={campaign.error} onRetry={() => void campaign.refetch()} retrying={campaign.isFetching} />;
  if (campaign.data.phase !== 'active') return <ClosedPage slug={slug} />;
  return (
    <FormLayout back={<BackLink to="campaign" slug={slug} />} title={t('ideaForm.createHeading', { name: campaign.data.name })}>
      <IdeaForm campaign={campaign.data} idea={null} feedback={[]} />
    </FormLayout>
  );
}

function EditIdeaPage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const { guid } = editIdeaRoute.useParams();
  const inactive = useVerificationRedirect(viewer);
  const enabled = viewer !== null && !inactive;
  const idea = trpc.idea.byGuid.useQuery({ guid }, { enabled });
  const campaign = trpc.campaign.bySlug.useQuery({ slug: idea.data?.campaign.slug ?? '' }, { enabled: enabled && idea.data !== undefined });
  const feedback = trpc.feedback.list.useQuery({ ideaGuid: guid }, { enabled: enabled && idea.data?.abilities.edit === true });
  usePageTitle(idea.data ? `${idea.data.name} – ${t('ideaForm.editTitle')}` : t('ideaForm.editTitle'));

  if (!viewer) return <LoginRequiredPage title={t('ideaForm.editTitle')} body={t('ideaForm.loginEditBody')} />;
  if (inactive || idea.isPending) return <PageLoading />;
  if (idea.isError) return <LoadFailure error={idea.error} onRetry={() => void idea.refetch()} retrying={idea.isFetching} />;
  if (!idea.data.campaign.open) return <ClosedPage slug={idea.data.campaign.slug} />;
  if (!idea.data.abilities.edit) return <NoAccessPage title={t('ideaForm.noAccessTitle')} body={t('ideaForm.noAccessBody')} />;
  if (campaign.isPending || feedback.isPending) return <PageLoading />;
  if (campaign.isError || feedback.isError) {
    const failed = campaign.isError ? campaign : feedback;
    return <LoadFailure error={failed.error} onRetry={() => void failed.refetch()} retrying={failed.isFetching} />;
  }
  return (
    <FormLayout back={<BackLink to="idea" guid={guid} />} title={t('ideaForm.editHeading')}>
      {/* Keyed by the idea only: the refetch after a save must not remount the form and drop its "updated" dialog. */}
      <IdeaForm key={idea.data.guid} campaign={campaign.data} idea={idea.data} feedback={feedback.data} />
      {idea.data.abilities.deleteOnEdit ? (
        <div className="mt-8 border-t border-stone-200 pt-6">
          <DeleteIdea idea={idea.data} />
        </div>
      ) : null}
    </FormLayout>
  );
}

function FormLayout({ back, title, children }: { back: ReactNode; title: string; children: ReactNode }) {
  return (
    <Container className="max-w-3xl py-8 sm:py-12">
      {back}
      <h1 className="mt-4 mb-6 text-3xl font-bold tracking-tight">{title}</h1>
      {/* IdeaForm keeps its submit disabled while an upload inside this scope is still running. */}
      <UploadActivityScope>{children}</UploadActivityScope>
    </Container>
  );
}

/** Back goes to the campaign when creating, to the idea when editing (spec 1 §2). */
function BackLink(props: { to: 'campaign'; slug: string } | { to: 'idea'; guid: string }) {
  const { t } = useTranslation();
  const className = 'inline-flex items-center gap-2 text-sm font-medium text-link underline-offset-2 hover:underline';
  const icon = <ArrowLeft aria-hidden="true" className="size-4" />;
  if (props.to === 'campaign') {
    return (
      <Link to="/coach/campaigns/$slug" params={{ slug: props.slug }} className={className}>
        {icon}
        {t('ideaForm.backToCampaign')}
      </Link>
    );
  }
  return (
    <Link to="/ideas/$guid" params={{ guid: props.guid }} className={className}>
      {icon}
      {t('ideaForm.backToIdea')}
    </Link>
  );
}

/** 'This campaign is closed' instead of the form (spec 1 §2). */
function ClosedPage({ slug }: { slug: string }) {
  const { t } = useTranslation();
  usePageTitle(t('ideaForm.closedTitle'));
  return (
    <StatusPage icon={<CalendarX aria-hidden="true" className="size-7" />} title={t('ideaForm.closedTitle')} body={t('ideaForm.closedBody')}>
      <Link to="/coach/campaigns/$slug" params={{ slug }} className={buttonClasses('secondary')}>
        {t('ideaForm.backToCampaign')}
      </Link>
    </StatusPage>
  );
}

function LoadFailure({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  const code = readServerError(error).appCode;
  if (code === 'not-found') return <NotFoundPage />;
  if (code === 'invitation-required') return <InvitationOnlyPage />;
  if (code === 'forbidden' || code === 'user-not-in-campaign') return <NoAccessPage title={t('ideaForm.noAccessTitle')} body={t(`errors.${code}`)} />;
  return <LoadErrorPage body={t('ideaForm.loadError')} onRetry={onRetry} retrying={retrying} />;
}
