import { useId, type ReactNode } from 'react';

/** A labelled select for a list's toolbar (sort, filter): it acts at once, so it has no error line. */
export function ListSelect({ label, value, onChange, children }: { label: string; value: string; onChange: (value: string) => void; children: ReactNode }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className="min-h-11 rounded-lg border border-stone-300 bg-white px-3 py-2 text-base">
        {children}
      </select>
    </div>
  );
}
