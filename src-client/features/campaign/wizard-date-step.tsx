import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type StepProps, type UpdatePayload, useStepSave, StepActions } from './wizard-step-save';
import { canExtendCampaigns, isSameCampaignDay, latestEndDate } from '#shared/campaign-rules.ts';
import { TextField } from '#client/components/text-field.tsx';
import { useRevealFirstError } from '#client/components/use-reveal-first-error.ts';
import type { CampaignDetails } from '#client/trpc.ts';
import { FormErrors, useErrorText } from '#client/features/auth/form-errors.tsx';
import { useViewer } from '#client/features/auth/use-viewer.ts';
import { viewerRoles } from '#client/features/auth/viewer-roles.ts';
import { useOrganisation } from '#client/features/shell/use-organisation.ts';
import { formatCampaignDate } from './campaign-text';
import { checkDateInputs, defaultEndInput, fromDateInput, toDateInput, type DateErrors } from './wizard-model';

export function DateStep({ campaign, creating }: StepProps & { campaign: CampaignDetails }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const viewer = useViewer();
  const organisation = useOrganisation();
  const canExtend = viewer ? canExtendCampaigns(viewerRoles(viewer), organisation) : false;
  const [now] = useState(() => new Date());
  const saved = { startDate: campaign.startDate, endDate: campaign.endDate, live: campaign.phase !== 'draft' };
  const started = saved.live && campaign.startDate.getTime() <= now.getTime();
  const [inputs, setInputs] = useState({ startDate: toDateInput(campaign.startDate), endDate: toDateInput(campaign.endDate) });
  const [errors, setErrors] = useState<DateErrors>({});
  const saver = useStepSave(campaign, creating, 'date');
  const { ref: formRef, reveal: revealErrors } = useRevealFirstError();

  const start = fromDateInput(inputs.startDate);
  const latest = start ? latestEndDate(start, canExtend) : null;
  const shown = (field: 'startDate' | 'endDate') => errorText(errors[field] ?? saver.fieldErrors[field]);

  const onStart = (value: string) => {
    // The end follows the start while it is still the default four weeks after it.
    const followed = inputs.endDate === defaultEndInput(inputs.startDate) ? defaultEndInput(value) : inputs.endDate;
    setInputs({ startDate: value, endDate: followed || inputs.endDate });
    setErrors({});
  };

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = checkDateInputs(inputs, { now, canExtend, saved });
    setErrors(found);
    if (Object.keys(found).length > 0) {
      revealErrors();
      return;
    }
    const startDate = fromDateInput(inputs.startDate)!;
    const endDate = fromDateInput(inputs.endDate)!;
    // Only a day that moved is sent: the stored dates may carry a time of day the inputs cannot show.
    const payload: UpdatePayload = {};
    if (!isSameCampaignDay(startDate, campaign.startDate)) payload.startDate = startDate;
    if (!isSameCampaignDay(endDate, campaign.endDate)) payload.endDate = endDate;
    if (!(await saver.save(payload, ['startDate', 'endDate']))) revealErrors();
  };

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <FormErrors errors={saver.formErrors} unhandledText={t('wizard.saveError')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          type="date"
          label={t('wizard.date.start')}
          value={inputs.startDate}
          readOnly={started}
          hint={started ? t('wizard.date.startLocked') : undefined}
          onChange={(event) => onStart(event.target.value)}
          error={shown('startDate')}
        />
        <TextField
          type="date"
          label={t('wizard.date.end')}
          value={inputs.endDate}
          readOnly={started && !canExtend}
          hint={latest ? t('wizard.date.latest', { date: formatCampaignDate(latest, i18n.language, 'UTC') }) : undefined}
          onChange={(event) => {
            setInputs({ ...inputs, endDate: event.target.value });
            setErrors({});
          }}
          error={shown('endDate')}
        />
      </div>
      <StepActions creating={creating} busy={saver.busy} />
    </form>
  );
}
