import type { FieldErrors } from './errors';
import { checkFieldValues, commaOptions, fieldError, shownFields, type FieldControl, type FieldValue, type FormField } from './field-engine';
import type { OrganisationSettings } from './schemas/organisation';

type RegistrationSettings = Pick<OrganisationSettings, 'registrationExtraFields'>;
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
    limit: control === 'checkboxes' ? field.limit : undefined,
    conditions: field.conditions,
  };
}

/**
 * The fields a person fills in about themselves on this site (spec 3 §3, §5): the registration
 * fields the admin enabled, then the personal number and the student group when their groups are
 * enabled (the registration fields screen owns them; it keeps registrationShowSecurityNumber and
 * registrationShowStudent in step for older readers). Signup, the profile and user edit use it.
 */
export function registrationFormFields(settings: RegistrationSettings, labels: SpecialFieldLabels = { personalnumber: PERSONAL_NUMBER_FIELD, student: STUDENT_FIELD }): FormField[] {
  const { custom, personalnumber, student } = settings.registrationExtraFields;
  const fields = custom.filter((field) => field.registrationenabled).map(customField);
  if (personalnumber.enabled) {
    fields.push({ fieldid: PERSONAL_NUMBER_FIELD, label: labels.personalnumber, description: '', required: personalnumber.required, control: 'personal-number', options: [] });
  }
  if (student.enabled) {
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

/** The ids of the site's registration fields a person must fill in and has not (spec 3 §2 /profile/edit, §5). */
export function missingRegistrationFields(settings: RegistrationSettings, values: Readonly<Record<string, unknown>>): string[] {
  const readable = Object.fromEntries(Object.entries(values).map(([fieldid, value]) => [fieldid, storedValue(value)]));
  // A field whose conditions do not hold is not asked, so it cannot be missing.
  return shownFields(registrationFormFields(settings), readable)
    .filter((field) => field.required && fieldError(field, storedValue(values[field.fieldid])) !== null)
    .map((field) => field.fieldid);
}

/** A stored value as the engine reads one; anything else (a legacy number, an object) counts as empty. */
function storedValue(value: unknown): FieldValue | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.filter((entry): entry is string => typeof entry === 'string');
  return undefined;
}

/** One filled-in registration field as a profile shows it. */
export interface ShownExtraField {
  fieldid: string;
  label: string;
  value: FieldValue;
  /** False for a field only its owner and admins see (spec 3 §5: marked as not public). */
  public: boolean;
}

/**
 * A person's registration fields as a profile shows them (spec 3 §5, §6): the filled-in ones in
 * the site's order; with `everything` (the person themselves, admins) the non-public ones too.
 */
export function shownExtraFields(
  settings: RegistrationSettings,
  values: Readonly<Record<string, unknown>>,
  everything: boolean,
  labels?: SpecialFieldLabels,
): ShownExtraField[] {
  const { custom, personalnumber, student } = settings.registrationExtraFields;
  const publicIds = new Set(custom.filter((field) => field.public).map((field) => field.fieldid));
  if (personalnumber.public) publicIds.add(PERSONAL_NUMBER_FIELD);
  if (student.public) publicIds.add(STUDENT_FIELD);
  return registrationFormFields(settings, labels).flatMap((field) => {
    const value = storedValue(values[field.fieldid]);
    const isPublic = publicIds.has(field.fieldid);
    if (value === undefined || value.length === 0 || (!isPublic && !everything)) return [];
    return [{ fieldid: field.fieldid, label: field.label, value, public: isPublic }];
  });
}

/**
 * The values a profile edit stores: the registration fields as checked, beside any other keys
 * the account already holds (fields the site no longer asks for keep their answers).
 */
export function mergeRegistrationValues(settings: RegistrationSettings, stored: Readonly<Record<string, unknown>>, checked: Record<string, FieldValue>): Record<string, unknown> {
  const asked = new Set(registrationFormFields(settings).map((field) => field.fieldid));
  return { ...Object.fromEntries(Object.entries(stored).filter(([fieldid]) => !asked.has(fieldid))), ...checked };
}
