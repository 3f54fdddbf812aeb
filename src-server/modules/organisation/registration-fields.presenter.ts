import { commaOptions } from '#shared/field-engine.ts';
import type { OrganisationSettings } from '#shared/schemas/organisation.ts';
import type { RegistrationFieldsValues } from '#shared/schemas/registration-fields.ts';

type Definition = OrganisationSettings['registrationExtraFields']['custom'][number];

type ChildDefinition = Definition['fields'][number];

/** A definition's options as the editor's comma list: a legacy option list wins, as the engine reads it. */
function editorOptions(field: ChildDefinition | Definition): string {
  const listed = field.option.map((option) => option.text.trim()).filter(Boolean);
  return (listed.length > 0 ? listed : commaOptions(field.options)).join(', ');
}

/** The registration fields screen's draft (spec 2 §2): the fields in order, the two groups, and the site's part of new field ids. */
export function presentRegistrationFields(settings: OrganisationSettings, subdomain: string) {
  const { custom, personalnumber, student } = settings.registrationExtraFields;
  const fields: RegistrationFieldsValues = {
    custom: custom.map((field) => ({
      fieldid: field.fieldid,
      label: field.label,
      formTypeRegistration: field.formTypeRegistration,
      description: field.description,
      options: editorOptions(field),
      required: field.required,
      public: field.public,
      multiline: field.multiline,
      registrationenabled: field.registrationenabled,
      limit: field.limit,
      conditions: field.conditions.map((condition) => ({ fieldid: condition.fieldid, kind: condition.kind, pattern: condition.pattern, negate: condition.negate })),
      fields: field.fields.map((inner) => ({
        fieldid: inner.fieldid,
        label: inner.label,
        formTypeRegistration: inner.formTypeRegistration,
        description: inner.description,
        options: editorOptions(inner),
        required: inner.required,
        multiline: inner.multiline,
        limit: inner.limit,
      })),
      maxItems: field.maxItems,
      pattern: field.pattern,
    })),
    personalnumber: { enabled: personalnumber.enabled, required: personalnumber.required, public: personalnumber.public, checkDigit: personalnumber.checkDigit },
    student: { enabled: student.enabled, required: student.required, public: student.public, option: [...student.option] },
  };
  return { fields, subdomain };
}
export type RegistrationFieldsDto = ReturnType<typeof presentRegistrationFields>;
