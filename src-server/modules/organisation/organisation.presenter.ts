import { settingsWithDefaults, type OrganisationSettings } from '#shared/schemas/organisation.ts';
import type { Organisation } from '#server/entities/organisation.entity.ts';
import { shownAssets } from './site-assets';

/**
 * Settings anyone may read: everything the shell and forms need, none of the credentials
 * (OAuth client secret, integration tokens), which only the admin presenter will show.
 */
export function publicSettings(settings: OrganisationSettings) {
  const { clientSecret: _secret, ...oauth2 } = settings.externalLoginSources.oauth2;
  // The claim mappings name registration fields and claims: the admins' business, like the secret.
  const { clientSecret: _oidcSecret, claimMappings: _claimMappings, ...oidc } = settings.externalLoginSources.oidc;
  const {
    trelloToken: _trello,
    typeformToken: _typeform,
    quicktapsurveyToken: _quicktap,
    quicktapsurveyUser: _quicktapUser,
    quicktapsurveyPassword: _quicktapPassword,
    // The retention periods are the admins' business, read and saved on their own (retention.get).
    retention: _retention,
    ...rest
  } = settings;
  return { ...rest, externalLoginSources: { oauth2, oidc } };
}

/**
 * The organisation the client renders the site for (spec 3 §3 Organisation), with its copyright
 * markup as sanitised HTML (the server's markdown renderer, as for ideas). A site without a
 * privacy link of its own gets the platform's (an external policy), when one is configured.
 */
export function presentPublicOrganisation(org: Pick<Organisation, 'id' | 'slug' | 'name' | 'language' | 'premium' | 'roles' | 'settings'>, copyrightHtml: string, defaultPrivacyPolicyUrl?: string) {
  const settings = publicSettings(settingsWithDefaults(org.settings));
  if (!settings.privacyPolicyLink.value.trim() && defaultPrivacyPolicyUrl) settings.privacyPolicyLink = { type: 'external', value: defaultPrivacyPolicyUrl };
  settings.assets = shownAssets(settings.assets);
  return {
    guid: org.id,
    slug: org.slug,
    name: org.name,
    language: org.language === 'sv' ? ('sv' as const) : ('en' as const),
    premium: org.premium,
    roles: org.roles,
    settings,
    copyrightHtml,
  };
}
export type PublicOrganisationDto = ReturnType<typeof presentPublicOrganisation>;
