import { useNavigate } from '@tanstack/react-router';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '#client/components/alert.tsx';
import { Button } from '#client/components/button.tsx';
import { ConfirmDialog } from '#client/components/confirm-dialog.tsx';
import { trpc } from '#client/trpc.ts';
import { refreshPoints } from '#client/features/points/refresh-points.ts';

/**
 * Deleting an idea after a confirmation; afterwards the campaign's ideas (spec 1 §2). The view
 * page offers it to org admins, the edit page to the idea's editors (spec 1 §6).
 */
export function DeleteIdea({ idea }: { idea: { guid: string; name: string; campaign: { slug: string } } }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [confirming, setConfirming] = useState(false);
  const remove = trpc.idea.delete.useMutation({
    onSuccess: async () => {
      // The delete takes back the points the idea paid, so the profile and the Contributors tab change too.
      await Promise.all([utils.idea.byCampaign.invalidate({ slug: idea.campaign.slug }), refreshPoints(utils, idea.campaign.slug)]);
      await navigate({ to: '/coach/campaigns/$slug', params: { slug: idea.campaign.slug } });
    },
    onError: () => setConfirming(false),
  });
  return (
    <div className="flex flex-col gap-2 sm:items-end">
      <Button variant="danger" onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden="true" className="size-4" />
        {t('ideaView.delete.button')}
      </Button>
      {remove.isError ? <Alert tone="error">{t('ideaView.anErrorOccurred')}</Alert> : null}
      {confirming ? (
        <ConfirmDialog
          title={t('ideaView.delete.title')}
          body={t('ideaView.delete.body', { name: idea.name })}
          confirmLabel={t('ideaView.delete.confirm')}
          busy={remove.isPending}
          onConfirm={() => remove.mutate({ guid: idea.guid })}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </div>
  );
}
