import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/button.tsx';
import { ConfirmDialog } from '#client/components/confirm-dialog.tsx';
import { trpc } from '#client/trpc.ts';
import { useSystemMessage } from '#client/features/shell/system-message.tsx';

/** A removal request answered (spec 3 §4): accept deletes the account, deny makes it an active guest; both after confirmation. */
export function RemovalActions({ user }: { user: { guid: string; name: string } }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const showMessage = useSystemMessage();
  const [asking, setAsking] = useState<'accept' | 'deny' | null>(null);
  const decide = trpc.people.decideRemoval.useMutation({
    onSuccess: async (_result, input) => {
      showMessage({ tone: 'success', text: t(input.accept ? 'adminUsers.removal.accepted' : 'adminUsers.removal.denied', { name: user.name }) });
      await utils.people.list.invalidate();
    },
    onError: () => showMessage({ tone: 'error', text: t('adminUsers.removal.failed') }),
    onSettled: () => setAsking(null),
  });

  return (
    <>
      <Button variant="ghost" onClick={() => setAsking('accept')} aria-label={t('adminUsers.removal.acceptNamed', { name: user.name })} className="text-red-700 hover:bg-red-50">
        <Check aria-hidden="true" className="size-4" />
        {t('adminUsers.removal.accept')}
      </Button>
      <Button variant="ghost" onClick={() => setAsking('deny')} aria-label={t('adminUsers.removal.denyNamed', { name: user.name })}>
        <X aria-hidden="true" className="size-4" />
        {t('adminUsers.removal.deny')}
      </Button>
      {asking ? (
        <ConfirmDialog
          title={t(asking === 'accept' ? 'adminUsers.removal.acceptTitle' : 'adminUsers.removal.denyTitle', { name: user.name })}
          body={t(asking === 'accept' ? 'adminUsers.removal.acceptBody' : 'adminUsers.removal.denyBody', { name: user.name })}
          confirmLabel={t(asking === 'accept' ? 'adminUsers.removal.accept' : 'adminUsers.removal.deny')}
          busy={decide.isPending}
          onConfirm={() => decide.mutate({ guid: user.guid, accept: asking === 'accept' })}
          onCancel={() => setAsking(null)}
        />
      ) : null}
    </>
  );
}
