import { useId, type ReactNode } from 'react';

/** A labelled native select with its error message. */
export function SelectField({ label, value, onChange, error, children }: { label: string; value: string; onChange: (value: string) => void; error?: string | undefined; children: ReactNode }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        className={`min-h-11 rounded-lg border bg-white px-3 py-2 text-base ${error ? 'border-red-500' : 'border-stone-300'}`}
      >
        {children}
      </select>
      <p className="min-h-5 text-sm text-red-700">{error}</p>
    </div>
  );
}
