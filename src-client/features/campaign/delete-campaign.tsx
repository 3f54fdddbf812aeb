import { useNavigate } from '@tanstack/react-router';
import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/button.tsx';
import { ConfirmDialog } from '#client/components/confirm-dialog.tsx';
import { trpc, type CampaignView } from '#client/trpc.ts';
import { useSystemMessage } from '#client/features/shell/system-message.tsx';

/**
 * Deleting a campaign from its brief (spec 2 §7: an admin call, then /coach). Confirmed first,
 * because the campaign goes with its ideas, feedback and people.
 */
export function DeleteCampaign({ campaign }: { campaign: Pick<CampaignView, 'guid' | 'name' | 'abilities'> }) {
  const { t } = useTranslation();
  const headingId = useId();
  const navigate = useNavigate();
  const showMessage = useSystemMessage();
  const utils = trpc.useUtils();
  const [confirming, setConfirming] = useState(false);
  const remove = trpc.campaign.admin.delete.useMutation({
    onSuccess: async () => {
      setConfirming(false);
      showMessage({ tone: 'success', text: t('deleteCampaign.deleted', { name: campaign.name }) });
      await utils.campaign.dashboard.invalidate();
      await navigate({ to: '/coach', replace: true });
    },
    onError: () => {
      setConfirming(false);
      showMessage({ tone: 'error', text: t('deleteCampaign.failed') });
    },
  });
  if (!campaign.abilities.delete) return null;

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-red-200 bg-red-50/40 p-5">
      <h2 id={headingId} className="text-lg font-bold text-stone-900">
        {t('deleteCampaign.title')}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{t('deleteCampaign.body')}</p>
      <Button variant="danger" className="mt-4" onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden="true" className="size-4" />
        {t('deleteCampaign.button')}
      </Button>
      {confirming ? (
        <ConfirmDialog
          title={t('deleteCampaign.confirmTitle', { name: campaign.name })}
          body={t('deleteCampaign.confirmBody')}
          confirmLabel={t('deleteCampaign.confirm')}
          busy={remove.isPending}
          onConfirm={() => remove.mutate({ guid: campaign.guid })}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </section>
  );
}
