import type { FieldErrors } from '#shared/errors.ts';
import type { SiteSettingsValues } from '#shared/schemas/site-settings.ts';
import type { AdminConfiguredAccess } from '#server/net/admin-configured-fetch.ts';

/**
 * Which of the site's own OAuth2 endpoints it may not save (issue 22): the server calls the
 * token and profile endpoints itself, so they must be https at a host resolving only to public
 * addresses; the browser goes to the authorization endpoint, for which https is enough. Checked
 * only while the source is on: the form shows these fields only then, and sign-in calls them
 * only then (and checks the addresses again when it connects).
 */
export async function refusedOauth2Endpoints(access: AdminConfiguredAccess, settings: Pick<SiteSettingsValues, 'enableOauth2' | 'oauth2'>): Promise<FieldErrors> {
  if (!settings.enableOauth2) return {};
  const endpoints = [
    ['authorizationURL', false],
    ['tokenURL', true],
    ['userProfileURL', true],
  ] as const;
  const refused = await Promise.all(
    endpoints.map(async ([key, resolve]) => settings.oauth2[key] !== '' && !(await access.isAllowedUrl(settings.oauth2[key], { resolve }))),
  );
  const errors: FieldErrors = {};
  endpoints.forEach(([key], index) => {
    if (refused[index]) errors[`oauth2.${key}`] = ['OAUTH2_URL_NOT_ALLOWED'];
  });
  return errors;
}
