import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '#client/components/alert.tsx';
import { Button } from '#client/components/button.tsx';
import { ConfirmDialog } from '#client/components/confirm-dialog.tsx';
import { TitledSection } from '#client/components/titled-section.tsx';
import { trpc } from '#client/trpc.ts';
import { useForgetSignedInData } from '#client/features/auth/use-logout.ts';

/**
 * "Delete my account" (spec 3 §6), after a confirmation. The server signs the account out
 * everywhere at once; this tab then forgets the user and `onLeft` shows what happened.
 */
export function LeaveAccount({ onLeft }: { onLeft: () => void }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const utils = trpc.useUtils();
  const forgetSignedInData = useForgetSignedInData();
  const leave = trpc.profile.deleteAccount.useMutation({
    // Marked before the call: this tab's realtime stream may hear of the deletion before the
    // answer comes, and must see that it is no news here (viewer-stream.tsx).
    onMutate: () => {
      const viewer = utils.auth.me.getData();
      if (viewer) utils.auth.me.setData(undefined, { ...viewer, status: 'pendingDelete' });
      return viewer;
    },
    onError: (_error, _input, viewer) => {
      if (viewer) utils.auth.me.setData(undefined, viewer);
      setConfirming(false);
    },
    onSuccess: () => {
      onLeft();
      forgetSignedInData();
    },
  });

  return (
    <TitledSection title={t('profile.leave.title')} className="rounded-2xl border border-red-200 bg-white p-5 shadow-xs sm:p-6">
      <p className="text-stone-700">{t('profile.leave.body')}</p>
      {leave.isError ? <Alert tone="error" className="mt-4">{t('profile.leave.failed')}</Alert> : null}
      <div className="mt-4">
        <Button variant="danger" onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden="true" className="size-4" />
          {t('profile.leave.button')}
        </Button>
      </div>
      {confirming ? (
        <ConfirmDialog
          title={t('profile.leave.confirmTitle')}
          body={t('profile.leave.confirmBody')}
          confirmLabel={t('profile.leave.confirm')}
          busy={leave.isPending}
          onConfirm={() => leave.mutate()}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </TitledSection>
  );
}
