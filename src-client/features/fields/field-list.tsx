import { fieldError, shownFields, type FieldValue, type FormField } from '../../../src-shared/field-engine';
import type { ErrorCode } from '../../../src-shared/errors';
import { useErrorText } from '../auth/form-errors';
import { FieldInput, type FileFieldRenderer } from './field-input';

export interface FieldListProps {
  fields: readonly FormField[];
  values: Readonly<Record<string, FieldValue>>;
  /** Fields left or changed: only they show their rule's error (spec 3 §5: after blur or change). */
  touched: ReadonlySet<string>;
  /** The server's answer, keyed `extraFields.{fieldid}`. */
  serverErrors: Readonly<Record<string, ErrorCode | undefined>>;
  onChange: (fieldid: string, value: FieldValue) => void;
  onBlur: (fieldid: string) => void;
  optionText?: ((field: FormField, option: string) => string) | undefined;
  renderFiles?: FileFieldRenderer | undefined;
}

/**
 * A form's engine fields whose conditions hold, each with the error the shared rules give its
 * value (the same ones the server refuses with) or, until it is touched again, the server's own.
 */
export function FieldList({ fields, values, touched, serverErrors, onChange, onBlur, optionText, renderFiles }: FieldListProps) {
  const errorText = useErrorText();
  return shownFields(fields, values).map((field) => {
    const code = (touched.has(field.fieldid) ? fieldError(field, values[field.fieldid]) : null) ?? serverErrors[`extraFields.${field.fieldid}`];
    return (
      <FieldInput
        key={field.fieldid}
        field={field}
        value={values[field.fieldid]}
        error={errorText(code ?? undefined)}
        onChange={(value) => onChange(field.fieldid, value)}
        onBlur={() => onBlur(field.fieldid)}
        optionText={optionText ? (option) => optionText(field, option) : undefined}
        renderFiles={renderFiles}
      />
    );
  });
}
