import type { OrganisationSettings } from '../../src-shared/schemas/organisation';

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
export function registrationExtraFields(custom: RegistrationFieldDefinition[], groups: Partial<Pick<RegistrationExtraFields, 'personalnumber' | 'student'>> = {}): RegistrationExtraFields {
  return {
    custom,
    personalnumber: groups.personalnumber ?? { enabled: false, required: false, public: false },
    student: groups.student ?? { enabled: false, required: false, public: false, option: ['NOT_STUDENT', 'EX_STUDENT', 'IS_STUDENT', 'EX_RESEARCHER', 'IS_RESEARCHER'] },
  };
}
