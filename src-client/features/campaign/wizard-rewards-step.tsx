import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type StepProps, useStepSave, StepActions } from './wizard-step-save';
import type { ErrorCode } from '#shared/errors.ts';
import { Button } from '#client/components/button.tsx';
import { TextArea } from '#client/components/text-area-field.tsx';
import { TextField } from '#client/components/text-field.tsx';
import { useRevealFirstError } from '#client/components/use-reveal-first-error.ts';
import type { CampaignDetails } from '#client/trpc.ts';
import { FormErrors, useErrorText } from '#client/features/auth/form-errors.tsx';
import { checkRewards } from './wizard-model';

export function RewardsStep({ campaign, creating }: StepProps & { campaign: CampaignDetails }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [rewards, setRewards] = useState(() => campaign.rewards.map((reward) => ({ key: crypto.randomUUID(), title: reward.title, description: reward.description })));
  const [errors, setErrors] = useState<({ title?: ErrorCode } | null)[] | null>(null);
  const saver = useStepSave(campaign, creating, 'rewards');
  const { ref: formRef, reveal: revealErrors } = useRevealFirstError();

  const change = (index: number, patch: { title?: string; description?: string }) => setRewards(rewards.map((reward, at) => (at === index ? { ...reward, ...patch } : reward)));
  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = checkRewards(rewards);
    setErrors(found);
    if (found) {
      revealErrors();
      return;
    }
    if (!(await saver.save({ rewards: rewards.map(({ title, description }) => ({ title, description })) }, ['rewards']))) revealErrors();
  };

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <FormErrors errors={saver.formErrors} unhandledText={t('wizard.saveError')} />
      {rewards.length === 0 ? <p className="text-sm text-stone-500">{t('wizard.rewards.none')}</p> : null}
      <ol className="flex flex-col gap-4">
        {rewards.map((reward, index) => (
          <li key={reward.key} className="flex flex-col gap-2 rounded-xl border border-stone-200 p-4">
            <TextField label={t('wizard.rewards.title', { n: index + 1 })} value={reward.title} onChange={(event) => change(index, { title: event.target.value })} error={errorText(errors?.[index]?.title)} />
            <TextArea label={t('wizard.rewards.description', { n: index + 1 })} rows={2} value={reward.description} onChange={(description) => change(index, { description })} />
            <div className="flex justify-end">
              <Button variant="ghost" onClick={() => setRewards(rewards.filter((_, at) => at !== index))}>
                <Trash2 aria-hidden="true" className="size-4" />
                {t('wizard.rewards.remove', { n: index + 1 })}
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <div>
        <Button variant="secondary" onClick={() => setRewards([...rewards, { key: crypto.randomUUID(), title: '', description: '' }])}>
          <Plus aria-hidden="true" className="size-4" />
          {t('wizard.rewards.add')}
        </Button>
      </div>
      <StepActions creating={creating} busy={saver.busy} />
    </form>
  );
}
