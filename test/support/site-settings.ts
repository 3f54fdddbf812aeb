import type { AdminSettingsDto } from '../../src-server/modules/organisation/site-settings.presenter';
import type { SiteSettingsInput } from '../../src-shared/schemas/site-settings';

/** The settings form as it would be sent for what an admin screen shows, with `changes` on top. */
export function settingsFormOf(view: AdminSettingsDto, changes: Partial<SiteSettingsInput> = {}): SiteSettingsInput {
  const { settings } = view;
  return {
    hideGamification: settings.hideGamification,
    featureHuntStatistics: settings.featureHuntStatistics,
    featureSemiPublicHunts: settings.featureSemiPublicHunts,
    limitHuntCreation: settings.limitHuntCreation,
    limitIdeaCreation: settings.limitIdeaCreation,
    multipleIdeaAuthors: settings.multipleIdeaAuthors,
    ideaMaxNumTags: settings.ideaMaxNumTags,
    weeklyAdminSummary: settings.weeklyAdminSummary,
    mailToIdeaCreator: settings.mailToIdeaCreator,
    maxVisiblePartnerLogos: settings.maxVisiblePartnerLogos,
    partnersPageLink: settings.partnersPageLink,
    googleAnalyticsTracker: settings.googleAnalyticsTracker,
    enableLocal: settings.enableLocal,
    enableFacebook: settings.enableFacebook,
    enableGoogle: settings.enableGoogle,
    enableOauth2: settings.enableOauth2,
    oauth2: { ...settings.externalLoginSources.oauth2, clientSecret: '' },
    activateDomainFilter: settings.activateDomainFilter,
    domainFilters: settings.domainFilters,
    termsOfServiceLink: settings.termsOfServiceLink,
    privacyPolicyLink: settings.privacyPolicyLink,
    theme: settings.theme,
    assets: settings.assets,
    copyrightMarkup: settings.copyrightMarkup,
    ...changes,
  };
}
