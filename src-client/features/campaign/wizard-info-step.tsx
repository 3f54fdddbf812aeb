import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldErrorMap, type StepProps, StepActions, useOptionalStepSave } from './wizard-step-save';
import { applyPrivacySetting, availablePrivacySettings } from '#shared/campaign-rules.ts';
import type { PrivacySetting } from '#shared/schemas/campaign.ts';
import { Checkbox } from '#client/components/checkbox-field.tsx';
import { TextArea } from '#client/components/text-area-field.tsx';
import { TextField } from '#client/components/text-field.tsx';
import { useRevealFirstError } from '#client/components/use-reveal-first-error.ts';
import { trpc } from '#client/trpc.ts';
import { CampaignAgreementFields } from '#client/features/agreements/campaign-agreement-fields.tsx';
import { FormErrors, useErrorText } from '#client/features/auth/form-errors.tsx';
import { placeServerError, type FormError } from '#client/features/auth/server-error.ts';
import { useOrganisation } from '#client/features/shell/use-organisation.ts';
import { todayDate } from './wizard-model';
import { advancedSettingsOf, WizardAdvancedSettings } from './wizard-advanced-settings';
import { canAdministerOrganisation } from '#client/features/auth/viewer-roles.ts';
import { useViewer } from '#client/features/auth/use-viewer.ts';

const INFO_FIELDS = [
  'name',
  'content',
  'privacySetting',
  'requireCoachApproval',
  'requireAgreementAcceptance',
  'agreementGuid',
  'showOnLandingPage',
  'featured',
  'useCustomMailHeader',
  'mailHeader',
  'settings.publicBriefOnly',
  'settings.limitIdeaCreation',
  'settings.canViewTrustedFeedback',
] as const;

export function InfoStep({ campaign, creating }: StepProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const organisation = useOrganisation();
  // The Advanced settings box is the organisation's admins' (spec 1 §2); others' saves leave it alone.
  const admin = canAdministerOrganisation(useViewer());
  const [advanced, setAdvanced] = useState(() => advancedSettingsOf(campaign?.settings));
  const create = trpc.campaign.create.useMutation();
  const [values, setValues] = useState({
    name: campaign?.name ?? '',
    content: campaign?.content ?? '',
    privacySetting: campaign?.privacySetting ?? ('public' as PrivacySetting),
    requireCoachApproval: campaign?.requireCoachApproval ?? false,
    requireAgreementAcceptance: campaign?.requireAgreementAcceptance ?? false,
    agreementGuid: campaign?.agreementGuid ?? null,
    showOnLandingPage: campaign?.showOnLandingPage ?? false,
    featured: campaign?.featured ?? false,
    useCustomMailHeader: campaign?.useCustomMailHeader ?? false,
    mailHeader: campaign?.mailHeader ?? '',
  });
  const [checked, setChecked] = useState(false);
  const [createErrors, setCreateErrors] = useState<{ fields: FieldErrorMap; form: FormError[] }>({ fields: {}, form: [] });
  const saver = useOptionalStepSave(campaign, creating);
  const { ref: formRef, reveal: revealErrors } = useRevealFirstError();

  const localErrors: FieldErrorMap = {};
  if (!values.name.trim()) localErrors.name = 'ERROR_REQUIRED';
  else if (values.name.trim().length > 200) localErrors.name = 'VALUE_TOO_LONG';
  if (values.useCustomMailHeader && !values.mailHeader.trim()) localErrors.mailHeader = 'ERROR_REQUIRED';
  const serverErrors = campaign ? (saver?.fieldErrors ?? {}) : createErrors.fields;
  const errorOf = (field: string) => errorText((checked ? localErrors[field] : undefined) ?? serverErrors[field]);

  const privacyOptions = availablePrivacySettings({ premium: organisation.premium, featureSemiPublicHunts: organisation.settings.featureSemiPublicHunts });
  if (!privacyOptions.includes(values.privacySetting)) privacyOptions.push(values.privacySetting);
  const hidden = values.privacySetting === 'internal' || values.privacySetting === 'private';

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(localErrors).length > 0) {
      revealErrors();
      return;
    }
    if (campaign && saver) {
      if (!(await saver.save(admin ? { ...values, settings: advanced } : values, INFO_FIELDS))) revealErrors();
      return;
    }
    setCreateErrors({ fields: {}, form: [] });
    try {
      const created = await create.mutateAsync({ ...values, startDate: todayDate(), ...(admin ? { settings: advanced } : {}) });
      utils.campaign.forEdit.setData({ slug: created.slug }, created);
      await navigate({ to: '/coach/campaigns/$slug/edit', params: { slug: created.slug }, search: { step: 'customfields', new: 1 } });
    } catch (error) {
      const placed = placeServerError(error, INFO_FIELDS);
      setCreateErrors({ fields: Object.fromEntries(placed.fieldErrors.map(({ field, code }) => [field, code])), form: placed.formErrors });
      revealErrors();
    }
  };

  const busy = create.isPending || (saver?.busy ?? false);
  return (
    <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <FormErrors errors={campaign ? (saver?.formErrors ?? []) : createErrors.form} unhandledText={t('wizard.saveError')} />
      <TextField label={t('wizard.info.name')} value={values.name} required onChange={(event) => setValues({ ...values, name: event.target.value })} error={errorOf('name')} />
      <TextArea label={t('wizard.info.brief')} hint={t('wizard.info.briefHint')} rows={8} value={values.content} onChange={(content) => setValues({ ...values, content })} error={errorOf('content')} />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-stone-800">{t('wizard.info.privacy')}</legend>
        {privacyOptions.map((option) => (
          <label key={option} className="flex items-start gap-3 rounded-lg border border-stone-200 p-3 has-checked:border-link">
            <input
              type="radio"
              name="privacySetting"
              value={option}
              checked={values.privacySetting === option}
              onChange={() => setValues({ ...values, ...applyPrivacySetting(values, option) })}
              className="mt-1 size-4 accent-link"
            />
            <span>
              <span className="block text-sm font-semibold">{t(`wizard.privacy.${option}`)}</span>
              <span className="block text-xs text-stone-600">{t(`wizard.privacyHint.${option}`)}</span>
            </span>
          </label>
        ))}
        {errorOf('privacySetting') ? <p className="text-sm text-red-700">{errorOf('privacySetting')}</p> : null}
      </fieldset>
      <div className="flex flex-col gap-3">
        <Checkbox label={t('wizard.info.requireCoachApproval')} checked={values.requireCoachApproval} onChange={(value) => setValues({ ...values, requireCoachApproval: value })} />
        {organisation.premium ? <CampaignAgreementFields {...values} onChange={(agreement) => setValues({ ...values, ...agreement })} error={errorOf('agreementGuid') ?? errorOf('requireAgreementAcceptance')} /> : null}
        <Checkbox label={t('wizard.info.showOnLandingPage')} checked={values.showOnLandingPage} disabled={hidden} onChange={(value) => setValues({ ...values, showOnLandingPage: value })} />
        <Checkbox label={t('wizard.info.featured')} checked={values.featured} disabled={values.privacySetting === 'private'} onChange={(value) => setValues({ ...values, featured: value })} />
        <Checkbox label={t('wizard.info.useCustomMailHeader')} checked={values.useCustomMailHeader} onChange={(value) => setValues({ ...values, useCustomMailHeader: value })} />
      </div>
      {values.useCustomMailHeader ? (
        <TextArea label={t('wizard.info.mailHeader')} value={values.mailHeader} onChange={(mailHeader) => setValues({ ...values, mailHeader })} error={errorOf('mailHeader')} />
      ) : null}
      {admin ? <WizardAdvancedSettings values={advanced} onChange={setAdvanced} premium={organisation.premium} errorOf={errorOf} /> : null}
      <StepActions creating={creating} busy={busy} />
    </form>
  );
}
