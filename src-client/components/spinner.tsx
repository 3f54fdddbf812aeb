import { LoaderCircle } from 'lucide-react';

/** A spinning indicator; `label` is what a screen reader announces. */
export function Spinner({ label, className = 'size-6' }: { label: string; className?: string }) {
  return (
    <span role="status" className="inline-flex items-center text-stone-500">
      <LoaderCircle aria-hidden="true" className={`animate-spin ${className}`} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/**
 * The spinner of a whole screen that is loading: `label` is announced and is the screen's
 * level-one heading, since a screen without one leaves a screen-reader user guessing where they are.
 */
export function LoadingHeading({ label, className }: { label: string; className: string }) {
  return (
    <div role="status" className="inline-flex items-center text-stone-500">
      <LoaderCircle aria-hidden="true" className={`animate-spin ${className}`} />
      <h1 className="sr-only">{label}</h1>
    </div>
  );
}

/** Centered in the viewport: the screen before anything else can be shown, a main landmark of its own. */
export function FullPageSpinner({ label }: { label: string }) {
  return (
    <main aria-busy="true" className="flex min-h-dvh items-center justify-center">
      <LoadingHeading label={label} className="size-8" />
    </main>
  );
}
