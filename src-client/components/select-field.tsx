import { useId, type ReactNode } from 'react';

/**
 * A labelled native select. In a form it keeps a line for its error message; a list's toolbar
 * select (sort, filter) acts at once and never fails, so it goes without (`errorLine={false}`).
 */
export function SelectField({
  label,
  value,
  onChange,
  error,
  errorLine = true,
  labelHidden = false,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  errorLine?: boolean;
  /** Beside controls that carry their name inside (a filter bar), the label is for screen readers only. */
  labelHidden?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={labelHidden ? 'sr-only' : 'text-sm font-medium text-stone-800'}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error && errorLine ? `${id}-error` : undefined}
        className={`min-h-11 rounded-lg border bg-white px-3 py-2 text-base ${error ? 'border-red-500' : 'border-field-edge'}`}
      >
        {children}
      </select>
      {errorLine ? (
        <p id={`${id}-error`} className="min-h-5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
