import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { TitledSection } from '../../components/titled-section';
import { trpc } from '../../trpc';
import { cancelExpectedSignOut, expectSignOut } from '../auth/expected-sign-out';
import { useForgetSignedInData } from '../auth/use-logout';

/**
 * "Delete my account" (spec 3 §6), after a confirmation. The server signs the account out
 * everywhere at once; this tab then forgets the user and `onLeft` shows what happened.
 */
export function LeaveAccount({ userGuid, onLeft }: { userGuid: string; onLeft: () => void }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const forgetSignedInData = useForgetSignedInData();
  const leave = trpc.profile.deleteAccount.useMutation({
    // Before the call: the realtime stream may hear of the ended session before the answer comes.
    onMutate: () => expectSignOut(userGuid),
    onError: () => {
      cancelExpectedSignOut(userGuid);
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
