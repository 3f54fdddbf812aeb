import { Check, Copy } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How long the button says "Copied" before it is ready again. */
const COPIED_MS = 2000;

type CopyState = 'idle' | 'copied' | 'manual';

/**
 * A read-only value with a Copy button: a public link, a markdown snippet. When the clipboard is
 * not available (an insecure page, a refused permission) the text is selected instead, so the
 * keyboard shortcut copies it.
 */
export function CopyField({ label, value, className = '' }: { label: string; value: string; className?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = window.setTimeout(() => setState('idle'), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      input.current?.select();
      setState('manual');
    }
  }

  return (
    <div className={`flex min-w-0 flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-xs font-medium text-stone-600">
        {label}
      </label>
      <div className="flex min-w-0">
        <input
          id={id}
          ref={input}
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
          className="min-h-10 min-w-0 flex-1 rounded-l-lg border border-r-0 border-stone-300 bg-stone-50 px-3 py-1.5 font-mono text-sm text-stone-800 focus-visible:outline-offset-0"
        />
        <button
          type="button"
          onClick={() => void copy()}
          className="inline-flex min-h-10 shrink-0 items-center gap-1.5 rounded-r-lg border border-stone-300 bg-white px-3 text-sm font-semibold text-stone-700 hover:bg-stone-100"
        >
          {state === 'copied' ? <Check aria-hidden="true" className="size-4 text-emerald-600" /> : <Copy aria-hidden="true" className="size-4" />}
          <span>{state === 'copied' ? t('copy.copied') : t('copy.copy')}</span>{' '}
          <span className="sr-only">{label}</span>
        </button>
      </div>
      <p aria-live="polite" className={state === 'manual' ? 'text-xs text-stone-500' : 'sr-only'}>
        {state === 'manual' ? t('copy.manual') : state === 'copied' ? t('copy.copiedAnnouncement', { label }) : null}
      </p>
    </div>
  );
}
