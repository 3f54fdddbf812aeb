import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { createContext, use, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** How long a system message stays (spec 3 §9: auto-hide 5000 ms). */
export const SYSTEM_MESSAGE_MS = 5000;

export interface SystemMessage {
  tone: 'success' | 'error';
  text: string;
}

interface ShownMessage extends SystemMessage {
  id: number;
}

const SystemMessageContext = createContext<((message: SystemMessage) => void) | null>(null);

/** Shows a timed system message ("File deleted") in the banner above the page. */
export function useSystemMessage(): (message: SystemMessage) => void {
  const show = use(SystemMessageContext);
  if (!show) throw new Error('useSystemMessage needs a SystemMessageProvider');
  return show;
}

let lastId = 0;

/**
 * The timed system-message banner of spec 3 §2. The live region is always in the page, so
 * screen readers announce each message as it appears; a new message replaces the last.
 */
export function SystemMessageProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<ShownMessage | null>(null);
  const show = useCallback((next: SystemMessage) => setMessage({ ...next, id: ++lastId }), []);
  const hide = useCallback(() => setMessage(null), []);

  return (
    <SystemMessageContext value={show}>
      {children}
      <div aria-live="polite" className="pointer-events-none fixed inset-x-0 top-3 z-50 flex justify-center px-4">
        {message ? <SystemMessageBanner key={message.id} message={message} onClose={hide} /> : null}
      </div>
    </SystemMessageContext>
  );
}

function SystemMessageBanner({ message, onClose }: { message: ShownMessage; onClose: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = window.setTimeout(onClose, SYSTEM_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [onClose]);
  const Icon = message.tone === 'success' ? CircleCheck : CircleAlert;

  return (
    <div
      className={
        'pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-xl border p-3 pl-4 text-sm shadow-lg ' +
        (message.tone === 'success' ? 'border-emerald-200 bg-emerald-50 text-emerald-950' : 'border-red-200 bg-red-50 text-red-900')
      }
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p className="flex-1 font-medium">{message.text}</p>
      <button
        type="button"
        onClick={onClose}
        className="-my-1 inline-flex size-7 shrink-0 items-center justify-center rounded-full opacity-70 hover:bg-black/5 hover:opacity-100"
      >
        <X aria-hidden="true" className="size-4" />
        <span className="sr-only">{t('systemMessage.close')}</span>
      </button>
    </div>
  );
}
