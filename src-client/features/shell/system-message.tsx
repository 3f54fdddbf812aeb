import { createContext, Suspense, use, useCallback, useState, type ReactNode } from 'react';
import { retryableLazy } from '#client/components/retryable-lazy.ts';

export interface SystemMessage {
  tone: 'success' | 'error';
  text: string;
  /** What the action made (the new idea, the new campaign), for a success that made something. */
  link?: { label: string; href: string };
}

export interface ShownMessage extends SystemMessage {
  id: number;
}

// Most visits never show a message: the banner downloads with the first one.
const SystemMessageBanner = retryableLazy(() => import('./system-message-banner').then((module) => module.SystemMessageBanner));

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
        {message ? (
          <Suspense fallback={null}>
            <SystemMessageBanner key={message.id} message={message} onClose={hide} />
          </Suspense>
        ) : null}
      </div>
    </SystemMessageContext>
  );
}
