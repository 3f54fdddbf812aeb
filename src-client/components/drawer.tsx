import { X } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useModalDialog } from './use-modal-dialog';

interface DrawerProps {
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}

/** A panel sliding in from the right, modal like Modal: mounted means open. */
export function Drawer({ title, closeLabel, onClose, children }: DrawerProps) {
  const { ref, close, dialogProps } = useModalDialog(onClose);
  const titleId = useId();

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      {...dialogProps}
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-80 max-w-[85vw] bg-white p-0 text-stone-900 shadow-2xl"
    >
      <div className="relative flex h-full flex-col">
        <h2 id={titleId} className="px-5 pt-5 pr-16 text-lg font-semibold">
          {title}
        </h2>
        <div className="flex-1 overflow-y-auto px-3 pt-3 pb-6">{children}</div>
        <button
          type="button"
          onClick={close}
          className="absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-full text-stone-500 hover:bg-stone-100 hover:text-stone-900"
        >
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">{closeLabel}</span>
        </button>
      </div>
    </dialog>
  );
}
