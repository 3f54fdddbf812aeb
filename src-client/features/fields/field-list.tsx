import { Suspense } from 'react';
import { fieldError, isGroupItems, shownFields, type FieldValue, type FormField, type FormValue } from '#shared/field-engine.ts';
import type { ErrorCode } from '#shared/errors.ts';
import { retryableLazy } from '#client/components/retryable-lazy.ts';
import { useErrorText } from '#client/features/auth/form-errors.tsx';
import { FieldInput, type FileFieldRenderer } from './field-input';

// Only registration forms have compound fields, so most forms never load them.
const FieldGroupInput = retryableLazy(() => import('./compound-fields').then((module) => module.FieldGroupInput));
const FieldWrapper = retryableLazy(() => import('./compound-fields').then((module) => module.FieldWrapper));
const GeneratedIdField = retryableLazy(() => import('./compound-fields').then((module) => module.GeneratedIdField));

export interface FieldListProps {
  fields: readonly FormField[];
  values: Readonly<Record<string, FormValue>>;
  /** Fields left or changed: only they show their rule's error (spec 3 §5: after blur or change). A wrapper's id stands for its fields. */
  touched: ReadonlySet<string>;
  /** The server's answer, keyed `extraFields.{fieldid}` (`extraFields.{groupid}.{index}.{fieldid}` in a group). */
  serverErrors: Readonly<Record<string, ErrorCode | undefined>>;
  onChange: (fieldid: string, value: FormValue) => void;
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
  const plainValue = (fieldid: string): FieldValue | undefined => {
    const value = values[fieldid];
    return isGroupItems(value) ? undefined : value;
  };
  const codeOf = (field: FormField, isTouched: boolean) => (isTouched ? fieldError(field, plainValue(field.fieldid)) : null) ?? serverErrors[`extraFields.${field.fieldid}`];
  const input = (field: FormField, value: FieldValue | undefined, code: ErrorCode | null | undefined, change: (value: FieldValue) => void, blur: () => void) => (
    <FieldInput
      key={field.fieldid}
      field={field}
      value={value}
      error={errorText(code ?? undefined)}
      onChange={change}
      onBlur={blur}
      optionText={optionText ? (option) => optionText(field, option) : undefined}
      renderFiles={renderFiles}
    />
  );
  return shownFields(fields, values).map((field) => {
    switch (field.control) {
      case 'multi-group':
        return (
          <Suspense key={field.fieldid} fallback={null}>
            <FieldGroupInput
              field={field}
              value={values[field.fieldid]}
              touched={touched.has(field.fieldid)}
              serverErrors={serverErrors}
              onChange={(items) => onChange(field.fieldid, items)}
              renderField={(inner, value, code, change) => input(inner, value, code, change, () => onBlur(field.fieldid))}
            />
          </Suspense>
        );
      case 'wrapper': {
        const inner = field.fields ?? [];
        const codes = inner.map((each) => codeOf(each, touched.has(each.fieldid) || touched.has(field.fieldid)));
        const shownErrors = Object.fromEntries(inner.flatMap((each, index) => (codes[index] ? [[`extraFields.${each.fieldid}`, codes[index]]] : [])));
        return (
          <Suspense key={field.fieldid} fallback={null}>
            <FieldWrapper field={field} values={values} shownErrors={shownErrors}>
              {inner.map((each, index) =>
                input(
                  each,
                  plainValue(each.fieldid),
                  codes[index],
                  (value) => onChange(each.fieldid, value),
                  () => onBlur(each.fieldid),
                ),
              )}
            </FieldWrapper>
          </Suspense>
        );
      }
      case 'generated-id':
        return (
          <Suspense key={field.fieldid} fallback={null}>
            <GeneratedIdField field={field} value={values[field.fieldid]} />
          </Suspense>
        );
      default:
        return input(
          field,
          plainValue(field.fieldid),
          codeOf(field, touched.has(field.fieldid)),
          (value) => onChange(field.fieldid, value),
          () => onBlur(field.fieldid),
        );
    }
  });
}
