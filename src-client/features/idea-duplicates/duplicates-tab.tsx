import { Copy, GitMerge, Undo2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '#client/components/alert.tsx';
import { Button } from '#client/components/button.tsx';
import { LoadErrorAlert } from '#client/components/load-error-alert.tsx';
import { Spinner } from '#client/components/spinner.tsx';
import { trpc } from '#client/trpc.ts';
import { CampaignMergeLog } from '#client/features/idea-merge/campaign-merge-log.tsx';
import { ProposeMergeDialog } from '#client/features/idea-merge/propose-merge-dialog.tsx';
import { DuplicatePairRow, type DuplicatePair } from './duplicate-pair';

interface Dismissed {
  ideaGuid: string;
  otherIdeaGuid: string;
  name: string;
  otherName: string;
}

/**
 * The Possible duplicates tab (issue 23): pairs of the campaign's ideas that look alike, most alike
 * first. "Not a duplicate" takes a pair off the list for good; the status line under the heading
 * says so and offers Undo, which keyboard users reach at once (focus moves to it).
 */
export function DuplicatesTab({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [dismissed, setDismissed] = useState<Dismissed | null>(null);
  const [notice, setNotice] = useState<'restored' | 'failed' | null>(null);
  const [merging, setMerging] = useState<DuplicatePair | null>(null);
  const undoButton = useRef<HTMLButtonElement>(null);
  const utils = trpc.useUtils();
  const list = trpc.ideaDuplicates.list.useQuery({ campaignSlug: slug, page });
  const refresh = () => utils.ideaDuplicates.list.invalidate({ campaignSlug: slug });
  const dismiss = trpc.ideaDuplicates.dismiss.useMutation();
  const restore = trpc.ideaDuplicates.restore.useMutation();
  const busy = dismiss.isPending || restore.isPending;

  const onDismiss = async (pair: DuplicatePair) => {
    const named = { ideaGuid: pair.idea.guid, otherIdeaGuid: pair.other.guid, name: pair.idea.name, otherName: pair.other.name };
    try {
      await dismiss.mutateAsync({ campaignSlug: slug, ideaGuid: named.ideaGuid, otherIdeaGuid: named.otherIdeaGuid });
    } catch {
      setNotice('failed');
      return;
    }
    setNotice(null);
    setDismissed(named);
    await refresh();
    undoButton.current?.focus();
  };

  const onUndo = async () => {
    if (!dismissed) return;
    try {
      await restore.mutateAsync({ campaignSlug: slug, ideaGuid: dismissed.ideaGuid, otherIdeaGuid: dismissed.otherIdeaGuid });
    } catch {
      setNotice('failed');
      return;
    }
    setDismissed(null);
    setNotice('restored');
    await refresh();
  };

  return (
    <section aria-labelledby="duplicates-title">
      <h2 id="duplicates-title" className="text-xl font-bold tracking-tight sm:text-2xl">
        {t('duplicates.title')}
      </h2>
      <p className="mt-2 max-w-2xl text-stone-600">{t('duplicates.intro')}</p>

      <div role="status" className="mt-4 empty:hidden">
        {dismissed ? (
          <div className="flex flex-wrap items-center gap-3 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-950">
            <span>{t('duplicates.dismissed', { name: dismissed.name, otherName: dismissed.otherName })}</span>
            <Button ref={undoButton} variant="secondary" onClick={() => void onUndo()} disabled={busy}>
              <Undo2 aria-hidden="true" className="size-4" />
              {t('duplicates.undo')}
            </Button>
          </div>
        ) : notice === 'restored' ? (
          <p className="text-sm text-stone-700">{t('duplicates.restored')}</p>
        ) : null}
      </div>
      {notice === 'failed' ? (
        <Alert tone="error" className="mt-4">
          {t('duplicates.actionFailed')}
        </Alert>
      ) : null}

      {list.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label={t('duplicates.loading')} className="size-8" />
        </div>
      ) : list.isError ? (
        <LoadErrorAlert message={t('duplicates.loadError')} onRetry={() => void list.refetch()} retrying={list.isFetching} className="mt-4" />
      ) : (
        <>
          {list.data.waiting > 0 ? (
            <Alert tone="info" className="mt-4">
              {t('duplicates.waiting', { count: list.data.waiting })}
            </Alert>
          ) : null}
          {list.data.pairs.length === 0 ? (
            <div className="mt-6 flex flex-col items-center rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-14 text-center">
              <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-on-secondary">
                <Copy aria-hidden="true" className="size-6" />
              </span>
              <p className="mt-4 text-lg font-semibold">{t('duplicates.emptyTitle')}</p>
              <p className="mt-1 max-w-md text-stone-600">{t('duplicates.emptyBody')}</p>
            </div>
          ) : (
            <ul className="mt-6 flex flex-col gap-4">
              {list.data.pairs.map((pair) => (
                <li key={`${pair.idea.guid}:${pair.other.guid}`}>
                  <DuplicatePairRow
                    pair={pair}
                    actions={(describedBy) => (
                      <>
                        <Button aria-describedby={describedBy} onClick={() => setMerging(pair)} disabled={busy}>
                          <GitMerge aria-hidden="true" className="size-4" />
                          {t('duplicates.merge')}
                        </Button>
                        <Button variant="secondary" aria-describedby={describedBy} onClick={() => void onDismiss(pair)} disabled={busy}>
                          {t('duplicates.dismiss')}
                        </Button>
                      </>
                    )}
                  />
                </li>
              ))}
            </ul>
          )}
          {page > 1 || list.data.hasMore ? (
            <nav aria-label={t('duplicates.pages')} className="mt-6 flex items-center justify-between gap-3">
              <Button variant="secondary" onClick={() => setPage(page - 1)} disabled={page <= 1}>
                {t('duplicates.previous')}
              </Button>
              <span className="text-sm text-stone-600">{t('duplicates.pageNumber', { page })}</span>
              <Button variant="secondary" onClick={() => setPage(page + 1)} disabled={!list.data.hasMore}>
                {t('duplicates.next')}
              </Button>
            </nav>
          ) : null}
        </>
      )}
      {merging ? (
        <ProposeMergeDialog
          choices={[
            { source: merging.other, target: merging.idea },
            { source: merging.idea, target: merging.other },
          ]}
          onClose={() => setMerging(null)}
          onProposed={() => void refresh()}
        />
      ) : null}
      <CampaignMergeLog campaignSlug={slug} />
    </section>
  );
}
