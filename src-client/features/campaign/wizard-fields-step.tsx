import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type StepProps, useStepSave, StepActions } from './wizard-step-save';
import { ideaFieldTypes } from '#shared/schemas/campaign.ts';
import { Alert } from '#client/components/alert.tsx';
import { useRevealFirstError } from '#client/components/use-reveal-first-error.ts';
import { Button } from '#client/components/button.tsx';
import { Checkbox } from '#client/components/checkbox-field.tsx';
import { SelectField } from '#client/components/select-field.tsx';
import { TextField } from '#client/components/text-field.tsx';
import type { CampaignDetails } from '#client/trpc.ts';
import { FormErrors, useErrorText } from '#client/features/auth/form-errors.tsx';
import { FieldConditionsEditor } from '#client/features/fields/field-conditions-editor.tsx';
import { checkFieldDrafts, fieldDraftOf, type FieldDraft, type FieldDraftErrors, newFieldDraft } from './wizard-model';

export function CustomFieldsStep({ campaign, creating }: StepProps & { campaign: CampaignDetails }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const existing = campaign.settings.ideaExtraFields.custom;
  const [drafts, setDrafts] = useState<FieldDraft[]>(() => existing.map(fieldDraftOf));
  const [rowErrors, setRowErrors] = useState<FieldDraftErrors[] | null>(null);
  const saver = useStepSave(campaign, creating, 'customfields');
  const { ref: formRef, reveal: revealErrors } = useRevealFirstError();

  const change = (index: number, patch: Partial<FieldDraft>) => setDrafts(drafts.map((draft, at) => (at === index ? { ...draft, ...patch } : draft)));
  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const result = checkFieldDrafts(drafts, existing);
    if (!result.ok) {
      setRowErrors(result.errors);
      revealErrors();
      return;
    }
    setRowErrors(null);
    if (!(await saver.save({ settings: { ...campaign.settings, ideaExtraFields: { custom: result.fields } } }, ['settings']))) revealErrors();
  };

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      {rowErrors ? <Alert tone="error">{t('wizard.fields.invalid')}</Alert> : null}
      <FormErrors errors={saver.formErrors} unhandledText={t('wizard.saveError')} />
      <p className="text-stone-600">{t('wizard.fields.intro')}</p>
      {drafts.length === 0 ? <p className="text-sm text-stone-500">{t('wizard.fields.none')}</p> : null}
      <ol className="flex flex-col gap-4">
        {drafts.map((draft, index) => {
          const errors = rowErrors?.[index] ?? {};
          return (
            <li key={draft.fieldid} className="flex flex-col gap-2 rounded-xl border border-stone-200 p-4">
              <div className="grid gap-3 sm:grid-cols-2">
                <TextField label={t('wizard.fields.label')} value={draft.label} onChange={(event) => change(index, { label: event.target.value })} error={errorText(errors.label)} />
                <SelectField label={t('wizard.fields.type')} value={draft.formType} onChange={(formType) => change(index, { formType })} error={errorText(errors.formType)}>
                  {ideaFieldTypes.map((type) => (
                    <option key={type} value={type}>
                      {t(`wizard.fieldTypes.${type}`)}
                    </option>
                  ))}
                </SelectField>
              </div>
              {draft.formType === 'select-checkbox' || draft.formType === 'select-dropdown' ? (
                <div className="grid gap-x-3 sm:grid-cols-[2fr_1fr]">
                  <TextField label={t('wizard.fields.options')} hint={t('wizard.fields.optionsHint')} value={draft.options} onChange={(event) => change(index, { options: event.target.value })} error={errorText(errors.options)} />
                  {draft.formType === 'select-checkbox' ? (
                    <TextField
                      label={t('wizard.fields.limit')}
                      hint={t('wizard.fields.limitHint')}
                      type="number"
                      min={1}
                      inputMode="numeric"
                      value={draft.limit}
                      onChange={(event) => change(index, { limit: event.target.value })}
                      error={errorText(errors.limit)}
                    />
                  ) : null}
                </div>
              ) : null}
              <TextField label={t('wizard.fields.description')} value={draft.description} onChange={(event) => change(index, { description: event.target.value })} error={errorText(errors.description)} />
              <FieldConditionsEditor conditions={draft.conditions} earlier={drafts.slice(0, index)} errorOf={(path) => errorText(errors[path])} onChange={(conditions) => change(index, { conditions })} />
              <div className="flex flex-wrap items-center gap-6">
                <Checkbox label={t('wizard.fields.required')} checked={draft.required} onChange={(required) => change(index, { required })} />
                <Checkbox label={t('wizard.fields.public')} checked={draft.public} onChange={(value) => change(index, { public: value })} />
                <Button variant="ghost" className="ml-auto" onClick={() => setDrafts(drafts.filter((_, at) => at !== index))}>
                  <Trash2 aria-hidden="true" className="size-4" />
                  {t('wizard.fields.remove', { n: index + 1 })}
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <div>
        <Button variant="secondary" onClick={() => setDrafts([...drafts, newFieldDraft()])}>
          <Plus aria-hidden="true" className="size-4" />
          {t('wizard.fields.add')}
        </Button>
      </div>
      <StepActions creating={creating} busy={saver.busy} />
    </form>
  );
}
