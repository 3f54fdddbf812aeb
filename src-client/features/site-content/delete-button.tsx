import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#client/components/button.tsx';
import { ConfirmDialog } from '#client/components/confirm-dialog.tsx';

interface DeleteButtonProps {
  label: string;
  /** The button's accessible name, naming what goes ("Delete Terms"). */
  namedLabel: string;
  confirmTitle: string;
  confirmBody: string;
  busy: boolean;
  /** Runs the delete; the dialog closes when the returned promise settles. */
  onConfirm: () => Promise<unknown>;
}

/** Delete, after a confirmation (spec 2 §8: deletes are confirmed first). */
export function DeleteButton({ label, namedLabel, confirmTitle, confirmBody, busy, onConfirm }: DeleteButtonProps) {
  const [confirming, setConfirming] = useState(false);

  return (
    <>
      <Button variant="ghost" onClick={() => setConfirming(true)} aria-label={namedLabel} className="text-red-700 hover:bg-red-50">
        <Trash2 aria-hidden="true" className="size-4" />
        {label}
      </Button>
      {confirming ? (
        <ConfirmDialog
          title={confirmTitle}
          body={confirmBody}
          confirmLabel={label}
          busy={busy}
          onConfirm={() => void onConfirm().finally(() => setConfirming(false))}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </>
  );
}
