import { useId, useState } from 'react';
import type { RequiredAgreementDto } from '#server/modules/agreement/agreement.presenter.ts';
import { LinkButton } from '#client/components/link-button.tsx';
import { AgreementDialog } from './agreement-dialog';

interface AgreementCheckboxProps {
  agreement: RequiredAgreementDto;
  /** "I accept the terms of service", already translated. */
  label: string;
  readLabel: string;
  /** The accepted agreement's guid, or '' while not accepted. */
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** Already translated. */
  error: string | undefined;
}

/**
 * A mandatory acceptance of one of the site's agreements (spec 3 §5: TOS_ACCEPT_MANDATORY,
 * PP_ACCEPT_MANDATORY). Ticking it sends the agreement's guid; the text is a click away.
 */
export function AgreementCheckbox({ agreement, label, readLabel, value, onChange, onBlur, error }: AgreementCheckboxProps) {
  const id = useId();
  const [reading, setReading] = useState(false);
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          checked={value === agreement.guid}
          onChange={(event) => onChange(event.target.checked ? agreement.guid : '')}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-error`}
          className="mt-1 size-4 shrink-0 accent-link"
        />
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
          <label htmlFor={id} className="font-medium text-stone-800">
            {label}
            <span className="text-red-700" aria-hidden="true">
              {' *'}
            </span>
          </label>
          <LinkButton onClick={() => setReading(true)}>{readLabel}</LinkButton>
        </div>
      </div>
      <p id={`${id}-error`} className="min-h-5 pl-7 text-sm text-red-700">
        {error}
      </p>
      {reading ? <AgreementDialog agreement={agreement} onAccept={() => onChange(agreement.guid)} onClose={() => setReading(false)} /> : null}
    </div>
  );
}
