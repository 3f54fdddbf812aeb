import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { basicRegistrationFieldTypes } from '#shared/schemas/organisation.ts';
import { CHOICE_FIELD_TYPES } from '#shared/schemas/registration-fields.ts';
import { Button } from '#client/components/button.tsx';
import { Checkbox } from '#client/components/checkbox-field.tsx';
import { SelectField } from '#client/components/select-field.tsx';
import { TextField } from '#client/components/text-field.tsx';
import { newChildFieldDraft, type ChildFieldDraft } from './registration-fields-draft';

interface ChildFieldsEditorProps {
  title: string;
  fields: ChildFieldDraft[];
  subdomain: string;
  /** An error at a path inside the parent field ("fields", "fields.0.label"), translated. */
  errorOf: (path: string) => string | undefined;
  onChange: (fields: ChildFieldDraft[]) => void;
}

/**
 * The fields a repeating group asks in each item, or an expandable section shows: the basic types
 * only, so groups never nest (the schema refuses a compound type here too).
 */
export function ChildFieldsEditor({ title, fields, subdomain, errorOf, onChange }: ChildFieldsEditorProps) {
  const { t } = useTranslation();
  const change = (index: number, values: Partial<ChildFieldDraft>) => onChange(fields.map((field, position) => (position === index ? { ...field, ...values } : field)));
  const listError = errorOf('fields');
  const introId = useId();
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-stone-200 p-3" aria-describedby={introId}>
      <legend className="px-1 text-sm font-semibold text-stone-800">{title}</legend>
      <p id={introId} className="text-xs text-stone-500">
        {t('registrationFieldsAdmin.compound.fieldsIntro')}
      </p>
      {fields.map((field, index) => {
        const prefix = `fields.${index}`;
        const name = field.label.trim() || t('registrationFieldsAdmin.compound.fieldNumber', { n: index + 1 });
        return (
          <div key={field.fieldid} className="flex flex-col gap-1 rounded-lg border border-stone-200 bg-stone-50 p-3">
            <div className="grid gap-x-4 sm:grid-cols-2">
              <TextField label={t('registrationFieldsAdmin.label')} value={field.label} error={errorOf(`${prefix}.label`)} onChange={(event) => change(index, { label: event.target.value })} />
              <SelectField label={t('registrationFieldsAdmin.type')} value={field.formTypeRegistration} error={errorOf(`${prefix}.formTypeRegistration`)} onChange={(type) => change(index, { formTypeRegistration: type as ChildFieldDraft['formTypeRegistration'] })}>
                {basicRegistrationFieldTypes.map((type) => (
                  <option key={type} value={type}>
                    {t(`registrationFieldsAdmin.types.${type}`)}
                  </option>
                ))}
              </SelectField>
            </div>
            {CHOICE_FIELD_TYPES.includes(field.formTypeRegistration) ? (
              <TextField label={t('registrationFieldsAdmin.options')} hint={t('registrationFieldsAdmin.optionsHint')} value={field.options} error={errorOf(`${prefix}.options`)} onChange={(event) => change(index, { options: event.target.value })} />
            ) : null}
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Checkbox label={t('registrationFieldsAdmin.required')} checked={field.required} onChange={(required) => change(index, { required })} />
              <Button variant="ghost" className="text-red-700 hover:bg-red-50" onClick={() => onChange(fields.filter((_field, position) => position !== index))} aria-label={t('registrationFieldsAdmin.compound.removeFieldNamed', { name })}>
                <Trash2 aria-hidden="true" className="size-4" />
                {t('registrationFieldsAdmin.remove')}
              </Button>
            </div>
          </div>
        );
      })}
      {listError ? <p className="text-sm text-red-700">{listError}</p> : null}
      <div>
        <Button variant="secondary" onClick={() => onChange([...fields, newChildFieldDraft(subdomain)])}>
          <Plus aria-hidden="true" className="size-4" />
          {t('registrationFieldsAdmin.compound.addField')}
        </Button>
      </div>
    </fieldset>
  );
}
