import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft, ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '#client/components/alert.tsx';
import { Button, buttonClasses } from '#client/components/button.tsx';
import { ConfirmDialog } from '#client/components/confirm-dialog.tsx';
import { Container } from '#client/components/container.tsx';
import { PageLoading } from '#client/components/page-loading.tsx';
import { trpc } from '#client/trpc.ts';
import { useViewer } from '#client/features/auth/use-viewer.ts';
import { LoginRequiredPage } from '#client/features/shell/access-pages.tsx';
import { LoadErrorPage } from '#client/features/shell/load-error-page.tsx';
import { useSystemMessage } from '#client/features/shell/system-message.tsx';
import { usePageTitle } from '#client/features/shell/use-page-title.ts';
import { failureText } from '#client/features/templates/failure-text.ts';
import type { ReviewPageDto } from '#server/modules/evaluation/review.presenter.ts';
import { formatDay, formatMoment } from './review-dates';
import { ReviewIdeaPanel } from './review-idea-panel';
import { OtherReviews } from './other-reviews';
import { CriterionField } from './review-scorecard';
import { useReviewDraft, type DraftScore } from './use-review-draft';

/** One review (issue 33 item 4): the idea beside the stage's scorecard, made for going through many in a row. */
export function ReviewPage({ assignmentGuid }: { assignmentGuid: string }) {
  const { t } = useTranslation();
  const viewer = useViewer();
  const review = trpc.evaluation.review.byGuid.useQuery({ assignmentGuid }, { enabled: viewer !== null });
  usePageTitle(review.data ? t('reviews.page.title', { name: review.data.idea.name }) : t('reviews.queue.title'));

  if (!viewer) return <LoginRequiredPage title={t('reviews.queue.loginTitle')} body={t('reviews.queue.loginBody')} />;
  if (review.isPending) return <PageLoading />;
  if (review.isError) return <LoadErrorPage body={t('reviews.page.loadError')} onRetry={() => void review.refetch()} retrying={review.isFetching} />;
  // Keyed by the assignment, so going to the next review starts from its own saved draft.
  return <ReviewView key={review.data.guid} review={review.data} />;
}

/** Keys that move along the queue; never taken while the evaluator types in a field. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !['radio', 'checkbox', 'button', 'submit'].includes(target.type);
}

function ReviewView({ review }: { review: ReviewPageDto }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const showMessage = useSystemMessage();
  const initial = Object.fromEntries(review.criteria.map((criterion) => [criterion.guid, { score: criterion.score, comment: criterion.comment }])) as Record<string, DraftScore>;
  const { draft, change, flush, saveState } = useReviewDraft(review.guid, initial, review.abilities.edit);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmingConflict, setConfirmingConflict] = useState(false);
  const submit = trpc.evaluation.review.submit.useMutation();
  const reopen = trpc.evaluation.review.reopen.useMutation();
  const declare = trpc.evaluation.conflict.declare.useMutation();
  const stageName = i18n.language === 'sv' ? review.stage.nameSv : review.stage.nameEn;

  const go = (guid: string | null) => {
    if (guid) void navigate({ to: '/reviews/$assignmentGuid', params: { assignmentGuid: guid } });
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || isTyping(event.target)) return;
      const key = event.key.toLowerCase();
      const target = key === 'n' ? review.nextGuid : key === 'p' ? review.previousGuid : null;
      if (!target) return;
      event.preventDefault();
      go(target);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const scoresOf = () => Object.entries(draft).map(([criterionGuid, entry]) => ({ criterionGuid, ...entry }));

  const onSubmit = async () => {
    setFailure(null);
    setErrors({});
    await flush();
    try {
      const submitted = await submit.mutateAsync({ assignmentGuid: review.guid, scores: scoresOf() });
      utils.evaluation.review.byGuid.setData({ assignmentGuid: review.guid }, submitted);
      await utils.evaluation.review.queue.invalidate();
      showMessage({ tone: 'success', text: t('reviews.page.submittedNotice') });
    } catch (error) {
      const { message, fields } = failureText(t, error, t('reviews.page.submitFailed'));
      const byCriterion = Object.fromEntries(Object.entries(fields).map(([path, text]) => [path.replace(/^scores\./, ''), text]));
      setErrors(byCriterion);
      setFailure(message);
      const first = Object.keys(byCriterion)[0];
      if (first) document.querySelector<HTMLInputElement>(`#criterion-${CSS.escape(first)} input`)?.focus();
    }
  };

  const onReopen = async () => {
    const reopened = await reopen.mutateAsync({ assignmentGuid: review.guid });
    utils.evaluation.review.byGuid.setData({ assignmentGuid: review.guid }, reopened);
    showMessage({ tone: 'success', text: t('reviews.page.reopened') });
  };

  const onDeclare = async () => {
    await declare.mutateAsync({ ideaGuid: review.idea.guid });
    setConfirmingConflict(false);
    await utils.evaluation.review.queue.invalidate();
    showMessage({ tone: 'success', text: t('reviews.page.conflictDone') });
    if (review.nextGuid) go(review.nextGuid);
    else void navigate({ to: '/reviews' });
  };

  return (
    <Container wide className="flex flex-col gap-6 py-8 sm:py-12">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link to="/reviews" className="inline-flex items-center gap-1 text-link underline">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('reviews.page.back')}
        </Link>
        {review.abilities.edit || review.previousGuid || review.nextGuid ? (
          <nav aria-label={t('reviews.page.back')} className="flex items-center gap-2">
            <NeighbourLink guid={review.previousGuid} label={t('reviews.page.previous')} shortcut="P" icon={<ChevronLeft aria-hidden="true" className="size-4" />} />
            <NeighbourLink guid={review.nextGuid} label={t('reviews.page.next')} shortcut="N" icon={<ChevronRight aria-hidden="true" className="size-4" />} />
          </nav>
        ) : null}
      </div>
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{review.idea.name}</h1>
        <p className="mt-1 text-stone-600">
          {review.campaign.name} · {stageName} · {t('reviews.page.position', { date: formatDay(review.dueDate, i18n.language) })}
        </p>
        <p className="mt-1 text-sm text-stone-500">{t('reviews.page.shortcuts')}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <ReviewIdeaPanel idea={review.idea} />
        <section aria-labelledby="review-scorecard-heading" className="flex min-w-0 flex-col gap-4">
          <div className="flex items-center justify-between gap-3">
            <h2 id="review-scorecard-heading" className="text-xl font-bold tracking-tight">
              {t('reviews.page.scorecard')}
            </h2>
            <p role="status" className="text-sm text-stone-600">
              {saveState === 'saving' ? t('reviews.page.saving') : saveState === 'saved' ? t('reviews.page.saved') : ''}
            </p>
          </div>
          {review.state === 'submitted' && review.submittedAt ? <Alert tone="info">{t('reviews.page.submitted', { date: formatMoment(review.submittedAt, i18n.language) })}</Alert> : null}
          {saveState === 'failed' ? <Alert tone="error">{t('reviews.page.saveFailed')}</Alert> : null}
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          {review.criteria.map((criterion) => (
            <CriterionField key={criterion.guid} criterion={criterion} value={draft[criterion.guid]!} editable={review.abilities.edit} error={errors[criterion.guid]} onChange={(entry) => change(criterion.guid, entry)} />
          ))}
          <div className="flex flex-wrap gap-3">
            {review.abilities.edit ? (
              <Button onClick={() => void onSubmit()} disabled={submit.isPending}>
                {t('reviews.page.submit')}
              </Button>
            ) : null}
            {review.abilities.declareConflict ? (
              <Button variant="secondary" onClick={() => setConfirmingConflict(true)}>
                {t('reviews.page.conflict')}
              </Button>
            ) : null}
            {review.abilities.reopen ? (
              <Button variant="secondary" onClick={() => void onReopen()} disabled={reopen.isPending}>
                {t('reviews.page.reopen')}
              </Button>
            ) : null}
          </div>
          <OtherReviews reviews={review.otherReviews} criteria={review.criteria} />
        </section>
      </div>
      {confirmingConflict ? (
        <ConfirmDialog
          title={t('reviews.page.conflictTitle')}
          body={t('reviews.page.conflictBody', { name: review.idea.name })}
          confirmLabel={t('reviews.page.conflictConfirm')}
          busy={declare.isPending}
          onConfirm={() => void onDeclare()}
          onCancel={() => setConfirmingConflict(false)}
        />
      ) : null}
    </Container>
  );
}

function NeighbourLink({ guid, label, shortcut, icon }: { guid: string | null; label: string; shortcut: string; icon: ReactNode }) {
  const content = (
    <>
      {shortcut === 'P' ? icon : null}
      {label}
      <kbd className="rounded border border-stone-300 px-1 text-xs">{shortcut}</kbd>
      {shortcut === 'N' ? icon : null}
    </>
  );
  if (!guid) return null;
  return (
    <Link to="/reviews/$assignmentGuid" params={{ assignmentGuid: guid }} className={buttonClasses('secondary')} aria-keyshortcuts={shortcut}>
      {content}
    </Link>
  );
}
