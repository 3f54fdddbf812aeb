import { useState, type FormEvent } from 'react';
import type { ErrorCode } from '#shared/errors.ts';
import { Button } from '#client/components/button.tsx';
import { FormErrors } from '#client/features/auth/form-errors.tsx';
import { placeServerError, type FormError } from '#client/features/auth/server-error.ts';
import { AcceptCheckbox } from './accept-checkbox';

interface AcceptFormProps {
  /** "I accept the terms of service", already translated. */
  label: string;
  submitLabel: string;
  busyLabel: string;
  failedText: string;
  busy: boolean;
  /** The input field the server names the checkbox by. */
  field: string;
  /** Sends the acceptance; a failure is thrown back and shown here. */
  onAccept: (accepted: boolean) => Promise<void>;
}

/**
 * The checkbox and button that accept an agreement (spec 2 §5): submitting unticked says
 * AGREEMENT_NOT_ACCEPTED, as the server would.
 */
export function AcceptForm({ label, submitLabel, busyLabel, failedText, busy, field, onAccept }: AcceptFormProps) {
  const [accepted, setAccepted] = useState(false);
  const [fieldError, setFieldError] = useState<ErrorCode | null>(null);
  const [formErrors, setFormErrors] = useState<FormError[]>([]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormErrors([]);
    if (!accepted) {
      setFieldError('AGREEMENT_NOT_ACCEPTED');
      return;
    }
    try {
      await onAccept(true);
    } catch (caught) {
      const placed = placeServerError(caught, [field]);
      setFieldError(placed.fieldErrors[0]?.code ?? null);
      setFormErrors(placed.formErrors);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3 border-t border-stone-100 pt-4">
      <FormErrors errors={formErrors} unhandledText={failedText} />
      <AcceptCheckbox
        label={label}
        checked={accepted}
        onChange={(checked) => {
          setAccepted(checked);
          setFieldError(null);
        }}
        error={fieldError}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
