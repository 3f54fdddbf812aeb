import type { OrganisationSettings } from '#shared/schemas/organisation.ts';
import type { AgreementChoice } from './legal-link-agreements';
import { publicSettings } from './organisation.presenter';

/**
 * The settings as the admin screens show them: everything the site shows anyway, and of each
 * secret only whether one is saved. No answer ever carries a secret back to a browser.
 */
export function presentAdminSettings(settings: OrganisationSettings, agreements: { termsOfService: AgreementChoice[]; privacyPolicy: AgreementChoice[] }) {
  return {
    agreements,
    settings: publicSettings(settings),
    /** The OpenID Connect claim mappings, which the public settings leave out. */
    oidcClaimMappings: settings.externalLoginSources.oidc.claimMappings,
    secretsSet: {
      oauth2ClientSecret: settings.externalLoginSources.oauth2.clientSecret !== '',
      oidcClientSecret: settings.externalLoginSources.oidc.clientSecret !== '',
      trelloToken: settings.trelloToken !== '',
      typeformToken: settings.typeformToken !== '',
      quicktapsurveyToken: settings.quicktapsurveyToken !== '',
      quicktapsurveyPassword: settings.quicktapsurveyPassword !== '',
    },
  };
}
export type AdminSettingsDto = ReturnType<typeof presentAdminSettings>;
