import { useTranslation } from 'react-i18next';
import { trpc } from '#client/trpc.ts';
import { useSystemMessage } from '#client/features/shell/system-message.tsx';

/** Deletes an agreement and says how it went (spec 2 §8: 'Could not delete agreement'). */
export function useDeleteAgreement(onDeleted?: () => void) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const showMessage = useSystemMessage();
  return trpc.agreement.admin.delete.useMutation({
    onSuccess: async () => {
      showMessage({ tone: 'success', text: t('adminAgreements.deleted') });
      await Promise.all([utils.agreement.invalidate(), utils.auth.me.invalidate()]);
      onDeleted?.();
    },
    onError: () => showMessage({ tone: 'error', text: t('adminAgreements.deleteFailed') }),
  });
}
