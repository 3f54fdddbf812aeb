import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '#shared/errors.ts';

interface AcceptCheckboxProps {
  /** "I accept …", already translated. */
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Why the acceptance was refused (AGREEMENT_NOT_ACCEPTED, or the server's code). */
  error: ErrorCode | null;
}

/** The tick that accepts an agreement (site terms, a campaign's terms), with the line its refusal is said on. */
export function AcceptCheckbox({ label, checked, onChange, error }: AcceptCheckboxProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 size-5 shrink-0 accent-primary"
        />
        <label htmlFor={id} className="font-medium text-stone-900">
          {label}
        </label>
      </div>
      <p id={errorId} className="mt-1 min-h-5 pl-8 text-sm text-red-700">
        {error ? t(`errors.${error}`) : null}
      </p>
    </div>
  );
}
