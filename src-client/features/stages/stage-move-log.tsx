import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { AdminTable, adminCell } from '#client/components/admin-table.tsx';
import { Alert } from '#client/components/alert.tsx';
import { Button } from '#client/components/button.tsx';
import { LoadErrorAlert } from '#client/components/load-error-alert.tsx';
import { Spinner } from '#client/components/spinner.tsx';
import { TitledSection } from '#client/components/titled-section.tsx';
import { readServerError } from '#client/features/auth/server-error.ts';
import { trpc } from '#client/trpc.ts';
import { stageName } from './stage-board';

type Utils = ReturnType<typeof trpc.useUtils>;
type StageMove = Awaited<ReturnType<Utils['stages']['moves']['fetch']>>[number];

/** The campaign's record of moves (issue 33): who moved which idea from where to where, when and why, and Undo. */
export function StageMoveLog({ campaignSlug }: { campaignSlug: string }) {
  const { t } = useTranslation();
  const moves = trpc.stages.moves.useQuery({ campaignSlug });
  const [failure, setFailure] = useState<string | null>(null);
  const utils = trpc.useUtils();
  const undo = trpc.stages.undo.useMutation();

  const onUndo = async (move: StageMove) => {
    try {
      await undo.mutateAsync({ moveGuid: move.guid });
      setFailure(null);
      await Promise.all([utils.stages.pipeline.invalidate({ campaignSlug }), utils.stages.ideas.invalidate({ campaignSlug }), utils.stages.moves.invalidate({ campaignSlug })]);
    } catch (error) {
      const { appCode } = readServerError(error);
      setFailure(t(appCode ? (`errors.${appCode}` as 'errors.forbidden') : 'stages.log.undoFailed'));
    }
  };

  let body;
  if (moves.isPending) body = <Spinner label={t('stages.log.loading')} />;
  else if (moves.isError) body = <LoadErrorAlert message={t('stages.log.loadError')} onRetry={() => void moves.refetch()} retrying={moves.isFetching} />;
  else if (moves.data.length === 0) body = <p className="text-stone-600">{t('stages.log.empty')}</p>;
  else
    body = (
      <AdminTable
        caption={t('stages.log.caption')}
        minWidth="min-w-[48rem]"
        columns={[
          { key: 'idea', label: t('stages.log.idea') },
          { key: 'move', label: t('stages.log.move') },
          { key: 'who', label: t('stages.log.who') },
          { key: 'reason', label: t('stages.log.reason') },
          { key: 'actions', label: t('stages.log.actions'), labelHidden: true },
        ]}
      >
        {moves.data.map((move) => (
          <MoveRow key={move.guid} move={move} onUndo={() => void onUndo(move)} busy={undo.isPending} />
        ))}
      </AdminTable>
    );
  return (
    <TitledSection title={t('stages.log.title')} className="mt-10">
      <div role="status" className="mb-3 empty:hidden">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
      </div>
      {body}
    </TitledSection>
  );
}

function MoveRow({ move, onUndo, busy }: { move: StageMove; onUndo: () => void; busy: boolean }) {
  const { t, i18n } = useTranslation();
  const date = (value: string) => new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));
  const place = (stage: StageMove['fromStage'], status: StageMove['fromStatus']) => (stage ? stageName(stage, i18n.language) : t(`ideaView.statusNames.${status}`));
  const from = place(move.fromStage, move.fromStatus);
  const to = place(move.toStage, move.toStatus);
  return (
    <tr className="border-t border-stone-200">
      <td className={adminCell}>{move.ideaName}</td>
      <td className={adminCell}>{t('stages.log.fromTo', { from, to })}</td>
      <td className={adminCell}>
        {t('stages.log.movedBy', { name: move.byRule ? t('reviews.stageRule') : (move.movedBy ?? t('stages.log.formerUser')), date: date(move.movedAt) })}
        {move.undoneAt ? <div className="text-stone-600">{t('stages.log.undoneBy', { name: move.undoneBy ?? t('stages.log.formerUser'), date: date(move.undoneAt) })}</div> : null}
      </td>
      <td className={adminCell}>{move.ruleReason ? ruleReasonText(move.ruleReason, t, i18n.language) : move.reason}</td>
      <td className={adminCell}>
        {move.undoneAt ? null : (
          <Button variant="secondary" onClick={onUndo} disabled={busy} aria-label={t('stages.log.undoLabel', { name: move.ideaName, from, to })}>
            <Undo2 aria-hidden="true" className="size-4" />
            {t('stages.log.undo')}
          </Button>
        )}
      </td>
    </tr>
  );
}

/** A rule's reason in the viewer's language, its figures as the language writes numbers. */
function ruleReasonText(reason: NonNullable<StageMove['ruleReason']>, t: TFunction, language: string): string {
  const number = new Intl.NumberFormat(language === 'en' ? 'en-GB' : language, { maximumFractionDigits: 1 });
  return t(`stageRuleReason.${reason.kind}`, { threshold: number.format(reason.threshold), minReviews: reason.minReviews, mean: number.format(reason.mean), reviews: reason.reviews });
}
