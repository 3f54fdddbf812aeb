/**
 * Actions the audit log records (issue 22, OWASP ASVS V16): who changed the site's settings,
 * people's roles and standing, agreements and sites, removed accounts, took data out in exports,
 * and who signed in through an external provider, linked one, or was refused (issue 30), who made or revoked an API token, and which accounts a directory created through SCIM (issue 35). Each has
 * its label in the audit namespace of the texts. Kept apart from the schemas so the audit log's
 * route, which every page loads, does not bring the validation library with it.
 */
export const AUDIT_ACTIONS = [
  'settings-updated',
  'super-settings-updated',
  'registration-fields-updated',
  'user-updated',
  'user-blocked',
  'user-unblocked',
  'user-deleted',
  'removal-accepted',
  'removal-denied',
  'users-exported',
  'ideas-exported',
  'campaign-exported',
  'statistics-exported',
  'agreement-created',
  'agreement-draft-saved',
  'agreement-published',
  'agreement-updated',
  'agreement-deleted',
  'site-created',
  'site-updated',
  'external-sign-in',
  'external-sign-in-refused',
  'external-account-linked',
  'api-token-created',
  'api-token-revoked',
  'personal-data-exported',
  'webhook-created',
  'webhook-enabled',
  'webhook-disabled',
  'webhook-replayed',
  'webhook-updated',
  'webhook-deleted',
  'user-provisioned',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
