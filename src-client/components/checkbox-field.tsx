import { useId } from 'react';

/** A labelled checkbox with an optional hint tied to it for screen readers. */
export function Checkbox({ label, checked, onChange, disabled = false, hint }: { label: string; checked: boolean; onChange: (checked: boolean) => void; disabled?: boolean; hint?: string }) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-1 size-4 accent-link"
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      <div>
        <label htmlFor={id} className={`text-sm font-medium ${disabled ? 'text-stone-400' : 'text-stone-800'}`}>
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-xs text-stone-500">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
