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

/** Centered in the viewport: for the moments before anything else can be shown. */
export function FullPageSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner label={label} className="size-8" />
    </div>
  );
}
