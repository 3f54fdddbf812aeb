import { useTranslation } from 'react-i18next';
import type { FormField } from '../../../src-shared/field-engine';
import { STUDENT_FIELD } from '../../../src-shared/registration-fields';
import { studentTypes } from '../../../src-shared/schemas/organisation';
import { FieldList, type FieldListProps } from '../fields/field-list';

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
