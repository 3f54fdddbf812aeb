import type { FieldErrors } from './errors';
import { commaOptions, isGroupItems, shownFields, type FieldControl, type FieldValue, type FormField, type FormValue } from './field-engine';
import { checkFormValues, flatFields, formFieldErrors, generatedValues, groupItemsText } from './field-groups';
import type { OrganisationSettings } from './schemas/organisation';

type RegistrationSettings = Pick<OrganisationSettings, 'registrationExtraFields'>;
type RegistrationFieldDefinition = OrganisationSettings['registrationExtraFields']['custom'][number];
/** A field of the site's list, or one inside a repeating group or expandable section. */
type Definition = RegistrationFieldDefinition | RegistrationFieldDefinition['fields'][number];

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
  boolean: 'boolean',
  'multi-group': 'multi-group',
  wrapper: 'wrapper',
  'generated-id': 'generated-id',
};

/** A definition's choices: its option list when it has one, else its comma-separated options. */
function registrationOptions(field: Definition): string[] {
  const listed = field.option.map((option) => option.text.trim()).filter(Boolean);
  return listed.length > 0 ? listed : commaOptions(field.options);
}

function basicField(field: Definition): FormField {
  const control = field.formTypeRegistration === 'text' && field.multiline ? 'textarea' : controls[field.formTypeRegistration];
  return {
    fieldid: field.fieldid,
    label: field.label,
    description: field.description,
    required: field.required,
    control,
    options: control === 'checkboxes' || control === 'dropdown' ? registrationOptions(field) : [],
    limit: control === 'checkboxes' ? field.limit : undefined,
  };
}

function customField(field: RegistrationFieldDefinition): FormField {
  const base = { ...basicField(field), conditions: field.conditions };
  switch (field.formTypeRegistration) {
    case 'multi-group':
      return { ...base, fields: field.fields.map(basicField), maxItems: field.maxItems };
    case 'wrapper':
      // A wrapper holds no value, so it cannot itself be required: its fields can.
      return { ...base, required: false, fields: field.fields.map(basicField) };
    case 'generated-id':
      // Nobody fills it in, so it cannot be missing: the server fills it (field-groups.ts generatedValues).
      return { ...base, required: false, pattern: field.pattern };
    default:
      return base;
  }
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
    fields.push({ fieldid: PERSONAL_NUMBER_FIELD, label: labels.personalnumber, description: '', required: personalnumber.required, control: 'personal-number', options: [], checkDigit: personalnumber.checkDigit });
  }
  if (student.enabled) {
    fields.push({ fieldid: STUDENT_FIELD, label: labels.student, description: '', required: student.required, control: 'dropdown', options: student.option });
  }
  return fields;
}

/**
 * Checks registration values with the field engine: the values to store, or the errors keyed
 * `extraFields.<fieldid>` (`extraFields.<groupid>.<index>.<fieldid>` in a repeating group). The
 * generated ids are the account's stored ones, or new ones where it has none.
 */
export function checkRegistrationFields(
  settings: RegistrationSettings,
  input: Readonly<Record<string, FormValue>>,
  stored: Readonly<Record<string, unknown>> = {},
): { values: Record<string, FormValue>; fieldErrors: FieldErrors } {
  const fields = registrationFormFields(settings);
  const checked = checkFormValues(fields, input);
  return { values: { ...checked.values, ...generatedValues(fields, stored) }, fieldErrors: checked.fieldErrors };
}

/** The ids of the site's registration fields a person must fill in and has not (spec 3 §2 /profile/edit, §5). */
export function missingRegistrationFields(settings: RegistrationSettings, values: Readonly<Record<string, unknown>>): string[] {
  const readable = Object.fromEntries(Object.entries(values).map(([fieldid, value]) => [fieldid, storedValue(value)]));
  // A field whose conditions do not hold is not asked, so it cannot be missing.
  return shownFields(flatFields(registrationFormFields(settings)), readable)
    .filter((field) => field.required && Object.keys(formFieldErrors(field, readable)).length > 0)
    .map((field) => field.fieldid);
}

/** A stored value as the engine reads one; anything else (a legacy number, an object) counts as empty. */
export function storedValue(value: unknown): FormValue | undefined {
  if (typeof value === 'string') return value;
  if (isGroupItems(value)) return value.filter((item) => typeof item === 'object' && item !== null && !Array.isArray(item)).map(storedItem);
  if (Array.isArray(value)) return value.filter((entry): entry is string => typeof entry === 'string');
  return undefined;
}

function storedItem(item: object): Record<string, FieldValue> {
  return Object.fromEntries(
    Object.entries(item).flatMap(([fieldid, value]): [string, FieldValue][] => {
      if (typeof value === 'string') return [[fieldid, value]];
      if (Array.isArray(value)) return [[fieldid, value.filter((entry): entry is string => typeof entry === 'string')]];
      return [];
    }),
  );
}

/** A stored value as one text (exports, profiles): a repeating group's items as groupItemsText writes them. */
export function registrationValueText(field: FormField, value: unknown): string {
  if (field.control === 'multi-group') {
    const items = storedValue(value);
    return isGroupItems(items) ? groupItemsText(field, items) : '';
  }
  // A legacy number or flag reads as written.
  if (Array.isArray(value)) return value.map(String).join(', ');
  return value === undefined || value === null ? '' : String(value);
}

/** The site's registration fields as columns of an export: every custom field, a wrapper's fields in its place. */
export function registrationExportFields(settings: RegistrationSettings): FormField[] {
  return flatFields(settings.registrationExtraFields.custom.map(customField));
}

/** One filled-in registration field as a profile shows it. */
export interface ShownExtraField {
  fieldid: string;
  label: string;
  value: FieldValue;
  /** False for a field only its owner and admins see (spec 3 §5: marked as not public). */
  public: boolean;
  /** A ticked checkbox field, which a profile shows as "Yes" rather than its stored 'true'. */
  isBoolean?: true;
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
  return registrationFormFields(settings, labels).flatMap((field) =>
    // A wrapper's fields show on their own, with the wrapper's public marker.
    (field.control === 'wrapper' ? flatFields([field]) : [field]).flatMap((shown) => {
      const stored = storedValue(values[shown.fieldid]);
      const value = isGroupItems(stored) ? registrationValueText(shown, stored) : stored;
      const isPublic = publicIds.has(field.fieldid);
      if (value === undefined || value.length === 0 || (!isPublic && !everything)) return [];
      return [{ fieldid: shown.fieldid, label: shown.label, value, public: isPublic, ...(shown.control === 'boolean' ? { isBoolean: true as const } : {}) }];
    }),
  );
}

/**
 * The values a profile edit stores: the registration fields as checked, beside any other keys
 * the account already holds (fields the site no longer asks for keep their answers).
 */
export function mergeRegistrationValues(settings: RegistrationSettings, stored: Readonly<Record<string, unknown>>, checked: Record<string, FormValue>): Record<string, unknown> {
  const asked = new Set(flatFields(registrationFormFields(settings)).map((field) => field.fieldid));
  return { ...Object.fromEntries(Object.entries(stored).filter(([fieldid]) => !asked.has(fieldid))), ...checked };
}
