import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CONDITION_KINDS } from '../../../src-shared/field-conditions';
import { Button } from '../../components/button';
import { Checkbox } from '../../components/checkbox-field';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import type { ConditionDraft, FieldDraft } from './registration-fields-draft';

interface FieldConditionsEditorProps {
  conditions: ConditionDraft[];
  /** The fields above this one: a condition reads only those. */
  earlier: FieldDraft[];
  errorOf: (path: string) => string | undefined;
  onChange: (conditions: ConditionDraft[]) => void;
}

/** A field's conditions (spec 3 §5): another field's answer matches a pattern, is set or is unset, or the opposite. */
export function FieldConditionsEditor({ conditions, earlier, errorOf, onChange }: FieldConditionsEditorProps) {
  const { t } = useTranslation();
  const change = (index: number, values: Partial<ConditionDraft>) => onChange(conditions.map((condition, position) => (position === index ? { ...condition, ...values } : condition)));
  const add = () => onChange([...conditions, { fieldid: earlier.at(-1)?.fieldid ?? '', kind: 'set', pattern: '', negate: false }]);

  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-stone-200 bg-stone-50 p-3">
      <legend className="px-1 text-sm font-semibold text-stone-800">{t('registrationFieldsAdmin.conditions.heading')}</legend>
      <p className="text-xs text-stone-600">{t('registrationFieldsAdmin.conditions.intro')}</p>
      {earlier.length === 0 ? <p className="text-sm text-stone-600">{t('registrationFieldsAdmin.conditions.noEarlier')}</p> : null}
      {conditions.map((condition, index) => (
        <div key={index} className="grid items-start gap-x-3 rounded-lg border border-stone-200 bg-white p-3 sm:grid-cols-[1fr_1fr_auto]">
          <SelectField label={t('registrationFieldsAdmin.conditions.field')} value={condition.fieldid} error={errorOf(`conditions.${index}.fieldid`)} onChange={(fieldid) => change(index, { fieldid })}>
            <option value="">{t('registrationFieldsAdmin.conditions.chooseField')}</option>
            {earlier.map((field) => (
              <option key={field.fieldid} value={field.fieldid}>
                {field.label || t('registrationFieldsAdmin.untitled')}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('registrationFieldsAdmin.conditions.kind')} value={condition.kind} error={errorOf(`conditions.${index}.kind`)} onChange={(kind) => change(index, { kind: kind as ConditionDraft['kind'] })}>
            {CONDITION_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`registrationFieldsAdmin.conditions.kinds.${kind}`)}
              </option>
            ))}
          </SelectField>
          <Button variant="ghost" className="mt-6 text-red-700 hover:bg-red-50" onClick={() => onChange(conditions.filter((_condition, position) => position !== index))}>
            <Trash2 aria-hidden="true" className="size-4" />
            <span className="sr-only">{t('registrationFieldsAdmin.conditions.remove', { number: index + 1 })}</span>
          </Button>
          {condition.kind === 'match' ? (
            <TextField
              className="sm:col-span-2"
              label={t('registrationFieldsAdmin.conditions.pattern')}
              hint={t('registrationFieldsAdmin.conditions.patternHint')}
              value={condition.pattern}
              error={errorOf(`conditions.${index}.pattern`)}
              onChange={(event) => change(index, { pattern: event.target.value })}
            />
          ) : null}
          <div className="sm:col-span-3">
            <Checkbox label={t('registrationFieldsAdmin.conditions.negate')} checked={condition.negate} onChange={(negate) => change(index, { negate })} />
          </div>
        </div>
      ))}
      {earlier.length > 0 ? (
        <div>
          <Button variant="secondary" onClick={add}>
            <Plus aria-hidden="true" className="size-4" />
            {t('registrationFieldsAdmin.conditions.add')}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
