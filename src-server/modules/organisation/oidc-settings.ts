import type { FieldErrors } from '#shared/errors.ts';
import { mappableFields } from '#shared/oidc-claims.ts';
import type { OrganisationSettings } from '#shared/schemas/organisation.ts';
import type { SiteSettingsValues } from '#shared/schemas/site-settings.ts';
import type { AdminConfiguredAccess } from '#server/net/admin-configured-fetch.ts';
import { discoverProvider } from '#server/net/oidc-discovery.ts';

/** Claim mappings must name a text registration field of the site (the sign-in fills only those). */
export function refusedClaimMappings(settings: Pick<SiteSettingsValues, 'oidc'>, saved: OrganisationSettings): FieldErrors {
  const fieldIds = new Set(mappableFields(saved.registrationExtraFields).map((field) => field.fieldid));
  const errors: FieldErrors = {};
  settings.oidc.claimMappings.forEach((mapping, index) => {
    if (!fieldIds.has(mapping.fieldid)) errors[`oidc.claimMappings.${index}.fieldid`] = ['OIDC_FIELD_NOT_MAPPABLE'];
  });
  return errors;
}

/**
 * Whether the OpenID Connect issuer may be saved, checked while the source is on: https at a
 * host resolving only to public addresses (issue 22: the server fetches its discovery document,
 * keys and tokens itself), and a discovery document that names this very issuer, so a mistyped
 * issuer is caught by the admin who typed it rather than by the first person signing in.
 */
export async function refusedOidcIssuer(access: AdminConfiguredAccess, settings: Pick<SiteSettingsValues, 'enableOidc' | 'oidc'>, clientSecret: string): Promise<FieldErrors> {
  if (!settings.enableOidc || settings.oidc.issuer === '') return {};
  const { issuer, clientID } = settings.oidc;
  if (!(await access.isAllowedUrl(issuer, { resolve: true }))) return { 'oidc.issuer': ['OIDC_ISSUER_NOT_ALLOWED'] };
  try {
    await discoverProvider({ issuer, clientID, clientSecret }, access);
    return {};
  } catch {
    return { 'oidc.issuer': ['OIDC_DISCOVERY_FAILED'] };
  }
}
