import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { wordingModes } from '../../../src-shared/schemas/organisation';
import { superSettingsInput, type SuperSettingsInput } from '../../../src-shared/schemas/site-settings';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Checkbox } from '../../components/checkbox-field';
import { SelectField } from '../../components/select-field';
import { TextArea } from '../../components/text-area-field';
import { trpc, type AdminSettings } from '../../trpc';
import { SettingsCard } from './settings-card';
import { schemaErrorsOf, serverFieldErrorsOf, superSettingsDraftOf, type FieldErrorMap } from './settings-draft';
import { SettingsSaveDialog } from './settings-save-dialog';

type Draft = Required<SuperSettingsInput>;
const SWITCHES = ['domainSpecificEmailTemplate', 'extendedCsvExport', 'firstLineSupport', 'registrationShowSecurityNumber', 'registrationShowStudent'] as const;

/** The super admin's settings (spec 2 §2 super-settings): the platform's switches and the tenant's hero and footer wording. */
export function SuperSettingsForm({ settings }: { settings: AdminSettings }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const [draft, setDraft] = useState<Draft>(() => superSettingsDraftOf(settings));
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);
  const save = trpc.organisation.updateSuperSettings.useMutation({
    onSuccess: (saved) => {
      utils.organisation.adminSettings.setData(undefined, saved);
      setDraft(superSettingsDraftOf(saved));
      setOutcome('saved');
      void utils.organisation.current.invalidate();
    },
    onError: (error) => {
      const fieldErrors = serverFieldErrorsOf(error);
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0) setOutcome('failed');
    },
  });
  const change = (values: Partial<Draft>) => setDraft((previous) => ({ ...previous, ...values }));
  const errorOf = (path: string) => (errors[path] ? t(`errors.${errors[path]}`) : undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = superSettingsInput.safeParse(draft);
    if (!checked.success) {
      setErrors(schemaErrorsOf(checked.error));
      return;
    }
    setErrors({});
    save.mutate(draft);
  };

  return (
    <form onSubmit={submit} className="mt-8 flex flex-col gap-6" noValidate>
      <SettingsCard title={t('superSettings.sections.platform')} description={t('superSettings.sections.platformIntro')}>
        {SWITCHES.map((key) => (
          <Checkbox key={key} label={t(`superSettings.fields.${key}`)} hint={t(`superSettings.hints.${key}`)} checked={draft[key]} onChange={(checked) => change({ [key]: checked })} />
        ))}
      </SettingsCard>
      <SettingsCard title={t('superSettings.sections.wording')} description={t('superSettings.sections.wordingIntro')}>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <SelectField label={t('superSettings.fields.heroWording')} value={draft.heroWording} error={errorOf('heroWording')} onChange={(value) => change({ heroWording: value as Draft['heroWording'] })}>
            {wordingModes.map((mode) => (
              <option key={mode} value={mode}>
                {t(`superSettings.heroModes.${mode}`)}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('superSettings.fields.footerWording')} value={draft.footerWording} error={errorOf('footerWording')} onChange={(value) => change({ footerWording: value as Draft['footerWording'] })}>
            {wordingModes.map((mode) => (
              <option key={mode} value={mode}>
                {t(`superSettings.footerModes.${mode}`)}
              </option>
            ))}
          </SelectField>
        </div>
        {draft.footerWording === 'custom' ? (
          <TextArea label={t('superSettings.fields.footerText')} hint={t('superSettings.hints.footerText')} rows={2} value={draft.footerText} error={errorOf('footerText')} onChange={(footerText) => change({ footerText })} />
        ) : null}
      </SettingsCard>
      {Object.keys(errors).length > 0 ? <Alert tone="error">{t('siteSettings.fixErrors', { count: Object.keys(errors).length })}</Alert> : null}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('siteSettings.saving') : t('siteSettings.save')}
        </Button>
      </div>
      {outcome ? <SettingsSaveDialog outcome={outcome} onClose={() => setOutcome(null)} /> : null}
    </form>
  );
}
