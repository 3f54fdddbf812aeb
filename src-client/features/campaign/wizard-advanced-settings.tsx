import { SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { feedbackVisibilities, type CampaignSettings } from '#shared/schemas/campaign.ts';
import { Checkbox } from '#client/components/checkbox-field.tsx';
import { SelectField } from '#client/components/select-field.tsx';

export type AdvancedCampaignSettings = Pick<CampaignSettings, 'publicBriefOnly' | 'limitIdeaCreation' | 'canViewTrustedFeedback'>;

/** The advanced settings of a campaign as they stand, or their defaults for a new one. */
export function advancedSettingsOf(settings: AdvancedCampaignSettings | undefined): AdvancedCampaignSettings {
  return {
    publicBriefOnly: settings?.publicBriefOnly ?? false,
    limitIdeaCreation: settings?.limitIdeaCreation ?? false,
    canViewTrustedFeedback: settings?.canViewTrustedFeedback ?? 'everyone',
  };
}

/**
 * The wizard's Advanced settings box for the organisation's admins (spec 1 §2, campaign settings
 * of spec 1 §3): brief only for visitors, who may add ideas, who reads members' feedback. Brief-only
 * and limiting ideas need a premium site (spec 2 §6); the server checks both rules again.
 */
export function WizardAdvancedSettings({
  values,
  onChange,
  premium,
  errorOf,
}: {
  values: AdvancedCampaignSettings;
  onChange: (values: AdvancedCampaignSettings) => void;
  premium: boolean;
  errorOf: (field: string) => string | undefined;
}) {
  const { t } = useTranslation();
  const premiumHint = premium ? undefined : t('campaignAdvanced.premiumHint');
  const checkError = errorOf('settings.publicBriefOnly') ?? errorOf('settings.limitIdeaCreation');
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-stone-50 p-4">
      <legend className="flex items-center gap-2 px-1 text-sm font-semibold text-stone-800">
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        {t('campaignAdvanced.title')}
      </legend>
      <p className="text-xs text-stone-600">{t('campaignAdvanced.intro')}</p>
      <Checkbox
        label={t('campaignAdvanced.publicBriefOnly')}
        checked={values.publicBriefOnly}
        disabled={!premium && !values.publicBriefOnly}
        hint={premiumHint}
        onChange={(publicBriefOnly) => onChange({ ...values, publicBriefOnly })}
      />
      <Checkbox
        label={t('campaignAdvanced.limitIdeaCreation')}
        checked={values.limitIdeaCreation}
        disabled={!premium && !values.limitIdeaCreation}
        hint={premiumHint}
        onChange={(limitIdeaCreation) => onChange({ ...values, limitIdeaCreation })}
      />
      {checkError ? <p className="text-sm text-red-700">{checkError}</p> : null}
      <SelectField
        label={t('campaignAdvanced.feedbackVisibility')}
        value={values.canViewTrustedFeedback}
        onChange={(value) => onChange({ ...values, canViewTrustedFeedback: value as AdvancedCampaignSettings['canViewTrustedFeedback'] })}
        error={errorOf('settings.canViewTrustedFeedback')}
      >
        {feedbackVisibilities.map((visibility) => (
          <option key={visibility} value={visibility}>
            {t(`campaignAdvanced.feedbackVisibilities.${visibility}`)}
          </option>
        ))}
      </SelectField>
    </fieldset>
  );
}
