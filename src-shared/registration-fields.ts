import type { FieldErrors } from './errors';
import { checkFieldValues, commaOptions, type FieldControl, type FieldValue, type FormField } from './field-engine';
import type { OrganisationSettings } from './schemas/organisation';

type RegistrationSettings = Pick<OrganisationSettings, 'registrationExtraFields' | 'registrationShowSecurityNumber' | 'registrationShowStudent'>;
type RegistrationFieldDefinition = OrganisationSettings['registrationExtraFields']['custom'][number];

/** The keys the two special groups of spec 3 §3 store their values under in a user's extraFields. */
export const PERSONAL_NUMBER_FIELD = 'personalnumber';
export const STUDENT_FIELD = 'student';

/** The labels of the special groups, which the site does not name: the client passes translated ones. */
export interface SpecialFieldLabels {
  personalnumber: string;
  student: string;
}

const controls: Record<RegistrationFieldDefinition['formTypeRegistration'], FieldControl> = {
  text: 'text',
  textarea: 'textarea',
  'select-checkbox': 'checkboxes',
  dropdown: 'dropdown',
};

/** A definition's choices: its option list when it has one, else its comma-separated options. */
function registrationOptions(field: RegistrationFieldDefinition): string[] {
  const listed = field.option.map((option) => option.text.trim()).filter(Boolean);
  return listed.length > 0 ? listed : commaOptions(field.options);
}

function customField(field: RegistrationFieldDefinition): FormField {
  const control = field.formTypeRegistration === 'text' && field.multiline ? 'textarea' : controls[field.formTypeRegistration];
  return {
    fieldid: field.fieldid,
    label: field.label,
    description: field.description,
    required: field.required,
    control,
    options: control === 'checkboxes' || control === 'dropdown' ? registrationOptions(field) : [],
  };
}

/**
 * The fields a person fills in about themselves on this site (spec 3 §3, §5): the registration
 * fields the admin enabled, then the personal number and the student group when the site shows
 * them (registrationShowSecurityNumber, registrationShowStudent decide; the groups' own flags say
 * whether they are required). Signup and, later, the profile form use the same list.
 */
export function registrationFormFields(settings: RegistrationSettings, labels: SpecialFieldLabels = { personalnumber: PERSONAL_NUMBER_FIELD, student: STUDENT_FIELD }): FormField[] {
  const { custom, personalnumber, student } = settings.registrationExtraFields;
  const fields = custom.filter((field) => field.registrationenabled).map(customField);
  if (settings.registrationShowSecurityNumber) {
    fields.push({ fieldid: PERSONAL_NUMBER_FIELD, label: labels.personalnumber, description: '', required: personalnumber.required, control: 'personal-number', options: [] });
  }
  if (settings.registrationShowStudent) {
    fields.push({ fieldid: STUDENT_FIELD, label: labels.student, description: '', required: student.required, control: 'dropdown', options: student.option });
  }
  return fields;
}

/** Checks registration values with the field engine: the values to store, or the errors keyed `extraFields.<fieldid>`. */
export function checkRegistrationFields(
  settings: RegistrationSettings,
  input: Readonly<Record<string, FieldValue>>,
): { values: Record<string, FieldValue>; fieldErrors: FieldErrors } {
  return checkFieldValues(registrationFormFields(settings), input);
}
