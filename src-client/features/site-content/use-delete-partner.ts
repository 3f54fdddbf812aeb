import { useTranslation } from 'react-i18next';
import { trpc } from '#client/trpc.ts';
import { useSystemMessage } from '#client/features/shell/system-message.tsx';

/** Deletes a partner and says how it went (spec 2 §8: partner removed / an error occurred). */
export function useDeletePartner(onDeleted?: () => void) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const showMessage = useSystemMessage();
  return trpc.partner.delete.useMutation({
    onSuccess: async () => {
      showMessage({ tone: 'success', text: t('adminPartners.deleted') });
      await Promise.all([utils.partner.list.invalidate(), utils.organisation.current.invalidate()]);
      onDeleted?.();
    },
    onError: () => showMessage({ tone: 'error', text: t('adminPartners.deleteFailed') }),
  });
}
