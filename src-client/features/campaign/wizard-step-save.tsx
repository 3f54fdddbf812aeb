import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '#shared/errors.ts';
import { Button } from '#client/components/button.tsx';
import { trpc, type CampaignDetails } from '#client/trpc.ts';
import { placeServerError, type FormError } from '#client/features/auth/server-error.ts';
import { useSystemMessage } from '#client/features/shell/system-message.tsx';
import { WizardBack } from './wizard-back';
import { nextStep, type WizardStep } from './wizard-steps';

export type FieldErrorMap = Partial<Record<string, ErrorCode>>;

export interface StepProps {
  campaign: CampaignDetails | null;
  creating: boolean;
}

export type UpdatePayload = Omit<Parameters<ReturnType<typeof trpc.campaign.update.useMutation>['mutateAsync']>[0], 'slug'>;

/**
 * Saving a step: update the campaign, keep the answer for the other steps, then go on (create
 * mode) or say it was saved (edit mode). Server errors land under the step's fields or above it;
 * `save` answers whether it saved, so the step can show the first error.
 */
export function useStepSave(campaign: CampaignDetails, creating: boolean, step: WizardStep) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const showMessage = useSystemMessage();
  const update = trpc.campaign.update.useMutation();
  const [fieldErrors, setFieldErrors] = useState<FieldErrorMap>({});
  const [formErrors, setFormErrors] = useState<FormError[]>([]);

  const save = async (payload: UpdatePayload, fields: readonly string[]): Promise<boolean> => {
    setFormErrors([]);
    setFieldErrors({});
    try {
      const saved = await update.mutateAsync({ ...payload, slug: campaign.slug });
      utils.campaign.forEdit.setData({ slug: saved.slug }, saved);
      await utils.campaign.invalidate();
      if (creating) await navigate({ to: '/coach/campaigns/$slug/edit', params: { slug: saved.slug }, search: { step: nextStep(step), new: 1 } });
      else showMessage({ tone: 'success', text: t('wizard.saved') });
      return true;
    } catch (error) {
      const placed = placeServerError(error, fields);
      setFieldErrors(Object.fromEntries(placed.fieldErrors.map(({ field, code }) => [field, code])));
      setFormErrors(placed.formErrors);
      return false;
    }
  };
  return { save, busy: update.isPending, fieldErrors, setFieldErrors, formErrors };
}

export function StepActions({ creating, busy, label }: { creating: boolean; busy: boolean; label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="mt-2 flex flex-wrap justify-between gap-3 border-t border-stone-100 pt-5">
      <WizardBack />
      <Button type="submit" disabled={busy} className="ml-auto">
        {busy ? t('wizard.saving') : (label ?? (creating ? t('wizard.next') : t('wizard.save')))}
      </Button>
    </div>
  );
}

/** The info step saves through create before the draft exists; the hook needs a campaign, so it is split. */
export function useOptionalStepSave(campaign: CampaignDetails | null, creating: boolean) {
  const placeholder = { slug: '' } as CampaignDetails;
  const saver = useStepSave(campaign ?? placeholder, creating, 'info');
  return campaign ? saver : null;
}
