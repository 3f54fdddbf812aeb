import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '#shared/errors.ts';
import type { FormField, FormValue } from '#shared/field-engine.ts';
import { flatFields } from '#shared/field-groups.ts';
import { storedValue } from '#shared/registration-fields.ts';
import { Alert } from '#client/components/alert.tsx';
import { TitledSection } from '#client/components/titled-section.tsx';
import { RegistrationFieldsInput } from '#client/features/registration-fields/registration-fields-input.tsx';

export interface RegistrationAnswers {
  values: Record<string, FormValue>;
  touched: ReadonlySet<string>;
}

/** The stored answers to the fields the site asks, as the form holds them (other stored keys stay on the server). */
export function initialAnswers(fields: readonly FormField[], stored: Readonly<Record<string, unknown>>): Record<string, FormValue> {
  return Object.fromEntries(
    flatFields(fields).flatMap((field): [string, FormValue][] => {
      const value = storedValue(stored[field.fieldid]);
      return value === undefined ? [] : [[field.fieldid, value]];
    }),
  );
}

interface ProfileRegistrationFieldsProps {
  fields: readonly FormField[];
  answers: RegistrationAnswers;
  /** Required fields that were empty when the page opened (spec 3 §5: REQUIRED_REGISTRATION_FIELDS_MISSING). */
  missingOnLoad: boolean;
  serverErrors: Readonly<Record<string, ErrorCode | undefined>>;
  onChange: (answers: RegistrationAnswers) => void;
  className: string;
}

/** The site's registration fields in the profile editor, checked by the same engine as at signup. */
export function ProfileRegistrationFields({ fields, answers, missingOnLoad, serverErrors, onChange, className }: ProfileRegistrationFieldsProps) {
  const { t } = useTranslation();
  if (fields.length === 0) return null;
  const touch = (fieldid: string) => (answers.touched.has(fieldid) ? answers.touched : new Set([...answers.touched, fieldid]));
  return (
    <TitledSection title={t('profile.form.registrationFields')} className={className}>
      {missingOnLoad ? (
        <Alert tone="warning" className="mb-4">
          {t('errors.REQUIRED_REGISTRATION_FIELDS_MISSING')}
        </Alert>
      ) : null}
      <RegistrationFieldsInput
        fields={fields}
        values={answers.values}
        touched={answers.touched}
        serverErrors={serverErrors}
        onChange={(fieldid, value) => onChange({ values: { ...answers.values, [fieldid]: value }, touched: touch(fieldid) })}
        onBlur={(fieldid) => onChange({ values: answers.values, touched: touch(fieldid) })}
      />
    </TitledSection>
  );
}
