import type { FieldErrors } from './errors';
import type { FormField, FormValue } from './field-engine';
import { checkFormValues } from './field-groups';
import type { OrganisationSettings } from './schemas/organisation';
import { registrationFormFields, type SpecialFieldLabels } from './registration-fields';
import { isEmailDomainAllowed } from './sign-in-rules';

/** A published agreement a visitor must accept to sign up: the guid the form sends back. */
export interface RequiredAgreement {
  guid: string;
}

/**
 * What this site asks of a signup beyond the fixed fields (spec 3 §5): accepting its terms and
 * privacy policy where those are agreements, its registration fields, and its domain filter.
 * The server builds it from the database, the form from the same answers, so both judge alike.
 */
export interface SignupRequirements {
  termsOfService: RequiredAgreement | null;
  privacyPolicy: RequiredAgreement | null;
  fields: FormField[];
  domainFilter: Pick<OrganisationSettings, 'activateDomainFilter' | 'domainFilters'>;
}

/** A site's requirements from its settings and the agreements its legal links name (agreement.forSignup on the client). */
export function signupRequirementsOf(
  settings: Parameters<typeof registrationFormFields>[0] & SignupRequirements['domainFilter'],
  agreements: { termsOfService: RequiredAgreement | null; privacyPolicy: RequiredAgreement | null },
  labels?: SpecialFieldLabels,
): SignupRequirements {
  return {
    termsOfService: agreements.termsOfService ? { guid: agreements.termsOfService.guid } : null,
    privacyPolicy: agreements.privacyPolicy ? { guid: agreements.privacyPolicy.guid } : null,
    fields: registrationFormFields(settings, labels),
    domainFilter: { activateDomainFilter: settings.activateDomainFilter, domainFilters: settings.domainFilters },
  };
}

/**
 * Whether a signup accepted what the site requires: accepting means sending back the guid of
 * the agreement the site requires now; a stale or foreign guid is not acceptance of it.
 */
export function isAgreementAccepted(guid: string | undefined, required: RequiredAgreement | null): boolean {
  return required === null || guid === required.guid;
}

export interface SiteDependentSignup {
  email: string;
  termsOfServiceAgreementGuid?: string | undefined;
  privacyPolicyAgreementGuid?: string | undefined;
  extraFields?: Readonly<Record<string, FormValue>> | undefined;
}

/** The errors of a signup against its site's requirements, keyed by input path, and the registration values to store. */
export function checkSignupRequirements(input: SiteDependentSignup, requirements: SignupRequirements): { extraFields: Record<string, FormValue>; fieldErrors: FieldErrors } {
  const fieldErrors: FieldErrors = {};
  if (!isEmailDomainAllowed(input.email, requirements.domainFilter)) fieldErrors.email = ['email-domain-not-allowed'];
  if (!isAgreementAccepted(input.termsOfServiceAgreementGuid, requirements.termsOfService)) fieldErrors.termsOfServiceAgreementGuid = ['TOS_ACCEPT_MANDATORY'];
  if (!isAgreementAccepted(input.privacyPolicyAgreementGuid, requirements.privacyPolicy)) fieldErrors.privacyPolicyAgreementGuid = ['PP_ACCEPT_MANDATORY'];
  const checked = checkFormValues(requirements.fields, input.extraFields ?? {});
  return { extraFields: checked.values, fieldErrors: { ...fieldErrors, ...checked.fieldErrors } };
}
