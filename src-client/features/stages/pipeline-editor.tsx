import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '#client/components/alert.tsx';
import { Button } from '#client/components/button.tsx';
import { SelectField } from '#client/components/select-field.tsx';
import { TextField } from '#client/components/text-field.tsx';
import { TitledSection } from '#client/components/titled-section.tsx';
import { readServerError } from '#client/features/auth/server-error.ts';
import { trpc } from '#client/trpc.ts';
import { STAGE_PARTICIPANT_VIEWS, STAGE_REPORTED_STATUSES, type StageDefinition } from '#shared/schemas/stages.ts';

type Utils = ReturnType<typeof trpc.useUtils>;
export type Pipeline = Awaited<ReturnType<Utils['stages']['pipeline']['fetch']>>;

export interface DraftStage extends StageDefinition {
  guid?: string;
  deadline: string;
  /** React's key: a kept stage's guid, or a number for a new one. */
  key: string;
}

let nextKey = 0;
const newKey = () => `new-${(nextKey += 1)}`;

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

  const statusName = (status: string) => t(`ideaView.statusNames.${status}` as 'ideaView.statusNames.PUBLISHED');
  const change = (index: number, values: Partial<DraftStage>) => setStages((list) => list.map((stage, at) => (at === index ? { ...stage, ...values } : stage)));
  const swap = (index: number, other: number) =>
    setStages((list) => {
      const next = [...list];
      [next[index], next[other]] = [next[other]!, next[index]!];
      return next;
    });

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
        return { ...definition, deadline: match?.deadline ?? '', guid: match?.guid, key: match?.key ?? newKey() };
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
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <SelectField label={t('stages.editor.template')} value={template} onChange={setTemplate} errorLine={false}>
          <option value="">{t('stages.editor.templateNone')}</option>
          <option value="statuses">{t('stages.editor.templateStatuses')}</option>
          {templates.data?.map((entry) => (
            <option key={entry.guid} value={entry.guid}>
              {entry.name}
            </option>
          ))}
        </SelectField>
        <Button variant="secondary" onClick={applyTemplate} disabled={!template}>
          {t('stages.editor.applyTemplate')}
        </Button>
      </div>
      <ol className="mt-6 flex flex-col gap-4">
        {stages.map((stage, index) => (
          <li key={stage.key} className="rounded-lg border border-stone-200 p-4">
            <fieldset>
              <legend className="font-semibold">{t('stages.editor.stageNumber', { number: index + 1 })}</legend>
              <div className="mt-3 grid gap-3 sm:grid-cols-2">
                <TextField label={t('stages.editor.nameEn')} value={stage.nameEn} onChange={(event) => change(index, { nameEn: event.target.value })} />
                <TextField label={t('stages.editor.nameSv')} value={stage.nameSv} onChange={(event) => change(index, { nameSv: event.target.value })} />
                <SelectField label={t('stages.editor.reportsStatus')} value={stage.reportsStatus} onChange={(value) => change(index, { reportsStatus: value as DraftStage['reportsStatus'] })} errorLine={false}>
                  {STAGE_REPORTED_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {statusName(status)}
                    </option>
                  ))}
                </SelectField>
                <SelectField label={t('stages.editor.participantView')} value={stage.participantView} onChange={(value) => change(index, { participantView: value as DraftStage['participantView'] })} errorLine={false}>
                  {STAGE_PARTICIPANT_VIEWS.map((view) => (
                    <option key={view} value={view}>
                      {t(`stages.editor.participantViews.${view}`)}
                    </option>
                  ))}
                </SelectField>
                <TextField type="date" label={t('stages.editor.deadline')} value={stage.deadline} onChange={(event) => change(index, { deadline: event.target.value })} />
              </div>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button variant="ghost" onClick={() => swap(index, index - 1)} disabled={index === 0} aria-label={t('stages.editor.moveUp', { number: index + 1 })}>
                  <ArrowUp aria-hidden="true" className="size-4" />
                </Button>
                <Button variant="ghost" onClick={() => swap(index, index + 1)} disabled={index === stages.length - 1} aria-label={t('stages.editor.moveDown', { number: index + 1 })}>
                  <ArrowDown aria-hidden="true" className="size-4" />
                </Button>
                <Button variant="ghost" onClick={() => setStages((list) => list.filter((_, at) => at !== index))}>
                  <Trash2 aria-hidden="true" className="size-4" />
                  {t('stages.editor.remove', { number: index + 1 })}
                </Button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button
          variant="secondary"
          onClick={() => setStages((list) => [...list, { key: newKey(), nameEn: '', nameSv: '', participantView: 'stage', reportsStatus: 'candidate', deadline: '' }])}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('stages.editor.add')}
        </Button>
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
