import { CircleAlert, Info, TriangleAlert } from 'lucide-react';
import type { ReactNode, Ref } from 'react';

type Tone = 'error' | 'warning' | 'info';

const tones: Record<Tone, { box: string; Icon: typeof Info }> = {
  error: { box: 'border-red-200 bg-red-50 text-red-900', Icon: CircleAlert },
  warning: { box: 'border-amber-200 bg-amber-50 text-amber-950', Icon: TriangleAlert },
  info: { box: 'border-sky-200 bg-sky-50 text-sky-950', Icon: Info },
};

interface AlertProps {
  tone: Tone;
  children: ReactNode;
  className?: string;
  /** For a message that takes the focus when it appears (it is then focusable by script only). */
  ref?: Ref<HTMLDivElement>;
}

/** A boxed message. Errors are announced at once (role="alert"); the rest politely. */
export function Alert({ tone, children, className = '', ref }: AlertProps) {
  const { box, Icon } = tones[tone];
  return (
    <div
      ref={ref}
      tabIndex={ref ? -1 : undefined}
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex gap-3 rounded-lg border p-3 text-sm outline-none ${box} ${className}`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
