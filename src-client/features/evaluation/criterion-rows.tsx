import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/button.tsx';
import { SelectField } from '#client/components/select-field.tsx';
import { TextArea } from '#client/components/text-area-field.tsx';
import { TextField } from '#client/components/text-field.tsx';
import { CRITERION_SCALES, type CriterionInput, type CriterionScale } from '#shared/schemas/evaluation.ts';

export interface DraftCriterion {
  guid?: string;
  nameEn: string;
  nameSv: string;
  guidance: string;
  scale: CriterionScale;
  /** As typed, so a half-typed "0." stays in the field; read as a number on save. */
  weight: string;
  /** React's key: a kept criterion's guid, or a made-up one for a new criterion. */
  key: string;
}

let nextKey = 0;
const newKey = () => `criterion-${(nextKey += 1)}`;

/** Criteria as the editor holds them, from a stage's scorecard or a template. */
export function draftCriteria(criteria: readonly (CriterionInput & { guid?: string })[], keepGuids: boolean): DraftCriterion[] {
  return criteria.map((criterion) => ({
    ...(keepGuids && criterion.guid ? { guid: criterion.guid } : {}),
    nameEn: criterion.nameEn,
    nameSv: criterion.nameSv,
    guidance: criterion.guidance ?? '',
    scale: criterion.scale as CriterionScale,
    weight: String(criterion.weight),
    key: (keepGuids && criterion.guid) || newKey(),
  }));
}

/** The criteria as the save procedures take them. */
export function criteriaInput(drafts: DraftCriterion[]) {
  return drafts.map(({ guid, nameEn, nameSv, guidance, scale, weight }) => ({ ...(guid ? { guid } : {}), nameEn, nameSv, guidance, scale, weight: Number(weight) }));
}

/**
 * The weighted criteria of a scorecard or a template being edited (issue 33): each named in both
 * languages, with guidance for evaluators, its scale and its weight; added, removed and reordered
 * with buttons, so it all works by keyboard. `errors` holds each field's message by its path.
 */
export function CriterionRows({ criteria, onChange, errors }: { criteria: DraftCriterion[]; onChange: (criteria: DraftCriterion[]) => void; errors: Record<string, string> }) {
  const { t } = useTranslation();
  const change = (index: number, values: Partial<DraftCriterion>) => onChange(criteria.map((criterion, at) => (at === index ? { ...criterion, ...values } : criterion)));
  const swap = (index: number, other: number) => {
    const next = [...criteria];
    [next[index], next[other]] = [next[other]!, next[index]!];
    onChange(next);
  };
  const error = (index: number, field: string) => errors[`criteria.${index}.${field}`];

  return (
    <>
      <ol className="mt-6 flex flex-col gap-4">
        {criteria.map((criterion, index) => (
          <li key={criterion.key} className="rounded-lg border border-stone-200 p-4">
            <fieldset>
              <legend className="font-semibold">{t('evaluation.criteria.number', { number: index + 1 })}</legend>
              <div className="mt-3 grid gap-3 sm:grid-cols-2">
                <TextField label={t('evaluation.criteria.nameEn')} value={criterion.nameEn} onChange={(event) => change(index, { nameEn: event.target.value })} error={error(index, 'nameEn')} />
                <TextField label={t('evaluation.criteria.nameSv')} value={criterion.nameSv} onChange={(event) => change(index, { nameSv: event.target.value })} error={error(index, 'nameSv')} />
                <SelectField label={t('evaluation.criteria.scale')} value={String(criterion.scale)} onChange={(value) => change(index, { scale: Number(value) as CriterionScale })} error={error(index, 'scale')}>
                  {CRITERION_SCALES.map((scale) => (
                    <option key={scale} value={scale}>
                      {t('evaluation.criteria.scaleOption', { max: scale })}
                    </option>
                  ))}
                </SelectField>
                <TextField type="number" inputMode="decimal" min="0" step="any" label={t('evaluation.criteria.weight')} value={criterion.weight} onChange={(event) => change(index, { weight: event.target.value })} error={error(index, 'weight')} />
              </div>
              <div className="mt-3">
                <TextArea label={t('evaluation.criteria.guidance')} value={criterion.guidance} onChange={(guidance) => change(index, { guidance })} error={error(index, 'guidance')} rows={2} />
              </div>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button variant="ghost" onClick={() => swap(index, index - 1)} disabled={index === 0} aria-label={t('evaluation.criteria.moveUp', { number: index + 1 })}>
                  <ArrowUp aria-hidden="true" className="size-4" />
                </Button>
                <Button variant="ghost" onClick={() => swap(index, index + 1)} disabled={index === criteria.length - 1} aria-label={t('evaluation.criteria.moveDown', { number: index + 1 })}>
                  <ArrowDown aria-hidden="true" className="size-4" />
                </Button>
                <Button variant="ghost" onClick={() => onChange(criteria.filter((_, at) => at !== index))}>
                  <Trash2 aria-hidden="true" className="size-4" />
                  {t('evaluation.criteria.remove', { number: index + 1 })}
                </Button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <Button variant="secondary" className="mt-4" onClick={() => onChange([...criteria, { key: newKey(), nameEn: '', nameSv: '', guidance: '', scale: 5, weight: '1' }])}>
        <Plus aria-hidden="true" className="size-4" />
        {t('evaluation.criteria.add')}
      </Button>
    </>
  );
}
