import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '#client/components/load-error-alert.tsx';
import { Spinner } from '#client/components/spinner.tsx';
import { trpc } from '#client/trpc.ts';
import { PipelineEditor } from './pipeline-editor';
import { StageBoard } from './stage-board';
import { StageMoveLog } from './stage-move-log';
import { StageReviewLinks } from '#client/features/evaluation/stage-review-links.tsx';

/** The Stages tab (issue 33): the campaign's pipeline, its ideas by stage, and the record of moves. */
export function StagesTab({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const pipeline = trpc.stages.pipeline.useQuery({ campaignSlug: slug });
  if (pipeline.isPending) return <Spinner label={t('stages.loading')} />;
  if (pipeline.isError) return <LoadErrorAlert message={t('stages.loadError')} onRetry={() => void pipeline.refetch()} retrying={pipeline.isFetching} />;
  const stageKeys = pipeline.data.stages.map((stage) => stage.guid).join();
  return (
    <section aria-labelledby="stages-title">
      <h2 id="stages-title" className="text-xl font-bold tracking-tight sm:text-2xl">
        {t('stages.title')}
      </h2>
      <p className="mt-2 max-w-2xl text-stone-600">{t('stages.intro')}</p>
      <PipelineEditor campaignSlug={slug} pipeline={pipeline.data} />
      {/* Keyed by the saved stages, so the board starts afresh (first stage shown, nothing ticked) after the pipeline is saved. */}
      {pipeline.data.stages.length > 0 ? <StageBoard key={stageKeys} campaignSlug={slug} pipeline={pipeline.data} /> : null}
      {pipeline.data.stages.length > 0 ? <StageReviewLinks campaignSlug={slug} stages={pipeline.data.stages} /> : null}
      <StageMoveLog campaignSlug={slug} />
    </section>
  );
}
