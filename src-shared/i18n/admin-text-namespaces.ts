/**
 * Namespaces of en.json and sv.json that only the admin area's screens use. They come with the
 * first admin screen (withAdminTexts), not with every page past the start page (withAllTexts): the
 * admin area's texts grow with each feature, and an idea page's first visit carried them all
 * (issue 14's JS budget). A key of these used outside the admin area would show as itself:
 * test/unit/admin-texts.test.ts walks the client's imports and refuses it.
 */
export const ADMIN_TEXT_NAMESPACES = [
  'adminAgreements',
  'adminFiles',
  'adminHunts',
  'adminIdeas',
  'adminMenus',
  'adminPages',
  'adminPartners',
  'apiTokens',
  'auditLog',
  'consensus',
  'evaluation',
  'evaluationConflicts',
  'oidc',
  'registrationFieldsAdmin',
  'retention',
  'siteSettings',
  'siteStatistics',
  'sites',
  'superSettings',
  'webhooks',
] as const;
