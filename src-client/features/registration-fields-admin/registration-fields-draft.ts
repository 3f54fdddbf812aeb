import { generatedId } from '#shared/field-groups.ts';
import { GENERATED_ID_DEFAULT_PATTERN, GROUP_MAX_ITEMS_DEFAULT } from '#shared/schemas/organisation.ts';
import { REGISTRATION_FIELD_ID_PATTERN, registrationFieldsInput, type RegistrationFieldsValues } from '#shared/schemas/registration-fields.ts';
import { schemaErrorsOf, type FieldErrorMap } from '#client/features/site-settings/settings-draft.ts';

/** The registration fields screen's draft: what the server answered, edited in place until saved. */
export type RegistrationFieldsDraft = RegistrationFieldsValues;
export type FieldDraft = RegistrationFieldsDraft['custom'][number];
export type ConditionDraft = FieldDraft['conditions'][number];
export type ChildFieldDraft = FieldDraft['fields'][number];

/** A new field's id, of this site's pattern (val.{subdomain}.{uuid}). */
function newFieldId(subdomain: string): string {
  return generatedId(REGISTRATION_FIELD_ID_PATTERN, '', { subdomain });
}

/** A new, empty text field with an id of this site's pattern (val.{subdomain}.{uuid}). */
export function newFieldDraft(subdomain: string): FieldDraft {
  return {
    fieldid: newFieldId(subdomain),
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
    fields: [],
    maxItems: GROUP_MAX_ITEMS_DEFAULT,
    pattern: GENERATED_ID_DEFAULT_PATTERN,
  };
}

/** A new, empty text field inside a repeating group or expandable section. */
export function newChildFieldDraft(subdomain: string): ChildFieldDraft {
  return { fieldid: newFieldId(subdomain), label: '', formTypeRegistration: 'text', description: '', options: '', required: false, multiline: false, limit: 0 };
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
