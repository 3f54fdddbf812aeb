import { useBlocker } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './confirm-dialog';

/**
 * Asks before leaving a form with unsaved changes: in-app links and Back through the router's
 * blocker and this dialog, reloads and closing the tab through the browser's own question.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker({ shouldBlockFn: () => when, enableBeforeUnload: () => when, withResolver: true });
  if (blocker.status !== 'blocked') return null;
  return (
    <ConfirmDialog
      title={t('unsavedChanges.title')}
      body={t('unsavedChanges.body')}
      confirmLabel={t('unsavedChanges.leave')}
      onConfirm={blocker.proceed}
      onCancel={blocker.reset}
    />
  );
}
