import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '#client/trpc.ts';
import { AcceptForm } from './accept-form';

/**
 * Accepting a campaign's agreement on its page: a member who joined without it accepts it
 * (agreement.acceptForCampaign); anyone else who may join joins with it ticked. Then the brief.
 */
export function CampaignAgreementAccept({ slug, mode }: { slug: string; mode: 'accept' | 'join' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const accept = trpc.agreement.acceptForCampaign.useMutation();
  const join = trpc.campaign.join.useMutation();
  const [done, setDone] = useState(false);

  async function submit(accepted: boolean) {
    if (mode === 'accept') await accept.mutateAsync({ slug, accepted });
    else await join.mutateAsync({ slug, agreement: accepted });
    setDone(true);
    await Promise.all([utils.agreement.forCampaign.invalidate({ slug }), utils.campaign.bySlug.invalidate({ slug }), utils.campaign.dashboard.invalidate()]);
    await navigate({ to: '/coach/campaigns/$slug/brief', params: { slug } });
  }

  return (
    <AcceptForm
      label={t('campaignAgreement.accept')}
      submitLabel={mode === 'accept' ? t('campaignAgreement.acceptAndContinue') : t('campaignAgreement.joinAndAccept')}
      busyLabel={t('campaignAgreement.accepting')}
      failedText={t('campaignAgreement.failed')}
      busy={accept.isPending || join.isPending || done}
      field={mode === 'accept' ? 'accepted' : 'agreement'}
      onAccept={submit}
    />
  );
}
