import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '../../../src-shared/errors';
import type { ExtraFieldValue } from '../../../src-shared/idea-fields';
import type { IdeaFieldDefinition } from '../../../src-shared/schemas/campaign';
import { useErrorText } from '../auth/form-errors';
import { ExtraFieldInput } from './extra-field-input';
import { extraFieldError } from './idea-form-model';

interface ExtraFieldsSectionProps {
  fields: IdeaFieldDefinition[];
  values: Record<string, ExtraFieldValue>;
  /** Fields left or changed: only their own rule's error shows (spec 1 §2: after blur or change). */
  touched: ReadonlySet<string>;
  /** The server's answer, keyed `extraFields.{fieldid}`. */
  serverErrors: Record<string, ErrorCode>;
  onChange: (fieldid: string, value: ExtraFieldValue) => void;
  onBlur: (fieldid: string) => void;
  className?: string;
}

/** A campaign's extra fields as one section of a form: the idea form's and the admin editor's. */
export function ExtraFieldsSection({ fields, values, touched, serverErrors, onChange, onBlur, className = '' }: ExtraFieldsSectionProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const headingId = useId();
  if (fields.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={`flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-5 ${className}`}>
      <h2 id={headingId} className="text-lg font-semibold">
        {t('ideaForm.extraFields')}
      </h2>
      {fields.map((field) => {
        const code = (touched.has(field.fieldid) ? extraFieldError(field, values[field.fieldid]) : null) ?? serverErrors[`extraFields.${field.fieldid}`];
        return (
          <ExtraFieldInput
            key={field.fieldid}
            field={field}
            value={values[field.fieldid]}
            error={errorText(code ?? undefined)}
            onChange={(value) => onChange(field.fieldid, value)}
            onBlur={() => onBlur(field.fieldid)}
          />
        );
      })}
    </section>
  );
}
