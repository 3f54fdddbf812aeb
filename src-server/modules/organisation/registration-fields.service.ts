import type { FieldErrors } from '#shared/errors.ts';
import { GENERATED_ID_DEFAULT_PATTERN, GROUP_MAX_ITEMS_DEFAULT, type OrganisationSettings } from '#shared/schemas/organisation.ts';
import { COMPOUND_FIELD_TYPES, fieldIdErrors, registrationFieldsInput, type RegistrationFieldsInput, type RegistrationFieldsValues } from '#shared/schemas/registration-fields.ts';
import { AppError } from '#server/errors/app-error.ts';
import type { AppContext, AuthedContext } from '#server/trpc/context.ts';
import { presentRegistrationFields, type RegistrationFieldsDto } from './registration-fields.presenter';
import { saveAudited, storedSettings } from './site-settings.service';

/** The site's part of a new field's id (`val.{subdomain}.{uuid}`); a site without a subdomain uses its slug. */
function fieldIdSite(ctx: AppContext): string {
  return ctx.site.subdomain ?? ctx.site.slug;
}

export async function registrationFields(ctx: AppContext): Promise<RegistrationFieldsDto> {
  return presentRegistrationFields(await storedSettings(ctx.em, ctx.site.id), fieldIdSite(ctx));
}

/** The stored form of the editor's values; the old show switches follow the groups for whoever still reads them. */
function storedChanges(input: RegistrationFieldsValues): Partial<OrganisationSettings> {
  return {
    registrationExtraFields: {
      // What a type does not use is stored at its default, so a changed type leaves no stray settings.
      custom: input.custom.map((field) => ({
        ...field,
        option: [],
        limit: field.formTypeRegistration === 'select-checkbox' ? field.limit : 0,
        conditions: field.conditions.map((condition) => ({ ...condition, pattern: condition.kind === 'match' ? condition.pattern : '' })),
        fields: COMPOUND_FIELD_TYPES.includes(field.formTypeRegistration) ? field.fields.map((inner) => ({ ...inner, option: [], limit: inner.formTypeRegistration === 'select-checkbox' ? inner.limit : 0 })) : [],
        maxItems: field.formTypeRegistration === 'multi-group' ? field.maxItems : GROUP_MAX_ITEMS_DEFAULT,
        pattern: field.formTypeRegistration === 'generated-id' ? field.pattern : GENERATED_ID_DEFAULT_PATTERN,
      })),
      personalnumber: input.personalnumber,
      student: input.student,
    },
    registrationShowSecurityNumber: input.personalnumber.enabled,
    registrationShowStudent: input.student.enabled,
  };
}

/**
 * Saves the registration fields screen (spec 2 §2, spec 3 §3 and §5): the whole list in its new
 * order, or nothing when any field is refused.
 */
export async function updateRegistrationFields(ctx: AuthedContext, rawInput: RegistrationFieldsInput): Promise<RegistrationFieldsDto> {
  const input = registrationFieldsInput.parse(rawInput);
  const saved = await storedSettings(ctx.em, ctx.site.id);
  const savedIds = new Set(saved.registrationExtraFields.custom.map((field) => field.fieldid));
  const fieldErrors: FieldErrors = fieldIdErrors(input.custom, fieldIdSite(ctx), savedIds);
  const [first] = Object.values(fieldErrors).flat();
  if (first) throw new AppError(first, { fieldErrors });
  await saveAudited(ctx, 'registration-fields-updated', storedChanges(input));
  return registrationFields(ctx);
}
