import { useId } from 'react';

interface ColourFieldProps {
  label: string;
  /** The picker's own name ("Choose the link colour"), already translated. */
  pickerLabel: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** A theme colour: the browser's colour picker and its #rrggbb text, either one editable. */
export function ColourField({ label, pickerLabel, value, error, onChange }: ColourFieldProps) {
  const id = useId();
  const valid = /^#[0-9a-fA-F]{6}$/.test(value);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={pickerLabel}
          value={valid ? value.toLowerCase() : '#000000'}
          onChange={(event) => onChange(event.target.value)}
          className="h-11 w-14 shrink-0 cursor-pointer rounded-lg border border-field-edge bg-white p-1"
        />
        <input
          id={id}
          value={value}
          maxLength={7}
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value.trim())}
          className={`min-h-11 w-full rounded-lg border bg-white px-3 py-2 font-mono text-base text-stone-900 shadow-xs ${error ? 'border-red-500' : 'border-field-edge'}`}
        />
      </div>
      <p id={`${id}-error`} className="min-h-5 text-sm text-red-700">
        {error}
      </p>
    </div>
  );
}
