import { Plus, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExtraFieldFilter } from '#shared/user-filters.ts';
import { Button } from '#client/components/button.tsx';
import { SearchField } from '#client/components/search-field.tsx';
import { SelectField } from '#client/components/select-field.tsx';
import { TextField } from '#client/components/text-field.tsx';
import { trpc } from '#client/trpc.ts';
import { useOrganisation } from '#client/features/shell/use-organisation.ts';
import { useRevealFirstError } from '#client/components/use-reveal-first-error.ts';
import { useErrorText } from '#client/features/auth/form-errors.tsx';

interface UsersFilterPanelProps {
  search: string;
  labels: string[];
  extraFields: ExtraFieldFilter[];
  onSearch: (text: string) => void;
  onLabels: (guids: string[]) => void;
  onAddExtraField: (filter: ExtraFieldFilter) => void;
  onRemoveExtraField: (field: string) => void;
}

/** The users list's filters (spec 3 §2): free text (debounced), labels, and the registration extra fields. */
export function UsersFilterPanel({ search, labels, extraFields, onSearch, onLabels, onAddExtraField, onRemoveExtraField }: UsersFilterPanelProps) {
  const { t } = useTranslation();
  const legendId = useId();
  const siteLabels = trpc.people.label.list.useQuery();
  const fields = useOrganisation().settings.registrationExtraFields.custom;
  const toggle = (guid: string, checked: boolean) => onLabels(checked ? [...labels, guid] : labels.filter((entry) => entry !== guid));

  return (
    <div className="mt-6 flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-xs sm:p-5">
      <SearchField label={t('adminUsers.search')} clearLabel={t('adminUsers.clearSearch')} value={search} onSearch={onSearch} />
      {siteLabels.data && siteLabels.data.length > 0 ? (
        <fieldset aria-labelledby={legendId}>
          <legend id={legendId} className="text-sm font-medium text-stone-800">
            {t('adminUsers.labelsFilter')}
          </legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {siteLabels.data.map((label) => (
              <label
                key={label.guid}
                className="inline-flex min-h-9 cursor-pointer items-center gap-2 rounded-full border border-stone-300 px-3 py-1 text-sm text-stone-800 has-[:checked]:border-link has-[:checked]:bg-stone-100 has-[:focus-visible]:outline-2"
              >
                <input type="checkbox" className="size-4 accent-[var(--color-link)]" checked={labels.includes(label.guid)} onChange={(event) => toggle(label.guid, event.target.checked)} />
                {label.name}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {fields.length > 0 ? <ExtraFieldFilters fields={fields} active={extraFields} onAdd={onAddExtraField} onRemove={onRemoveExtraField} /> : null}
    </div>
  );
}

type FieldDefinition = ReturnType<typeof useOrganisation>['settings']['registrationExtraFields']['custom'][number];

/** The choices a field offers, when it offers some: its option list, else its comma-separated options. */
function choicesOf(field: FieldDefinition): string[] {
  if (field.option.length > 0) return field.option.map((option) => option.text);
  return field.options
    .split(',')
    .map((option) => option.trim())
    .filter(Boolean);
}

function ExtraFieldFilters({ fields, active, onAdd, onRemove }: { fields: FieldDefinition[]; active: ExtraFieldFilter[]; onAdd: (filter: ExtraFieldFilter) => void; onRemove: (field: string) => void }) {
  const { t } = useTranslation();
  const [fieldid, setFieldid] = useState(fields[0]?.fieldid ?? '');
  const [value, setValue] = useState('');
  const [missing, setMissing] = useState(false);
  const errorText = useErrorText();
  const { ref: formRef, reveal } = useRevealFirstError();
  const valueError = missing && !value.trim() ? errorText('ERROR_REQUIRED') : undefined;
  const field = fields.find((entry) => entry.fieldid === fieldid);
  const choices = field ? choicesOf(field) : [];
  const labelOf = (id: string) => fields.find((entry) => entry.fieldid === id)?.label || id;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!fieldid || !value.trim()) {
      // Add stays pressable (issue 31): pressed with no value it says so at the value and goes there.
      setMissing(true);
      return reveal();
    }
    onAdd({ field: fieldid, value: value.trim() });
    setValue('');
    setMissing(false);
  };

  return (
    <div className="flex flex-col gap-3">
      <form ref={formRef} onSubmit={submit} noValidate aria-label={t('adminUsers.extraFieldFilter')} className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end">
        <SelectField label={t('adminUsers.extraField')} value={fieldid} onChange={(id) => (setFieldid(id), setValue(''))}>
          {fields.map((entry) => (
            <option key={entry.fieldid} value={entry.fieldid}>
              {entry.label || entry.fieldid}
            </option>
          ))}
        </SelectField>
        {choices.length > 0 ? (
          <SelectField label={t('adminUsers.extraFieldValue')} value={value} onChange={setValue} error={valueError}>
            <option value="">{t('adminUsers.chooseValue')}</option>
            {choices.map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </SelectField>
        ) : (
          <TextField label={t('adminUsers.extraFieldValue')} value={value} maxLength={500} error={valueError} onChange={(event) => setValue(event.target.value)} />
        )}
        <Button type="submit" variant="secondary" className="sm:mb-6">
          <Plus aria-hidden="true" className="size-4" />
          {t('adminUsers.addFilter')}
        </Button>
      </form>
      {active.length > 0 ? (
        <ul aria-label={t('adminUsers.activeFilters')} className="flex flex-wrap gap-2">
          {active.map((filter) => (
            <li key={filter.field} className="inline-flex items-center gap-1 rounded-full bg-stone-100 py-1 pr-1 pl-3 text-sm text-stone-800">
              {labelOf(filter.field)}: {filter.value}
              <button
                type="button"
                onClick={() => onRemove(filter.field)}
                aria-label={t('adminUsers.removeFilter', { field: labelOf(filter.field), value: filter.value })}
                className="inline-flex size-7 items-center justify-center rounded-full hover:bg-stone-200 focus-visible:outline-2"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
