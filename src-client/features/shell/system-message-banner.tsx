import { Link } from '@tanstack/react-router';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShownMessage } from './system-message';

/** How long a system message stays (spec 3 §9: auto-hide 5000 ms). */
const SYSTEM_MESSAGE_MS = 5000;

/** One system message, gone after its time or when closed. */
export function SystemMessageBanner({ message, onClose }: { message: ShownMessage; onClose: () => void }) {
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
      <p className="flex-1 font-medium">
        {message.text}
        {message.link ? (
          <>
            {' '}
            <Link to={message.link.href} onClick={onClose} className="underline underline-offset-2">
              {message.link.label}
            </Link>
          </>
        ) : null}
      </p>
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
