import { useTranslation } from 'react-i18next';
import { trpc } from '#client/trpc.ts';
import { useSystemMessage } from '#client/features/shell/system-message.tsx';

/**
 * Deletes an admin file and says how it went (spec 2 §8: "File deleted" / "Could not delete
 * file"). The list is fetched again; the file's own cached answer goes stale.
 */
export function useDeleteFile(onDeleted?: () => void) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const showMessage = useSystemMessage();

  return trpc.files.delete.useMutation({
    onSuccess: async (_result, { guid }) => {
      showMessage({ tone: 'success', text: t('adminFiles.deleted') });
      // Marked stale, not fetched now: the edit page still on screen would flash "Could not find file".
      await utils.files.byGuid.invalidate({ guid }, { refetchType: 'none' });
      await utils.files.list.invalidate();
      onDeleted?.();
    },
    onError: () => showMessage({ tone: 'error', text: t('adminFiles.deleteFailed') }),
  });
}
