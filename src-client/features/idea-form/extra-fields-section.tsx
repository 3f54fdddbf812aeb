import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '#shared/errors.ts';
import { isGroupItems } from '#shared/field-engine.ts';
import { ideaFormField, type ExtraFieldValue } from '#shared/idea-fields.ts';
import type { IdeaFieldDefinition } from '#shared/schemas/campaign.ts';
import { FieldList } from '#client/features/fields/field-list.tsx';
import { renderIdeaFileField } from './file-field-input';

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
  const headingId = useId();
  const formFields = useMemo(() => fields.map(ideaFormField), [fields]);
  if (fields.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={`flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-5 ${className}`}>
      <h2 id={headingId} className="text-lg font-semibold">
        {t('ideaForm.extraFields')}
      </h2>
      <FieldList fields={formFields} values={values} touched={touched} serverErrors={serverErrors} onChange={(fieldid, value) => {
          // Idea fields have no repeating groups (their values feed search and exports), so no items come back.
          if (!isGroupItems(value)) onChange(fieldid, value);
        }} onBlur={onBlur} renderFiles={renderIdeaFileField} />
    </section>
  );
}
