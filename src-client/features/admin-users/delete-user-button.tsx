import { useNavigate } from '@tanstack/react-router';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/button.tsx';
import { ConfirmDialog } from '#client/components/confirm-dialog.tsx';
import { trpc } from '#client/trpc.ts';
import { readServerError } from '#client/features/auth/server-error.ts';
import { useSystemMessage } from '#client/features/shell/system-message.tsx';

/**
 * Delete user (spec 3 §6, §8) after confirmation; a failure says the server's message, else the
 * spec's "Failed to delete user. Failed to interpret error message".
 */
export function DeleteUserButton({ user }: { user: { guid: string; name: string } }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const showMessage = useSystemMessage();
  const [confirming, setConfirming] = useState(false);
  const remove = trpc.people.delete.useMutation({
    onSuccess: async () => {
      showMessage({ tone: 'success', text: t('adminUsers.delete.done', { name: user.name }) });
      await utils.people.list.invalidate();
      await navigate({ to: '/organisation/admin/users' });
    },
    onError: (error) => {
      const code = readServerError(error).appCode;
      showMessage({ tone: 'error', text: code && code !== 'internal-error' ? t(`errors.${code}`) : t('adminUsers.delete.failed') });
    },
    onSettled: () => setConfirming(false),
  });
  return (
    <>
      <Button variant="danger" onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden="true" className="size-4" />
        {t('adminUsers.delete.button')}
      </Button>
      {confirming ? (
        <ConfirmDialog
          title={t('adminUsers.delete.title', { name: user.name })}
          body={t('adminUsers.delete.body')}
          confirmLabel={t('adminUsers.delete.button')}
          busy={remove.isPending}
          onConfirm={() => remove.mutate({ guid: user.guid })}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </>
  );
}
