import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '#client/components/load-error-alert.tsx';
import { Spinner } from '#client/components/spinner.tsx';
import { trpc } from '#client/trpc.ts';
import { ReviewSettings } from '#client/features/reviews/review-settings.tsx';
import { AssignmentOverview } from './assignment-overview';
import { AssignmentPanel } from './assignment-panel';
import { ConflictList } from './conflict-list';
import { EvaluatorList } from './evaluator-list';
import { ScorecardEditor } from './scorecard-editor';

/** A stage's review set-up (issue 33): its scorecard, the campaign's evaluators, assigning them, who reviews what, and the conflicts declared. */
export function StageEvaluation({ campaignSlug, stageGuid }: { campaignSlug: string; stageGuid: string }) {
  const { t } = useTranslation();
  const scorecard = trpc.evaluation.scorecard.useQuery({ stageGuid });
  if (scorecard.isPending) return <Spinner label={t('evaluation.loading')} />;
  if (scorecard.isError) return <LoadErrorAlert message={t('evaluation.loadError')} onRetry={() => void scorecard.refetch()} retrying={scorecard.isFetching} />;
  return (
    <>
      <ScorecardEditor scorecard={scorecard.data} />
      <ReviewSettings stageGuid={stageGuid} />
      <EvaluatorList campaignSlug={campaignSlug} />
      <AssignmentPanel campaignSlug={campaignSlug} stageGuid={stageGuid} />
      <AssignmentOverview stageGuid={stageGuid} />
      <ConflictList campaignSlug={campaignSlug} />
    </>
  );
}
