import { useTranslation } from 'react-i18next';
import { registrationFieldTypes } from '#shared/schemas/organisation.ts';
import { CHOICE_FIELD_TYPES, COMPOUND_FIELD_TYPES, isBasicFieldType } from '#shared/schemas/registration-fields.ts';
import { Checkbox } from '#client/components/checkbox-field.tsx';
import { SelectField } from '#client/components/select-field.tsx';
import { TextArea } from '#client/components/text-area-field.tsx';
import { TextField } from '#client/components/text-field.tsx';
import { FieldConditionsEditor } from '#client/features/fields/field-conditions-editor.tsx';
import { ChildFieldsEditor } from './child-fields-editor';
import type { FieldDraft } from './registration-fields-draft';

interface FieldDefinitionFormProps {
  field: FieldDraft;
  earlier: FieldDraft[];
  subdomain: string;
  /** This field's error at a path inside it ("label", "conditions.0.pattern"), translated. */
  errorOf: (path: string) => string | undefined;
  onChange: (values: Partial<FieldDraft>) => void;
}

/**
 * One registration field's definition (spec 3 §3): label, type, options, flags and conditions; a
 * repeating group's or expandable section's own fields, a group's most items, a generated id's pattern.
 */
export function FieldDefinitionForm({ field, earlier, subdomain, errorOf, onChange }: FieldDefinitionFormProps) {
  const { t } = useTranslation();
  const type = field.formTypeRegistration;
  const choices = CHOICE_FIELD_TYPES.includes(type);
  // Nobody answers a section or a generated id, so neither can be required.
  const answerable = type !== 'wrapper' && type !== 'generated-id';

  return (
    <div className="flex flex-col gap-2 pt-3">
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField label={t('registrationFieldsAdmin.label')} value={field.label} error={errorOf('label')} onChange={(event) => onChange({ label: event.target.value })} />
        <SelectField label={t('registrationFieldsAdmin.type')} value={field.formTypeRegistration} error={errorOf('formTypeRegistration')} onChange={(type) => onChange({ formTypeRegistration: type as FieldDraft['formTypeRegistration'] })}>
          {registrationFieldTypes.map((type) => (
            <option key={type} value={type}>
              {t(`registrationFieldsAdmin.types.${type}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <TextArea label={t('registrationFieldsAdmin.description')} hint={t('registrationFieldsAdmin.descriptionHint')} rows={2} value={field.description} error={errorOf('description')} onChange={(description) => onChange({ description })} />
      {COMPOUND_FIELD_TYPES.includes(type) ? (
        <ChildFieldsEditor
          title={t(type === 'multi-group' ? 'registrationFieldsAdmin.compound.groupFields' : 'registrationFieldsAdmin.compound.wrapperFields')}
          fields={field.fields}
          subdomain={subdomain}
          errorOf={errorOf}
          onChange={(fields) => onChange({ fields })}
        />
      ) : null}
      {type === 'multi-group' ? (
        <TextField
          className="sm:max-w-48"
          label={t('registrationFieldsAdmin.compound.maxItems')}
          hint={t('registrationFieldsAdmin.compound.maxItemsHint')}
          type="number"
          min={1}
          max={20}
          inputMode="numeric"
          value={Number.isNaN(field.maxItems) ? '' : String(field.maxItems)}
          error={errorOf('maxItems')}
          onChange={(event) => onChange({ maxItems: event.target.value === '' ? Number.NaN : Number(event.target.value) })}
        />
      ) : null}
      {type === 'generated-id' ? (
        <TextField label={t('registrationFieldsAdmin.compound.pattern')} hint={t('registrationFieldsAdmin.compound.patternHint')} value={field.pattern} error={errorOf('pattern')} onChange={(event) => onChange({ pattern: event.target.value })} />
      ) : null}
      {choices ? (
        <div className="grid gap-x-4 sm:grid-cols-[2fr_1fr]">
          <TextField label={t('registrationFieldsAdmin.options')} hint={t('registrationFieldsAdmin.optionsHint')} value={field.options} error={errorOf('options')} onChange={(event) => onChange({ options: event.target.value })} />
          {field.formTypeRegistration === 'select-checkbox' ? (
            <TextField
              label={t('registrationFieldsAdmin.limit')}
              hint={t('registrationFieldsAdmin.limitHint')}
              type="number"
              min={0}
              inputMode="numeric"
              value={Number.isNaN(field.limit) ? '' : String(field.limit)}
              error={errorOf('limit')}
              onChange={(event) => onChange({ limit: event.target.value === '' ? Number.NaN : Number(event.target.value) })}
            />
          ) : null}
        </div>
      ) : null}
      <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
        {answerable ? <Checkbox label={t('registrationFieldsAdmin.required')} checked={field.required} onChange={(required) => onChange({ required })} /> : null}
        <Checkbox label={t('registrationFieldsAdmin.public')} hint={t('registrationFieldsAdmin.publicHint')} checked={field.public} onChange={(checked) => onChange({ public: checked })} />
        {field.formTypeRegistration === 'text' ? <Checkbox label={t('registrationFieldsAdmin.multiline')} checked={field.multiline} onChange={(multiline) => onChange({ multiline })} /> : null}
        <Checkbox label={t('registrationFieldsAdmin.registrationenabled')} checked={field.registrationenabled} onChange={(registrationenabled) => onChange({ registrationenabled })} />
      </div>
      <FieldConditionsEditor conditions={field.conditions} earlier={earlier.filter((each) => isBasicFieldType(each.formTypeRegistration))} errorOf={errorOf} onChange={(conditions) => onChange({ conditions })} />
    </div>
  );
}
