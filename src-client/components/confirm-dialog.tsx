import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Modal } from './modal';

interface ConfirmDialogProps {
  title: string;
  body: string;
  confirmLabel: string;
  /** Disables the buttons while the confirmed action runs. */
  busy?: boolean;
  /**
   * How the confirm button looks: red for what cannot be undone (the default: deletes, removals),
   * the site's primary colour for a weighty step that is no loss (publishing, announcing).
   */
  tone?: 'danger' | 'primary';
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * "Are you sure?" before something that cannot be undone or is seen by many (spec 2 §8: deletes
 * are confirmed first). Cancel comes first, so it is what the dialog focuses when it opens.
 */
export function ConfirmDialog({ title, body, confirmLabel, busy = false, tone = 'danger', onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal title={title} closeLabel={t('confirm.close')} onClose={onCancel}>
      <p className="text-stone-700">{body}</p>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('confirm.cancel')}
        </Button>
        <Button variant={tone} onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
