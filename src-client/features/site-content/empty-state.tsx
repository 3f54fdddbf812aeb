import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** Nothing to list yet: what would be here, and how to add the first one. */
export function EmptyState({ icon: Icon, title, body, children }: { icon: LucideIcon; title: string; body: string; children?: ReactNode }) {
  return (
    <section className="flex flex-col items-center rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-on-secondary">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h2 className="mt-4 text-lg font-semibold">{title}</h2>
      <p className="mt-1 max-w-md text-stone-600">{body}</p>
      {children ? <div className="mt-6">{children}</div> : null}
    </section>
  );
}
