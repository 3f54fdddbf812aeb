import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DateStep } from './wizard-date-step';
import { CustomFieldsStep } from './wizard-fields-step';
import { InfoStep } from './wizard-info-step';
import { PhotoStep, DocumentsStep } from './wizard-media-steps';
import { ReviewStep } from './wizard-review-step';
import { RewardsStep } from './wizard-rewards-step';
import { type StepProps } from './wizard-step-save';
import { WizardPlaceContext } from './wizard-back';
import type { CampaignDetails } from '#client/trpc.ts';
import { stepNumber, wizardSteps, WIZARD_STEP_COUNT, type WizardStep } from './wizard-steps';

interface WizardProps {
  /** The draft or campaign being edited; null before the first Next has created it. */
  campaign: CampaignDetails | null;
  /** Create mode: Next on every step and Submit at the end; edit mode: Save. */
  creating: boolean;
  step: WizardStep;
}

/** The campaign wizard (spec 2 §2): info, idea fields, date, photo, documents, rewards, review. */
export function CampaignWizard({ campaign, creating, step }: WizardProps) {
  const { t } = useTranslation();
  const current = campaign ? step : 'info';

  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{creating ? t('wizard.createTitle') : t('wizard.editTitle')}</h1>
      <StepIndicator campaign={campaign} creating={creating} step={current} />
      <section aria-labelledby="wizard-step-title" className="mt-6 rounded-2xl border border-stone-200 bg-white p-5 shadow-xs sm:p-8">
        <p className="text-sm font-medium text-stone-500">{t('wizard.stepOf', { n: stepNumber(current), count: WIZARD_STEP_COUNT })}</p>
        <h2 id="wizard-step-title" className="mt-1 mb-6 text-2xl font-semibold tracking-tight">
          {t(`wizard.steps.${current}`)}
        </h2>
        <WizardPlaceContext.Provider value={{ slug: campaign?.slug ?? null, step: current, creating }}>
          <StepBody key={`${current}-${campaign?.slug ?? 'new'}`} campaign={campaign} creating={creating} step={current} />
        </WizardPlaceContext.Provider>
      </section>
    </div>
  );
}

function StepIndicator({ campaign, creating, step }: { campaign: CampaignDetails | null; creating: boolean; step: WizardStep }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('wizard.stepsLabel')} className="mt-6">
      <ol className="flex flex-wrap gap-2">
        {wizardSteps.map((item) => {
          const label = `${stepNumber(item)}. ${t(`wizard.steps.${item}`)}`;
          const style = 'inline-flex min-h-9 items-center rounded-full border px-3 text-sm font-medium';
          if (item === step) {
            return (
              <li key={item}>
                <span aria-current="step" className={`${style} border-link bg-link text-white`}>
                  {label}
                </span>
              </li>
            );
          }
          if (!campaign) {
            return (
              <li key={item}>
                <span aria-disabled="true" className={`${style} border-stone-200 text-stone-400`}>
                  {label}
                </span>
              </li>
            );
          }
          return (
            <li key={item}>
              <Link
                to="/coach/campaigns/$slug/edit"
                params={{ slug: campaign.slug }}
                search={{ step: item, new: creating ? 1 : undefined }}
                className={`${style} border-stone-300 bg-white text-stone-800 hover:bg-stone-50`}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function StepBody({ campaign, creating, step }: StepProps & { step: WizardStep }) {
  if (!campaign || step === 'info') return <InfoStep campaign={campaign} creating={creating} />;
  switch (step) {
    case 'customfields':
      return <CustomFieldsStep campaign={campaign} creating={creating} />;
    case 'date':
      return <DateStep campaign={campaign} creating={creating} />;
    case 'photo':
      return <PhotoStep campaign={campaign} creating={creating} />;
    case 'documents':
      return <DocumentsStep campaign={campaign} creating={creating} />;
    case 'rewards':
      return <RewardsStep campaign={campaign} creating={creating} />;
    case 'review':
      return <ReviewStep campaign={campaign} creating={creating} />;
  }
}
