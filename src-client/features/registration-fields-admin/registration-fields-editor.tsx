import { Plus, Save } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '#client/components/alert.tsx';
import { Button } from '#client/components/button.tsx';
import { SortableList } from '#client/components/sortable-list.tsx';
import { useRevealFirstError } from '#client/components/use-reveal-first-error.ts';
import { trpc } from '#client/trpc.ts';
import { useErrorText } from '#client/features/auth/form-errors.tsx';
import { useSystemMessage } from '#client/features/shell/system-message.tsx';
import { SettingsCard } from '#client/features/site-settings/settings-card.tsx';
import { serverFieldErrorsOf, type FieldErrorMap } from '#client/features/site-settings/settings-draft.ts';
import { FieldDefinitionCard } from './field-definition-card';
import { draftErrorsOf, hasErrorUnder, newFieldDraft, type FieldDraft, type RegistrationFieldsDraft } from './registration-fields-draft';
import { SpecialGroupsEditor } from './special-groups-editor';

interface RegistrationFieldsEditorProps {
  saved: RegistrationFieldsDraft;
  subdomain: string;
}

/**
 * The registration fields screen's form (spec 2 §2, spec 3 §3 and §5): fields added, edited,
 * ordered and removed in a draft that is checked as it changes by the schema the server uses;
 * while it is invalid "Please correct validation errors" shows, and Save opens the fields in
 * error and goes to the first instead of saving (issue 31).
 */
export function RegistrationFieldsEditor({ saved, subdomain }: RegistrationFieldsEditorProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const utils = trpc.useUtils();
  const showMessage = useSystemMessage();
  const [draft, setDraft] = useState<RegistrationFieldsDraft>(saved);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<FieldErrorMap>({});
  const errors = useMemo(() => ({ ...serverErrors, ...draftErrorsOf(draft) }), [draft, serverErrors]);
  const invalid = Object.keys(errors).length > 0;
  const { ref: formRef, reveal } = useRevealFirstError();
  const save = trpc.organisation.updateRegistrationFields.useMutation({
    onSuccess: (answer) => {
      utils.organisation.registrationFields.setData(undefined, answer);
      setDraft(answer.fields);
      showMessage({ tone: 'success', text: t('registrationFieldsAdmin.saved') });
      void utils.organisation.current.invalidate();
    },
    onError: (error) => {
      const fieldErrors = serverFieldErrorsOf(error);
      setServerErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0) showMessage({ tone: 'error', text: t('registrationFieldsAdmin.saveError') });
    },
  });

  const change = (values: Partial<RegistrationFieldsDraft>) => {
    setServerErrors({});
    setDraft((previous) => ({ ...previous, ...values }));
  };
  const changeField = (fieldid: string, values: Partial<FieldDraft>) => change({ custom: draft.custom.map((field) => (field.fieldid === fieldid ? { ...field, ...values } : field)) });
  const toggle = (fieldid: string) => setOpen((current) => (current.has(fieldid) ? new Set([...current].filter((id) => id !== fieldid)) : new Set([...current, fieldid])));
  const add = () => {
    const field = newFieldDraft(subdomain);
    change({ custom: [...draft.custom, field] });
    setOpen((current) => new Set([...current, field.fieldid]));
  };
  const errorOf = (path: string) => errorText(errors[path]);

  return (
    <form
      className="mt-8 flex flex-col gap-6"
      noValidate
      ref={formRef}
      onSubmit={(event) => {
        event.preventDefault();
        if (!invalid) return save.mutate(draft);
        // A closed card hides its fields: open those in error, so the focus has somewhere to go.
        const inError = draft.custom.filter((_, index) => hasErrorUnder(errors, `custom.${index}`)).map((field) => field.fieldid);
        setOpen((current) => new Set([...current, ...inError]));
        reveal();
      }}
    >
      <SettingsCard title={t('registrationFieldsAdmin.fieldsHeading')} description={t('registrationFieldsAdmin.dragInstructions')}>
        {draft.custom.length === 0 ? (
          <p className="rounded-xl border border-dashed border-stone-300 px-4 py-8 text-center text-sm text-stone-600">{t('registrationFieldsAdmin.empty')}</p>
        ) : (
          <SortableList
            alignTop
            items={draft.custom}
            idOf={(field) => field.fieldid}
            nameOf={(field) => field.label.trim() || t('registrationFieldsAdmin.untitled')}
            onReorder={(custom) => change({ custom })}
            texts={{
              instructions: t('registrationFieldsAdmin.dragInstructions'),
              moveNamed: (name) => t('registrationFieldsAdmin.moveNamed', { name }),
              moveUp: (name) => t('accessibility.moveUp', { name }),
              moveDown: (name) => t('accessibility.moveDown', { name }),
              picked: (name, position, count) => t('registrationFieldsAdmin.announcePicked', { name, position, count }),
              moved: (name, position, count) => t('registrationFieldsAdmin.announceMoved', { name, position, count }),
              dropped: (name, position, count) => t('registrationFieldsAdmin.announceDropped', { name, position, count }),
              cancelled: (name) => t('registrationFieldsAdmin.announceCancelled', { name }),
            }}
            renderItem={(field) => {
              const index = draft.custom.indexOf(field);
              const prefix = `custom.${index}`;
              return (
                <FieldDefinitionCard
                  field={field}
                  earlier={draft.custom.slice(0, index)}
                  subdomain={subdomain}
                  open={open.has(field.fieldid)}
                  invalid={hasErrorUnder(errors, prefix)}
                  errorOf={(path) => errorOf(`${prefix}.${path}`)}
                  onToggle={() => toggle(field.fieldid)}
                  onChange={(values) => changeField(field.fieldid, values)}
                  onRemove={() => change({ custom: draft.custom.filter((each) => each.fieldid !== field.fieldid) })}
                />
              );
            }}
          />
        )}
        <div>
          <Button variant="secondary" onClick={add}>
            <Plus aria-hidden="true" className="size-4" />
            {t('registrationFieldsAdmin.add')}
          </Button>
        </div>
      </SettingsCard>
      <SpecialGroupsEditor draft={draft} errorOf={errorOf} onChange={change} />
      {invalid ? <Alert tone="error">{t('registrationFieldsAdmin.invalid')}</Alert> : null}
      <div>
        <Button type="submit" size="lg" disabled={save.isPending}>
          <Save aria-hidden="true" className="size-4" />
          {t('registrationFieldsAdmin.save')}
        </Button>
      </div>
    </form>
  );
}
