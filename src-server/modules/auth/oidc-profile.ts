import { mappableFields } from '#shared/oidc-claims.ts';
import { EXTRA_FIELD_MAX_LENGTH } from '#shared/schemas/common.ts';
import type { OrganisationSettings } from '#shared/schemas/organisation.ts';
import { readProfile, type ExternalProfile } from './external-profile';

/** A claim's value as a field's text: strings and numbers as they are, a list of them joined; anything else is no value. */
function claimText(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number')) return value.join(', ') || null;
  return null;
}

/**
 * The person from the checked claims of an OpenID Connect provider: address, whether the
 * provider verified it (`email_verified`) and names as for every provider (readProfile), and the
 * values of the claims the site maps to its registration fields, for a new account. A mapping
 * whose field is no longer a text field of the site fills nothing.
 */
export function readOidcProfile(claims: Record<string, unknown>, settings: OrganisationSettings): ExternalProfile {
  const fieldIds = new Set(mappableFields(settings.registrationExtraFields).map((field) => field.fieldid));
  const extraFields: Record<string, string> = {};
  for (const { claim, fieldid } of settings.externalLoginSources.oidc.claimMappings) {
    const value = claimText(claims[claim]);
    if (value !== null && fieldIds.has(fieldid)) extraFields[fieldid] = value.slice(0, EXTRA_FIELD_MAX_LENGTH);
  }
  return { ...readProfile('oidc', claims), extraFields };
}
