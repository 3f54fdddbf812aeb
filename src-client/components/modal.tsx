import { X } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useModalDialog } from './use-modal-dialog';

interface ModalProps {
  title: string;
  /** Accessible name of the close button, already translated. */
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A centered modal on the native <dialog>. It opens when mounted, so render it only while it
 * should be open: each opening then starts with a fresh form, its first field focused.
 */
export function Modal({ title, closeLabel, onClose, children }: ModalProps) {
  const { ref, close, dialogProps } = useModalDialog(onClose, { focusFirstField: true });
  const titleId = useId();

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      {...dialogProps}
      // Anchored near the top, not centred: a validation message appearing on blur must not move
      // what is above it, or a click's mouseup lands somewhere else than its mousedown.
      className="mx-auto mt-[8dvh] mb-auto max-h-[calc(92dvh-1rem)] w-[calc(100%-2rem)] max-w-md overflow-y-auto rounded-2xl bg-white p-0 text-stone-900 shadow-2xl"
    >
      <div className="relative p-6 sm:p-8">
        <h2 id={titleId} className="pr-10 text-2xl font-semibold tracking-tight">
          {title}
        </h2>
        <div className="mt-5">{children}</div>
        {/* Last in the tab order, so Tab from the open modal reaches the form first. */}
        <button
          type="button"
          onClick={close}
          className="absolute top-4 right-4 inline-flex size-10 items-center justify-center rounded-full text-stone-500 hover:bg-stone-100 hover:text-stone-900"
        >
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">{closeLabel}</span>
        </button>
      </div>
    </dialog>
  );
}
