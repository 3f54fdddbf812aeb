import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CONDITION_KINDS } from '#shared/field-conditions.ts';
import { Button } from '#client/components/button.tsx';
import { Checkbox } from '#client/components/checkbox-field.tsx';
import { SelectField } from '#client/components/select-field.tsx';
import { TextField } from '#client/components/text-field.tsx';
import type { FieldConditionInput } from '#shared/schemas/registration-fields.ts';

type ConditionDraft = Required<FieldConditionInput>;

interface FieldConditionsEditorProps {
  conditions: ConditionDraft[];
  /** The fields above this one: a condition reads only those. */
  earlier: readonly { fieldid: string; label: string }[];
  errorOf: (path: string) => string | undefined;
  onChange: (conditions: ConditionDraft[]) => void;
}

/** A field's conditions (spec 3 §5), in the registration fields screen and the wizard's idea fields: another field's answer matches a pattern, is set or is unset, or the opposite. */
export function FieldConditionsEditor({ conditions, earlier, errorOf, onChange }: FieldConditionsEditorProps) {
  const { t } = useTranslation();
  const change = (index: number, values: Partial<ConditionDraft>) => onChange(conditions.map((condition, position) => (position === index ? { ...condition, ...values } : condition)));
  const add = () => onChange([...conditions, { fieldid: earlier.at(-1)?.fieldid ?? '', kind: 'set', pattern: '', negate: false }]);

  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-stone-200 bg-stone-50 p-3">
      <legend className="px-1 text-sm font-semibold text-stone-800">{t('fieldConditions.heading')}</legend>
      <p className="text-xs text-stone-600">{t('fieldConditions.intro')}</p>
      {earlier.length === 0 ? <p className="text-sm text-stone-600">{t('fieldConditions.noEarlier')}</p> : null}
      {conditions.map((condition, index) => (
        <div key={index} className="grid items-start gap-x-3 rounded-lg border border-stone-200 bg-white p-3 sm:grid-cols-[1fr_1fr_auto]">
          <SelectField label={t('fieldConditions.field')} value={condition.fieldid} error={errorOf(`conditions.${index}.fieldid`)} onChange={(fieldid) => change(index, { fieldid })}>
            <option value="">{t('fieldConditions.chooseField')}</option>
            {earlier.map((field) => (
              <option key={field.fieldid} value={field.fieldid}>
                {field.label || t('fieldConditions.untitled')}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('fieldConditions.kind')} value={condition.kind} error={errorOf(`conditions.${index}.kind`)} onChange={(kind) => change(index, { kind: kind as ConditionDraft['kind'] })}>
            {CONDITION_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`fieldConditions.kinds.${kind}`)}
              </option>
            ))}
          </SelectField>
          <Button variant="ghost" className="mt-6 text-red-700 hover:bg-red-50" onClick={() => onChange(conditions.filter((_condition, position) => position !== index))}>
            <Trash2 aria-hidden="true" className="size-4" />
            <span className="sr-only">{t('fieldConditions.remove', { number: index + 1 })}</span>
          </Button>
          {condition.kind === 'match' ? (
            <TextField
              className="sm:col-span-2"
              label={t('fieldConditions.pattern')}
              hint={t('fieldConditions.patternHint')}
              value={condition.pattern}
              error={errorOf(`conditions.${index}.pattern`)}
              onChange={(event) => change(index, { pattern: event.target.value })}
            />
          ) : null}
          <div className="sm:col-span-3">
            <Checkbox label={t('fieldConditions.negate')} checked={condition.negate} onChange={(negate) => change(index, { negate })} />
          </div>
        </div>
      ))}
      {earlier.length > 0 ? (
        <div>
          <Button variant="secondary" onClick={add}>
            <Plus aria-hidden="true" className="size-4" />
            {t('fieldConditions.add')}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
