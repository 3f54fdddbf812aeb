import { useTranslation } from 'react-i18next';
import { wordingModes } from '#shared/schemas/organisation.ts';
import { superSettingsInput, type SuperSettingsInput } from '#shared/schemas/site-settings.ts';
import { Checkbox } from '#client/components/checkbox-field.tsx';
import { SelectField } from '#client/components/select-field.tsx';
import { TextArea } from '#client/components/text-area-field.tsx';
import { trpc, type AdminSettings } from '#client/trpc.ts';
import { SettingsCard } from './settings-card';
import { superSettingsDraftOf } from './settings-draft';
import { SettingsFormEnd, useSettingsForm } from './use-settings-form';

type Draft = Required<SuperSettingsInput>;
const SWITCHES = ['domainSpecificEmailTemplate', 'extendedCsvExport', 'firstLineSupport', 'registrationShowSecurityNumber', 'registrationShowStudent'] as const;

/** The super admin's settings (spec 2 §2 super-settings): the platform's switches and the tenant's hero and footer wording. */
export function SuperSettingsForm({ settings }: { settings: AdminSettings }) {
  const { t } = useTranslation();
  const form = useSettingsForm<Draft>({ settings, draftOf: superSettingsDraftOf, schema: superSettingsInput });
  const { draft, change, errorOf } = form;
  const save = trpc.organisation.updateSuperSettings.useMutation({ onSuccess: form.saved, onError: form.failed });

  return (
    <form onSubmit={form.submitWith((values) => save.mutate(values))} className="mt-8 flex flex-col gap-6" noValidate>
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
      <SettingsFormEnd form={form} saving={save.isPending} />
    </form>
  );
}
