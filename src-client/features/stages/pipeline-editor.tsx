import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '#client/components/alert.tsx';
import { Button } from '#client/components/button.tsx';
import { TitledSection } from '#client/components/titled-section.tsx';
import { readServerError } from '#client/features/auth/server-error.ts';
import { TemplatePicker } from '#client/features/templates/template-picker.tsx';
import { trpc } from '#client/trpc.ts';
import { STAGE_REPORTED_STATUSES, type StageDefinition } from '#shared/schemas/stages.ts';
import { newStageKey, StageRows, type DraftStage } from './stage-rows';

type Utils = ReturnType<typeof trpc.useUtils>;
export type Pipeline = Awaited<ReturnType<Utils['stages']['pipeline']['fetch']>>;


function draftsOf(pipeline: Pipeline): DraftStage[] {
  return pipeline.stages.map(({ guid, nameEn, nameSv, participantView, reportsStatus, deadline }) => ({ guid, key: guid, nameEn, nameSv, participantView, reportsStatus, deadline: deadline ?? '' }));
}

/**
 * The coach edits the campaign's pipeline (issue 33): starts from a template of the site or from
 * the spec's statuses, then names each stage in both languages, says what participants see of it,
 * which status it reports and its deadline, and orders them. Nothing changes until Save.
 */
export function PipelineEditor({ campaignSlug, pipeline }: { campaignSlug: string; pipeline: Pipeline }) {
  const { t } = useTranslation();
  const [stages, setStages] = useState<DraftStage[]>(() => draftsOf(pipeline));
  const [template, setTemplate] = useState('');
  const [notice, setNotice] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const templates = trpc.stages.template.list.useQuery();
  const utils = trpc.useUtils();
  const save = trpc.stages.savePipeline.useMutation();

  const applyTemplate = () => {
    const definitions: StageDefinition[] =
      template === 'statuses'
        ? STAGE_REPORTED_STATUSES.map((status) => ({ nameEn: t(`stages.defaultNames.en.${status}`), nameSv: t(`stages.defaultNames.sv.${status}`), participantView: 'stage', reportsStatus: status }))
        : (templates.data?.find((entry) => entry.guid === template)?.stages ?? []);
    // Stages already on the campaign keep their guid (and history) where the template has a stage reporting the same status.
    const unused = [...stages];
    setStages(
      definitions.map((definition) => {
        const kept = unused.findIndex((stage) => stage.guid && stage.reportsStatus === definition.reportsStatus);
        const [match] = kept >= 0 ? unused.splice(kept, 1) : [];
        return { ...definition, deadline: match?.deadline ?? '', guid: match?.guid, key: match?.key ?? newStageKey() };
      }),
    );
  };

  const onSave = async () => {
    try {
      const saved = await save.mutateAsync({
        campaignSlug,
        stages: stages.map(({ guid, nameEn, nameSv, participantView, reportsStatus, deadline }) => ({ ...(guid ? { guid } : {}), nameEn, nameSv, participantView, reportsStatus, deadline: deadline || null })),
      });
      utils.stages.pipeline.setData({ campaignSlug }, saved);
      await utils.stages.ideas.invalidate({ campaignSlug });
      setStages(draftsOf(saved));
      setNotice({ tone: 'info', text: t('stages.editor.saved') });
    } catch (error) {
      const { appCode } = readServerError(error);
      setNotice({ tone: 'error', text: t(appCode ? (`errors.${appCode}` as 'errors.forbidden') : 'stages.editor.saveFailed') });
    }
  };

  return (
    <TitledSection title={t('stages.editor.title')} className="mt-8">
      <p className="max-w-2xl text-stone-600">{stages.length === 0 ? t('stages.editor.standard') : t('stages.editor.intro')}</p>
      <TemplatePicker
        label={t('stages.editor.template')}
        noneLabel={t('stages.editor.templateNone')}
        applyLabel={t('stages.editor.applyTemplate')}
        templates={templates.data}
        extraOptions={<option value="statuses">{t('stages.editor.templateStatuses')}</option>}
        value={template}
        onChange={setTemplate}
        onApply={applyTemplate}
      />
      <StageRows stages={stages} onChange={setStages} withDeadline />
      <div className="mt-6 flex flex-wrap gap-3">
        <Button onClick={() => void onSave()} disabled={save.isPending}>
          {t('stages.editor.save')}
        </Button>
      </div>
      <div role="status" className="mt-4 empty:hidden">
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      </div>
    </TitledSection>
  );
}
