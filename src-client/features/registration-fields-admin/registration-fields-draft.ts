import { generatedId } from '../../../src-shared/field-groups';
import { REGISTRATION_FIELD_ID_PATTERN, registrationFieldsInput, type RegistrationFieldsValues } from '../../../src-shared/schemas/registration-fields';
import { schemaErrorsOf, type FieldErrorMap } from '../site-settings/settings-draft';

/** The registration fields screen's draft: what the server answered, edited in place until saved. */
export type RegistrationFieldsDraft = RegistrationFieldsValues;
export type FieldDraft = RegistrationFieldsDraft['custom'][number];
export type ConditionDraft = FieldDraft['conditions'][number];

/** A new, empty text field with an id of this site's pattern (val.{subdomain}.{uuid}). */
export function newFieldDraft(subdomain: string): FieldDraft {
  return {
    fieldid: generatedId(REGISTRATION_FIELD_ID_PATTERN, '', { subdomain }),
    label: '',
    formTypeRegistration: 'text',
    description: '',
    options: '',
    required: false,
    public: false,
    multiline: false,
    registrationenabled: true,
    limit: 0,
    conditions: [],
  };
}

/** The draft's errors by path ("custom.2.label"), by the same schema the server checks with. */
export function draftErrorsOf(draft: RegistrationFieldsDraft): FieldErrorMap {
  const checked = registrationFieldsInput.safeParse(draft);
  return checked.success ? {} : schemaErrorsOf(checked.error);
}

/** Whether any error sits under this path prefix. */
export function hasErrorUnder(errors: FieldErrorMap, prefix: string): boolean {
  return Object.keys(errors).some((path) => path === prefix || path.startsWith(`${prefix}.`));
}
