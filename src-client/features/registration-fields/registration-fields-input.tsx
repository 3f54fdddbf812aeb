import { useTranslation } from 'react-i18next';
import type { FormField } from '#shared/field-engine.ts';
import { STUDENT_FIELD } from '#shared/registration-fields.ts';
import { studentTypes } from '#shared/schemas/organisation.ts';
import { FieldList, type FieldListProps } from '#client/features/fields/field-list.tsx';

type RegistrationFieldsInputProps = Omit<FieldListProps, 'optionText' | 'renderFiles'>;

/**
 * A site's registration fields (spec 3 §3, §5) in a form: signup's, and the profile editor's.
 * The student group's choices are the spec's codes, shown in the site's language.
 */
export function RegistrationFieldsInput(props: RegistrationFieldsInputProps) {
  const { t } = useTranslation();
  const optionText = (field: FormField, option: string) =>
    field.fieldid === STUDENT_FIELD && (studentTypes as readonly string[]).includes(option) ? t(`registrationFields.studentTypes.${option as (typeof studentTypes)[number]}`) : option;
  return <FieldList {...props} optionText={optionText} />;
}
