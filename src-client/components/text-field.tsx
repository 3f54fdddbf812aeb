import { useId, type InputHTMLAttributes, type Ref } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Already translated; shown under the field and tied to it for screen readers. */
  error?: string | undefined;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its hint and error message, wired up with aria-describedby. */
export function TextField({ label, error, hint, className = '', ...inputProps }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={
          'min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-stone-900 shadow-xs transition-[border-color] ' +
          'placeholder:text-stone-400 focus-visible:border-link focus-visible:outline-offset-0 ' +
          (error ? 'border-red-500' : 'border-field-edge')
        }
        {...inputProps}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-stone-500">
          {hint}
        </p>
      ) : null}
      {/* The message line is always there, empty when valid: an error appearing on blur must not
          push the next field or the submit button away mid-click. */}
      <p id={errorId} className="min-h-5 text-sm text-red-700">
        {error}
      </p>
    </div>
  );
}
