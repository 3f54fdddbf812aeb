import SCIMMY from 'scimmy';
import { SCIM_PAGE_MAX } from '#shared/schemas/provisioning.ts';

/**
 * scimmy's process-wide description of this service (RFC 7643 §5–7), set once when the module
 * loads: what /ServiceProviderConfig, /ResourceTypes and /Schemas answer, and the User schema
 * that incoming resources are held to. The schema keeps only the attributes an account has, so
 * /Schemas tells a directory what it can map; what else a directory sends is dropped.
 */
SCIMMY.Schemas.User.definition.truncate(
  ...['nickName', 'profileUrl', 'title', 'userType', 'preferredLanguage', 'locale', 'timezone', 'password', 'phoneNumbers', 'ims', 'photos', 'addresses', 'groups', 'entitlements', 'roles', 'x509Certificates'],
  ...['name.middleName', 'name.honorificPrefix', 'name.honorificSuffix'],
);
SCIMMY.Config.set({
  patch: true,
  filter: { supported: true, maxResults: SCIM_PAGE_MAX },
  bulk: false,
  changePassword: false,
  sort: false,
  etag: false,
  authenticationSchemes: [{ type: 'oauthbearertoken', name: 'API token', description: 'A Bearer API token of the provisioning scope, made under Admin → API tokens.', primary: true }],
});
SCIMMY.Resources.declare(SCIMMY.Resources.User);

/** What GET /ServiceProviderConfig answers. */
export function serviceProviderConfig(): Promise<unknown> {
  return new SCIMMY.Resources.ServiceProviderConfig().read();
}

/** /ResourceTypes: the list, or the one named (404 in SCIM terms for another name). */
export function resourceTypes(id?: string): Promise<unknown> {
  return new SCIMMY.Resources.ResourceType(id).read();
}

/** /Schemas: the list, or the one whose URN is given. */
export function schemas(id?: string): Promise<unknown> {
  return new SCIMMY.Resources.Schema(id).read();
}
