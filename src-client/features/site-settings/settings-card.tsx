import { useId, type ReactNode } from 'react';

/**
 * One group of settings: a heading, a sentence on what the group is for, and its fields. With an
 * id it is a target of the page's index; it clears the sticky top bar when jumped to.
 */
export function SettingsCard({ id, title, description, children }: { id?: string; title: string; description: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section id={id} tabIndex={id ? -1 : undefined} aria-labelledby={headingId} className="scroll-mt-20 rounded-2xl border border-stone-200 bg-white p-5 shadow-xs sm:p-6">
      <h2 id={headingId} className="text-xl font-semibold tracking-tight">
        {title}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{description}</p>
      <div className="mt-5 flex flex-col gap-4">{children}</div>
    </section>
  );
}
