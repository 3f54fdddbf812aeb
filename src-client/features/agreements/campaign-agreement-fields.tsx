import { useTranslation } from 'react-i18next';
import { Checkbox } from '#client/components/checkbox-field.tsx';
import { SelectField } from '#client/components/select-field.tsx';
import { trpc } from '#client/trpc.ts';

interface CampaignAgreementValues {
  requireAgreementAcceptance: boolean;
  agreementGuid: string | null;
}

interface CampaignAgreementFieldsProps extends CampaignAgreementValues {
  onChange: (values: CampaignAgreementValues) => void;
  /** Already translated. */
  error: string | undefined;
}

/** The wizard's agreement choice (spec 1 §4, premium sites): joiners tick it, and read the campaign agreement named here. */
export function CampaignAgreementFields({ requireAgreementAcceptance, agreementGuid, onChange, error }: CampaignAgreementFieldsProps) {
  const { t } = useTranslation();
  const choices = trpc.agreement.campaignChoices.useQuery();
  const options = choices.data ?? [];

  return (
    <div className="flex flex-col gap-3 rounded-lg border border-stone-200 p-3">
      <Checkbox
        label={t('campaignAgreement.wizardRequire')}
        checked={requireAgreementAcceptance}
        onChange={(value) => onChange({ requireAgreementAcceptance: value, agreementGuid: value ? agreementGuid : null })}
      />
      {requireAgreementAcceptance ? (
        <>
          <SelectField label={t('campaignAgreement.wizardAgreement')} value={agreementGuid ?? ''} onChange={(value) => onChange({ requireAgreementAcceptance, agreementGuid: value || null })} error={error}>
            <option value="">{t('campaignAgreement.wizardChoose')}</option>
            {options.map((choice) => (
              <option key={choice.guid} value={choice.guid}>
                {choice.name}
              </option>
            ))}
          </SelectField>
          <p className="-mt-4 text-xs text-stone-500">{choices.isSuccess && options.length === 0 ? t('campaignAgreement.wizardNoChoices') : t('campaignAgreement.wizardHint')}</p>
        </>
      ) : null}
    </div>
  );
}
