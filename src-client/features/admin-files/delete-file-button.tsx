import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/button.tsx';
import { ConfirmDialog } from '#client/components/confirm-dialog.tsx';
import type { AdminFile } from '#client/trpc.ts';
import { useDeleteFile } from './use-delete-file';

interface DeleteFileButtonProps {
  file: Pick<AdminFile, 'guid' | 'title'>;
  onDeleted?: () => void;
  className?: string;
}

/** Delete, after a confirmation (spec 2 §8: deletes are confirmed first). */
export function DeleteFileButton({ file, onDeleted, className = '' }: DeleteFileButtonProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteFile(onDeleted);

  function confirm() {
    remove.mutate({ guid: file.guid }, { onSettled: () => setConfirming(false) });
  }

  return (
    <>
      <Button
        variant="ghost"
        onClick={() => setConfirming(true)}
        aria-label={t('adminFiles.deleteNamed', { title: file.title })}
        className={`text-red-700 hover:bg-red-50 ${className}`}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {t('adminFiles.delete')}
      </Button>
      {confirming ? (
        <ConfirmDialog
          title={t('adminFiles.confirmDeleteTitle')}
          body={t('adminFiles.confirmDeleteBody', { title: file.title })}
          confirmLabel={t('adminFiles.delete')}
          busy={remove.isPending}
          onConfirm={confirm}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </>
  );
}
