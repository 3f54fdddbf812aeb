import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RETENTION_KEYS, RETENTION_MAX_DAYS, retentionInput, type RetentionInput } from '#shared/schemas/retention.ts';
import { Button } from '#client/components/button.tsx';
import { TextField } from '#client/components/text-field.tsx';
import { trpc, type RetentionState } from '#client/trpc.ts';
import { useSystemMessage } from '#client/features/shell/system-message.tsx';
import { SettingsCard } from './settings-card';
import { schemaErrorsOf, serverFieldErrorsOf, type FieldErrorMap } from './settings-draft';
import { sectionId } from './settings-index';

/** The section's id in the settings page's index. */
export const RETENTION_SECTION = 'retention';

/** A period as typed: empty is off (kept), anything that is not a number stays NaN for the schema to name. */
type Draft = Record<keyof RetentionInput, string>;

const draftOf = (settings: RetentionInput): Draft =>
  Object.fromEntries(RETENTION_KEYS.map((key) => [key, settings[key] === null ? '' : String(settings[key])])) as Draft;
const valuesOf = (draft: Draft) => Object.fromEntries(RETENTION_KEYS.map((key) => [key, draft[key].trim() === '' ? null : Number(draft[key])]));

/**
 * How long the site keeps what it no longer needs (issue 36): four periods, each off until set,
 * saved on their own; the daily job's last record says what it removed.
 */
export function RetentionSettings() {
  const { t } = useTranslation();
  const retention = trpc.retention.get.useQuery(undefined, { staleTime: 0 });
  return (
    <SettingsCard id={sectionId(RETENTION_SECTION)} title={t('retention.title')} description={t('retention.intro')}>
      {retention.data ? <RetentionForm state={retention.data} /> : retention.isError ? <p className="text-stone-700">{t('retention.loadError')}</p> : null}
    </SettingsCard>
  );
}

function RetentionForm({ state }: { state: RetentionState }) {
  const { t, i18n } = useTranslation();
  const utils = trpc.useUtils();
  const showMessage = useSystemMessage();
  const [draft, setDraft] = useState<Draft>(() => draftOf(state.settings));
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const save = trpc.retention.update.useMutation({
    onSuccess: (saved) => {
      utils.retention.get.setData(undefined, saved);
      setDraft(draftOf(saved.settings));
      showMessage({ tone: 'success', text: t('retention.saved') });
    },
    onError: (error) => {
      const fieldErrors = serverFieldErrorsOf(error);
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0) showMessage({ tone: 'error', text: t('siteSettings.WE_ARE_SORRY_AN_ERROR_OCURRED') });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = retentionInput.safeParse(valuesOf(draft));
    if (!checked.success) {
      setErrors(schemaErrorsOf(checked.error));
      return;
    }
    setErrors({});
    save.mutate(checked.data);
  };
  const lastRun = state.lastRun;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-x-4 sm:grid-cols-2">
        {RETENTION_KEYS.map((key) => (
          <TextField
            key={key}
            label={t(`retention.fields.${key}`)}
            hint={t(`retention.hints.${key}`)}
            type="number"
            min={1}
            max={RETENTION_MAX_DAYS}
            inputMode="numeric"
            placeholder={t('retention.off')}
            value={draft[key]}
            error={errors[key] ? t(`errors.${errors[key]}`) : undefined}
            onChange={(event) => setDraft((previous) => ({ ...previous, [key]: event.target.value }))}
          />
        ))}
      </div>
      <p className="text-sm text-stone-600">
        {lastRun
          ? t('retention.lastRun', {
              date: new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(lastRun.at)),
              ideas: lastRun.removed.privateIdeaAnswers,
              accounts: lastRun.removed.unverifiedAccounts,
              entries: lastRun.removed.auditEntries,
              mails: lastRun.removed.mails,
            })
          : t('retention.neverRun')}
      </p>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('siteSettings.saving') : t('retention.save')}
        </Button>
      </div>
    </form>
  );
}
