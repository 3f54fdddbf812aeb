import type { OrganisationSettings } from '#shared/schemas/organisation.ts';
import type { RegistrationChildFieldInput, RegistrationFieldInput, RegistrationFieldsInput } from '#shared/schemas/registration-fields.ts';

type RegistrationFieldDefinition = OrganisationSettings['registrationExtraFields']['custom'][number];
type RegistrationExtraFields = OrganisationSettings['registrationExtraFields'];
type RegistrationChildDefinition = RegistrationFieldDefinition['fields'][number];

/** A field inside a repeating group or expandable section: optional and a one-line text unless the test says otherwise. */
export const registrationChildField = (overrides: Partial<RegistrationChildDefinition> & Pick<RegistrationChildDefinition, 'fieldid'>): RegistrationChildDefinition => ({
  label: overrides.fieldid,
  required: false,
  description: '',
  multiline: false,
  formTypeRegistration: 'text',
  options: '',
  option: [],
  limit: 0,
  ...overrides,
});

/** A site's registration field: optional, enabled and a one-line text unless the test says otherwise. */
export const registrationField = (overrides: Partial<RegistrationFieldDefinition> & Pick<RegistrationFieldDefinition, 'fieldid'>): RegistrationFieldDefinition => ({
  label: overrides.fieldid,
  required: false,
  description: '',
  multiline: false,
  public: false,
  registrationenabled: true,
  formTypeRegistration: 'text',
  options: '',
  option: [],
  limit: 0,
  conditions: [],
  fields: [],
  maxItems: 5,
  pattern: '{uuid}',
  ...overrides,
});

/** The registrationExtraFields setting with these fields and the special groups as given (off by default). */
export function registrationExtraFields(custom: RegistrationFieldDefinition[], groups: Partial<Pick<RegistrationFieldsInput, 'personalnumber' | 'student'>> = {}): RegistrationExtraFields {
  return {
    custom,
    personalnumber: { enabled: false, required: false, public: false, checkDigit: false, ...groups.personalnumber },
    student: groups.student ?? { enabled: false, required: false, public: false, option: ['NOT_STUDENT', 'EX_STUDENT', 'IS_STUDENT', 'EX_RESEARCHER', 'IS_RESEARCHER'] },
  };
}

// The editor sends what is stored less the legacy option list: it edits options as the comma list.

/** A field inside a group as the registration fields editor sends it. */
export function registrationChildFieldDraft(overrides: Partial<RegistrationChildFieldInput> & Pick<RegistrationChildFieldInput, 'fieldid'>): RegistrationChildFieldInput {
  const { option: _legacyOptions, ...stored } = registrationChildField({ fieldid: overrides.fieldid });
  return { ...stored, ...overrides };
}

/**
 * A site's registration field as the registration fields editor sends it. The compound types' keys
 * are left to the schema's defaults, as a client knowing only the basic types sends it.
 */
export function registrationFieldDraft(overrides: Partial<RegistrationFieldInput> & Pick<RegistrationFieldInput, 'fieldid'>): RegistrationFieldInput {
  const { option: _legacyOptions, fields: _fields, maxItems: _maxItems, pattern: _pattern, ...stored } = registrationField({ fieldid: overrides.fieldid });
  return { ...stored, ...overrides };
}

/** What the registration fields editor sends: these fields, and the special groups as given (off by default). */
export function registrationFieldsDraft(custom: RegistrationFieldInput[], groups: Partial<Pick<RegistrationFieldsInput, 'personalnumber' | 'student'>> = {}): RegistrationFieldsInput {
  const { personalnumber, student } = registrationExtraFields([], groups);
  return { custom, personalnumber, student };
}
