import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/button.tsx';
import { SelectField } from '#client/components/select-field.tsx';
import { TextField } from '#client/components/text-field.tsx';
import { STAGE_PARTICIPANT_VIEWS, STAGE_REPORTED_STATUSES, type StageDefinition } from '#shared/schemas/stages.ts';

export interface DraftStage extends StageDefinition {
  guid?: string;
  /** A day (yyyy-mm-dd) or empty; templates have none. */
  deadline: string;
  /** React's key: a kept stage's guid, or a made-up one for a new stage. */
  key: string;
}

let nextKey = 0;
export const newStageKey = () => `new-${(nextKey += 1)}`;

/**
 * The stages of a pipeline or a template being edited (issue 33): each named in both languages,
 * with the status it reports, what participants see of it and (for a campaign) its deadline;
 * added, removed and reordered with buttons, so it all works by keyboard.
 */
export function StageRows({ stages, onChange, withDeadline }: { stages: DraftStage[]; onChange: (stages: DraftStage[]) => void; withDeadline: boolean }) {
  const { t } = useTranslation();
  const change = (index: number, values: Partial<DraftStage>) => onChange(stages.map((stage, at) => (at === index ? { ...stage, ...values } : stage)));
  const swap = (index: number, other: number) => {
    const next = [...stages];
    [next[index], next[other]] = [next[other]!, next[index]!];
    onChange(next);
  };

  return (
    <>
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
                      {t(`ideaView.statusNames.${status}`)}
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
                {withDeadline ? <TextField type="date" label={t('stages.editor.deadline')} value={stage.deadline} onChange={(event) => change(index, { deadline: event.target.value })} /> : null}
              </div>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button variant="ghost" onClick={() => swap(index, index - 1)} disabled={index === 0} aria-label={t('stages.editor.moveUp', { number: index + 1 })}>
                  <ArrowUp aria-hidden="true" className="size-4" />
                </Button>
                <Button variant="ghost" onClick={() => swap(index, index + 1)} disabled={index === stages.length - 1} aria-label={t('stages.editor.moveDown', { number: index + 1 })}>
                  <ArrowDown aria-hidden="true" className="size-4" />
                </Button>
                <Button variant="ghost" onClick={() => onChange(stages.filter((_, at) => at !== index))}>
                  <Trash2 aria-hidden="true" className="size-4" />
                  {t('stages.editor.remove', { number: index + 1 })}
                </Button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <Button variant="secondary" className="mt-4" onClick={() => onChange([...stages, { key: newStageKey(), nameEn: '', nameSv: '', participantView: 'stage', reportsStatus: 'candidate', deadline: '' }])}>
        <Plus aria-hidden="true" className="size-4" />
        {t('stages.editor.add')}
      </Button>
    </>
  );
}
