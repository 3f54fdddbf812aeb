import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { CheckCircle2, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/button.tsx';
import { Container } from '#client/components/container.tsx';
import { PageLoading } from '#client/components/page-loading.tsx';
import { ProgressBar } from '#client/components/progress-bar.tsx';
import { TitledSection } from '#client/components/titled-section.tsx';
import { trpc } from '#client/trpc.ts';
import type { QueueGroup } from '#server/modules/evaluation/review-queue.ts';
import { useViewer } from '#client/features/auth/use-viewer.ts';
import { LoginRequiredPage } from '#client/features/shell/access-pages.tsx';
import { LoadErrorPage } from '#client/features/shell/load-error-page.tsx';
import { usePageTitle } from '#client/features/shell/use-page-title.ts';
import { formatDay } from './review-dates';

/** An evaluator's queue (issue 33 item 4): their assignments per campaign and stage, how many are done, what is due and overdue. */
export function ReviewQueuePage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const queue = trpc.evaluation.review.queue.useQuery(undefined, { enabled: viewer !== null });
  usePageTitle(t('reviews.queue.title'));

  if (!viewer) return <LoginRequiredPage title={t('reviews.queue.loginTitle')} body={t('reviews.queue.loginBody')} />;
  if (queue.isPending) return <PageLoading />;
  if (queue.isError) return <LoadErrorPage body={t('reviews.queue.loadError')} onRetry={() => void queue.refetch()} retrying={queue.isFetching} />;
  return (
    <Container className="flex max-w-4xl flex-col gap-6 py-8 sm:py-12">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('reviews.queue.title')}</h1>
      <p className="max-w-2xl text-stone-600">{t('reviews.queue.intro')}</p>
      {queue.data.length === 0 ? <p className="text-stone-600">{t('reviews.queue.empty')}</p> : queue.data.map((group) => <QueueSection key={group.stageGuid} group={group} />)}
    </Container>
  );
}

function QueueSection({ group }: { group: QueueGroup }) {
  const { t, i18n } = useTranslation();
  const stage = i18n.language === 'sv' ? group.stageNameSv : group.stageNameEn;
  const progress = t('reviews.queue.progress', { done: group.done, total: group.total });
  // The queue brings each stage's first page; the rest comes a page at a time when asked for.
  const [showMore, setShowMore] = useState(false);
  const more = trpc.evaluation.review.queuePage.useInfiniteQuery(
    { stageGuid: group.stageGuid },
    {
      enabled: showMore,
      initialCursor: group.nextCursor ?? undefined,
      getNextPageParam: (page) => page.nextCursor ?? undefined,
    },
  );
  const assignments = [...group.assignments, ...(showMore ? (more.data?.pages.flatMap((page) => page.assignments) ?? []) : [])];
  const hasMore = showMore ? (more.data ? more.hasNextPage : true) : group.nextCursor !== null;
  const loadMore = () => (showMore ? void more.fetchNextPage() : setShowMore(true));
  return (
    <TitledSection title={t('reviews.queue.groupTitle', { campaign: group.campaignName, stage })}>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <span className="font-semibold">{progress}</span>
        {group.overdue > 0 ? <span className="font-semibold text-red-700">{t('reviews.queue.overdueCount', { count: group.overdue })}</span> : null}
      </div>
      <ProgressBar value={group.total === 0 ? 0 : group.done / group.total} label={progress} className="mt-2" />
      <ul className="mt-4 divide-y divide-stone-200 rounded-lg border border-stone-200">
        {assignments.map((entry) => (
          <li key={entry.assignmentGuid} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
            <Link to="/reviews/$assignmentGuid" params={{ assignmentGuid: entry.assignmentGuid }} className="font-medium text-link underline">
              {entry.ideaName}
            </Link>
            <span className="flex items-center gap-3 text-sm">
              {entry.state === 'open' ? (
                <span className={entry.overdue ? 'font-semibold text-red-700' : 'text-stone-600'}>
                  <Clock aria-hidden="true" className="mr-1 inline size-4" />
                  {t(entry.overdue ? 'reviews.queue.overdue' : 'reviews.queue.due', { date: formatDay(entry.dueDate, i18n.language) })}
                </span>
              ) : (
                <span className="text-green-800">
                  <CheckCircle2 aria-hidden="true" className="mr-1 inline size-4" />
                  {t('reviews.queue.submitted')}
                </span>
              )}
            </span>
          </li>
        ))}
      </ul>
      {more.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {t('reviews.queue.moreError')}
        </p>
      ) : null}
      {hasMore ? (
        <Button variant="secondary" className="mt-3 self-start" onClick={loadMore} disabled={more.isFetching} aria-busy={more.isFetching}>
          {more.isFetching ? t('reviews.queue.loadingMore') : t('reviews.queue.more', { count: group.total - assignments.length })}
        </Button>
      ) : null}
    </TitledSection>
  );
}
