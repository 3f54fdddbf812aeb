import type { OrganisationSettings, RegistrationFieldType } from './schemas/organisation';

/** The registration field types a claim may fill: a claim is text, and only these take any text. */
export const CLAIM_FIELD_TYPES: readonly RegistrationFieldType[] = ['text', 'textarea'];

/** The site's registration fields an OpenID Connect claim may be mapped to (the settings form offers these, the server takes only these). */
export function mappableFields(registrationFields: OrganisationSettings['registrationExtraFields']): { fieldid: string; label: string }[] {
  return registrationFields.custom.filter((field) => CLAIM_FIELD_TYPES.includes(field.formTypeRegistration)).map(({ fieldid, label }) => ({ fieldid, label }));
}
