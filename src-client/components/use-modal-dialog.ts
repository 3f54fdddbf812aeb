import { useEffect, useRef, type MouseEvent } from 'react';

/**
 * Opens a native <dialog> as a modal for as long as the component is mounted. showModal() gives
 * the focus trap, the inert page behind and Escape; this adds closing on a backdrop click and
 * reports every way of closing through `onClose`.
 */
export function useModalDialog(onClose: () => void, { focusFirstField = false } = {}) {
  const ref = useRef<HTMLDialogElement>(null);
  const generation = useRef(0);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // The same ref object: the cleanup must read the latest run, not this one's number.
    const runs = generation;
    const mine = ++runs.current;
    if (!dialog.open) {
      dialog.showModal();
      if (focusFirstField) dialog.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea')?.focus();
    }
    // Closed a moment later, and only if no new run has taken the dialog over: StrictMode's
    // unmount-and-remount rehearsal would otherwise close and reopen it, and the blur of the
    // focused field would show its validation message before the user typed anything.
    return () => {
      queueMicrotask(() => {
        if (runs.current === mine) dialog.close();
      });
    };
  }, [focusFirstField]);

  return {
    ref,
    close: () => ref.current?.close(),
    dialogProps: {
      // The close event is asynchronous. After an unmount (ref already cleared) it must not
      // close whatever opened next, and after React StrictMode's close-and-reopen rehearsal it
      // arrives while the dialog is open again: neither is the user closing it.
      onClose: () => {
        const dialog = ref.current;
        if (dialog && !dialog.open) onClose();
      },
      // The dialog box is filled by its content, so a click landing on the <dialog> itself
      // can only have hit the backdrop.
      onClick: (event: MouseEvent<HTMLDialogElement>) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      },
    },
  };
}
