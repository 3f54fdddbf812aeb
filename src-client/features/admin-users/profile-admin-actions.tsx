import { Link } from '@tanstack/react-router';
import { Ban, Pencil, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '#client/components/button.tsx';
import { ConfirmDialog } from '#client/components/confirm-dialog.tsx';
import { trpc } from '#client/trpc.ts';
import { useSystemMessage } from '#client/features/shell/system-message.tsx';

/**
 * What an admin may do from someone's public profile (spec 3 §6): Edit user for org admins, and
 * Block or Unblock, after confirmation, for users whose roles list has admin. The server says
 * which (the user's abilities); nothing shows until it has.
 */
export function ProfileAdminActions({ guid }: { guid: string }) {
  const { t } = useTranslation();
  const user = trpc.people.byGuid.useQuery({ guid }, { retry: false });
  if (!user.data) return null;
  const { abilities, status, name } = user.data;
  return (
    <>
      {abilities.edit ? (
        <Link to="/organisation/admin/users/edit/$guid" params={{ guid }} className={buttonClasses('secondary')}>
          <Pencil aria-hidden="true" className="size-4" />
          {t('adminUsers.block.editUser')}
        </Link>
      ) : null}
      {abilities.block ? <BlockButton guid={guid} name={name} blocked={status === 'blocked'} /> : null}
    </>
  );
}

function BlockButton({ guid, name, blocked }: { guid: string; name: string; blocked: boolean }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const showMessage = useSystemMessage();
  const [confirming, setConfirming] = useState(false);
  const change = trpc.people.setStatus.useMutation({
    onSuccess: async (result) => {
      showMessage({ tone: 'success', text: t(result.status === 'blocked' ? 'adminUsers.block.blocked' : 'adminUsers.block.unblocked') });
      await Promise.all([utils.people.byGuid.invalidate({ guid }), utils.people.list.invalidate()]);
    },
    // Spec 3 §8 leaves a failed block unannounced; saying so is kinder than silence.
    onError: () => showMessage({ tone: 'error', text: t('adminUsers.block.failed') }),
    onSettled: () => setConfirming(false),
  });
  return (
    <>
      {blocked ? (
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          <ShieldCheck aria-hidden="true" className="size-4" />
          {t('adminUsers.block.unblock')}
        </Button>
      ) : (
        <Button variant="danger" onClick={() => setConfirming(true)}>
          <Ban aria-hidden="true" className="size-4" />
          {t('adminUsers.block.button')}
        </Button>
      )}
      {confirming ? (
        <ConfirmDialog
          title={t(blocked ? 'adminUsers.block.unblockTitle' : 'adminUsers.block.title', { name })}
          body={t(blocked ? 'adminUsers.block.unblockBody' : 'adminUsers.block.body', { name })}
          confirmLabel={t(blocked ? 'adminUsers.block.unblock' : 'adminUsers.block.button')}
          tone={blocked ? 'primary' : 'danger'}
          busy={change.isPending}
          onConfirm={() => change.mutate({ guid, status: blocked ? 'active' : 'blocked' })}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </>
  );
}
