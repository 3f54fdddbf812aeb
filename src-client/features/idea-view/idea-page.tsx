import { Link, useLocation } from '@tanstack/react-router';
import { ArrowLeft, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '#client/components/button.tsx';
import { Container } from '#client/components/container.tsx';
import { PageLoading } from '#client/components/page-loading.tsx';
import { NotFoundPage } from '#client/routes/not-found.tsx';
import { trpc } from '#client/trpc.ts';
import { readServerError } from '#client/features/auth/server-error.ts';
import { useViewer } from '#client/features/auth/use-viewer.ts';
import { InvitationOnlyPage } from '#client/features/campaign-view/campaign-status-pages.tsx';
import { IdeaLabels } from '#client/features/ideas/idea-card.tsx';
import { formatIdeaDate, ideaStatusBadge } from '#client/features/ideas/idea-text.ts';
import { LoginRequiredPage, NoAccessPage } from '#client/features/shell/access-pages.tsx';
import { LoadErrorPage } from '#client/features/shell/load-error-page.tsx';
import { usePageTitle } from '#client/features/shell/use-page-title.ts';
import { AuthorInvitation } from './author-invitation';
import { CoachActions } from './coach-actions';
import { CommentsSection } from './comments-section';
import { FeedbackSection } from './feedback-section';
import { IdeaContent } from './idea-content';
import type { IdeaView } from './idea-types';
import { nameList } from './idea-view-rules';
import { ShareLinks } from './share-links';
import { UpvoteButton } from './upvote-button';
import { FollowButton } from './follow-button';
import { AuthorNames } from './author-names';
import { IdeaMergePanel } from '#client/features/idea-merge/idea-merge-panel.tsx';
import { IdeaStage } from '#client/features/stages/idea-stage.tsx';

/**
 * The idea view (spec 1 §2 /ideas/{guid}): loads the idea and answers the ways that can fail
 * (no such idea, by invitation only, log in first, members only, server down).
 */
export function IdeaPage({ guid, pendingInvitation }: { guid: string; pendingInvitation: boolean }) {
  const { t } = useTranslation();
  const viewer = useViewer();
  const here = useLocation({ select: (location) => location.href });
  const idea = trpc.idea.byGuid.useQuery({ guid });
  // Asked for with the idea, in the same request, so the page appears whole instead of growing
  // twice under the reader; their sections read them from the cache and show their own errors.
  const feedback = trpc.feedback.list.useQuery({ ideaGuid: guid });
  const comments = trpc.comment.list.useQuery({ ideaGuid: guid });
  const follow = trpc.ideaFollow.state.useQuery({ ideaGuid: guid }, { enabled: viewer !== null });

  // Spec 1 §2: a visitor arriving from a co-author invitation is asked to log in first.
  if (!viewer && pendingInvitation) return <LoginRequiredPage redirect={here} title={t('ideaView.invitationLoginTitle')} body={t('ideaView.invitationLoginBody')} />;
  if (idea.isPending || (idea.isSuccess && (feedback.isPending || comments.isPending || (viewer !== null && follow.isPending)))) return <PageLoading />;
  if (idea.isError) {
    const code = readServerError(idea.error).appCode;
    if (code === 'not-found') return <NotFoundPage />;
    if (code === 'invitation-required') return <InvitationOnlyPage />;
    if (code === 'not-authenticated') return <LoginRequiredPage redirect={here} title={t('ideaView.loginTitle')} body={t('ideaView.loginBody')} />;
    if (code === 'user-not-in-campaign') return <NoAccessPage title={t('ideas.notInCampaignTitle')} body={t('ideas.notInCampaignBody')} />;
    return <LoadErrorPage body={t('ideaView.loadError')} onRetry={() => void idea.refetch()} retrying={idea.isFetching} />;
  }
  return <IdeaViewLayout idea={idea.data} />;
}

function IdeaViewLayout({ idea }: { idea: IdeaView }) {
  const { t, i18n } = useTranslation();
  const viewer = useViewer();
  usePageTitle(idea.name);
  const status = ideaStatusBadge(idea.status, idea.isCoach);
  // An idea whose every author has been deleted keeps its words under "Former user", as feedback and comments do.
  const names = nameList(idea.authors.length > 0 ? idea.authors.map((author) => author.name) : [t('ideaView.formerUser')], i18n.language);

  return (
    <Container className="py-8 sm:py-12">
      <Link to="/coach/campaigns/$slug" params={{ slug: idea.campaign.slug }} className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-link underline-offset-2 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('ideaView.back')}
      </Link>

      <article aria-labelledby="idea-title" className="mt-4 flex flex-col gap-8">
        <header className="flex flex-col gap-3">
          <p className="text-sm font-semibold tracking-wide text-stone-500 uppercase">{idea.campaign.name}</p>
          <IdeaLabels status={status} isNew={idea.isNew} isHot={idea.isHot} />
          <IdeaStage ideaGuid={idea.guid} />
          <h1 id="idea-title" className="text-3xl font-bold tracking-tight break-words sm:text-4xl">
            {idea.name}
          </h1>
          <p className="text-stone-600">
            {idea.authorsHidden ? (
              <span className="font-medium text-stone-800">{t('reviews.page.blindAuthors')}</span>
            ) : idea.authors.some((author) => author.labels.length > 0) ? (
              <AuthorNames authors={idea.authors} />
            ) : names ? (
              <span className="font-medium text-stone-800">{t('ideas.by', { names })}</span>
            ) : null}
            {names ? <span aria-hidden="true"> · </span> : null}
            <time dateTime={new Date(idea.createdAt).toISOString()}>{formatIdeaDate(new Date(idea.createdAt), i18n.language)}</time>
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <UpvoteButton idea={idea} />
            {viewer ? <FollowButton ideaGuid={idea.guid} /> : null}
            {/* Spec 1 §6: the creator and co-authors edit and improve; the server also wants the campaign running. */}
            {idea.isAuthor && idea.abilities.edit ? (
              <Link to="/ideas/$guid/edit" params={{ guid: idea.guid }} className={buttonClasses('secondary')}>
                <Pencil aria-hidden="true" className="size-4" />
                {t('ideaView.edit')}
              </Link>
            ) : null}
          </div>
        </header>

        <IdeaMergePanel ideaGuid={idea.guid} />
        {idea.abilities.answerInvitation ? <AuthorInvitation idea={idea} /> : null}
        {idea.abilities.setStatus || idea.abilities.delete ? <CoachActions idea={idea} /> : null}
        <IdeaContent idea={idea} />
        <ShareLinks idea={idea} />
        <FeedbackSection idea={idea} />
        <CommentsSection idea={idea} />
      </article>
    </Container>
  );
}
