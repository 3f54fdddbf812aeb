import { useId, type ReactNode } from 'react';

interface TitledSectionProps {
  title: string;
  /** `aside`: the small uppercase heading of a side column; `main`: a section heading of the page. */
  size?: 'main' | 'aside';
  /** Beside the heading, on its right (a count, a button). */
  headingExtra?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A page section named by its own heading, so it is a landmark screen readers can jump to. */
export function TitledSection({ title, size = 'main', headingExtra, className = '', children }: TitledSectionProps) {
  const headingId = useId();
  const heading = (
    <h2 id={headingId} className={size === 'aside' ? 'text-sm font-semibold tracking-wide text-stone-500 uppercase' : 'text-xl font-bold tracking-tight sm:text-2xl'}>
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={headingId} className={className}>
      {headingExtra ? (
        <div className={`flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2 ${size === 'aside' ? 'mb-3' : 'mb-4'}`}>
          {heading}
          {headingExtra}
        </div>
      ) : (
        <div className={size === 'aside' ? 'mb-3' : 'mb-4'}>{heading}</div>
      )}
      {children}
    </section>
  );
}
