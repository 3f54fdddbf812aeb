import { useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type StepProps, useStepSave, StepActions } from './wizard-step-save';
import type { PrivacySetting } from '#shared/schemas/campaign.ts';
import { RenderedMarkdown } from '#client/components/rendered-markdown.tsx';
import { trpc, type CampaignDetails } from '#client/trpc.ts';
import { FormErrors } from '#client/features/auth/form-errors.tsx';
import { placeServerError, type FormError } from '#client/features/auth/server-error.ts';
import { useSystemMessage } from '#client/features/shell/system-message.tsx';
import { formatCampaignDate } from './campaign-text';

export function ReviewStep({ campaign, creating }: StepProps & { campaign: CampaignDetails }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const submit = trpc.campaign.submit.useMutation();
  const [formErrors, setFormErrors] = useState<FormError[]>([]);
  const showMessage = useSystemMessage();
  const saver = useStepSave(campaign, false, 'review');
  const date = (value: Date) => formatCampaignDate(value, i18n.language, 'UTC');

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!creating) {
      await saver.save({}, []);
      return;
    }
    setFormErrors([]);
    try {
      await submit.mutateAsync({ slug: campaign.slug });
      await utils.campaign.invalidate();
      // Created: said in a message that links the new campaign, with no OK to wait for (issue 31).
      showMessage({ tone: 'success', text: t('wizard.createdBody'), link: { label: t('wizard.openCampaign'), href: `/coach/campaigns/${campaign.slug}` } });
      void navigate({ to: '/coach/campaigns/$slug/brief', params: { slug: campaign.slug } });
    } catch (error) {
      setFormErrors(placeServerError(error, []).formErrors);
    }
  };

  const rows: [string, ReactNode][] = [
    [t('wizard.info.name'), campaign.name],
    [t('wizard.info.privacy'), t(`wizard.privacy.${campaign.privacySetting as PrivacySetting}`)],
    [
      t('wizard.review.flags'),
      [
        campaign.requireCoachApproval ? t('wizard.info.requireCoachApproval') : null,
        campaign.showOnLandingPage ? t('wizard.info.showOnLandingPage') : null,
        campaign.featured ? t('wizard.info.featured') : null,
        campaign.useCustomMailHeader ? t('wizard.info.useCustomMailHeader') : null,
      ]
        .filter(Boolean)
        .join(', ') || t('wizard.review.none'),
    ],
    [t('wizard.steps.customfields'), campaign.settings.ideaExtraFields.custom.map((field) => field.label).join(', ') || t('wizard.review.none')],
    [t('wizard.date.start'), date(campaign.startDate)],
    [t('wizard.date.end'), date(campaign.endDate)],
    [t('wizard.steps.photo'), campaign.thumbnail ? <img src={campaign.thumbnail.url} alt="" className="size-20 rounded-lg object-cover" /> : t('wizard.review.none')],
    [t('wizard.steps.documents'), campaign.documents.map((document) => document.name).join(', ') || t('wizard.review.none')],
    [t('wizard.steps.rewards'), campaign.rewards.map((reward) => reward.title).join(', ') || t('wizard.review.none')],
  ];

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <FormErrors errors={creating ? formErrors : saver.formErrors} unhandledText={t('wizard.saveError')} />
      <dl className="divide-y divide-stone-100">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr]">
            <dt className="text-sm font-medium text-stone-500">{label}</dt>
            <dd className="break-words text-stone-900">{value}</dd>
          </div>
        ))}
        <div className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr]">
          <dt className="text-sm font-medium text-stone-500">{t('wizard.info.brief')}</dt>
          <dd className="min-w-0 break-words text-stone-900">{campaign.contentHtml.trim() ? <RenderedMarkdown html={campaign.contentHtml} /> : t('wizard.review.none')}</dd>
        </div>
      </dl>
      <StepActions creating={creating} busy={submit.isPending || saver.busy} label={creating ? t('wizard.submit') : undefined} />
    </form>
  );
}
