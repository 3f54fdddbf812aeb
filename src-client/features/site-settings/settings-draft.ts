import type { z } from 'zod';
import { isErrorCode, type ErrorCode } from '#shared/errors.ts';
import type { SiteSettingsInput, SuperSettingsInput } from '#shared/schemas/site-settings.ts';
import type { AdminSettings } from '#client/trpc.ts';
import { readServerError } from '#client/features/auth/server-error.ts';

/** The settings form's values (spec 3 §3, spec 2 §3): the saved settings, with the secret left empty (write-only). */
export type SettingsDraft = Required<Omit<SiteSettingsInput, 'oauth2' | 'oidc'>> & { oauth2: Required<SiteSettingsInput['oauth2']>; oidc: Required<SiteSettingsInput['oidc']> };

export function settingsDraftOf({ settings, oidcClaimMappings }: AdminSettings): SettingsDraft {
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
    oauth2: { ...settings.externalLoginSources.oauth2, clientSecret: '', clearClientSecret: false },
    enableOidc: settings.enableOidc,
    oidc: { ...settings.externalLoginSources.oidc, claimMappings: oidcClaimMappings, clientSecret: '', clearClientSecret: false },
    activateDomainFilter: settings.activateDomainFilter,
    domainFilters: settings.domainFilters,
    termsOfServiceLink: settings.termsOfServiceLink,
    privacyPolicyLink: settings.privacyPolicyLink,
    theme: settings.theme,
    assets: settings.assets,
    copyrightMarkup: settings.copyrightMarkup,
  };
}

export function superSettingsDraftOf({ settings }: AdminSettings): Required<SuperSettingsInput> {
  return {
    domainSpecificEmailTemplate: settings.domainSpecificEmailTemplate,
    extendedCsvExport: settings.extendedCsvExport,
    firstLineSupport: settings.firstLineSupport,
    registrationShowSecurityNumber: settings.registrationShowSecurityNumber,
    registrationShowStudent: settings.registrationShowStudent,
    heroWording: settings.heroWording,
    footerWording: settings.footerWording,
    footerText: settings.footerText,
  };
}

/** Message keys by field path ("theme.linkColor"), the first per field. */
export type FieldErrorMap = Record<string, ErrorCode>;

/** What the shared schema says of the values before anything is sent. */
export function schemaErrorsOf(error: z.ZodError): FieldErrorMap {
  const errors: FieldErrorMap = {};
  for (const issue of error.issues) {
    const path = issue.path.join('.');
    if (!(path in errors)) errors[path] = isErrorCode(issue.message) ? issue.message : 'invalid-input';
  }
  return errors;
}

/** The server's field errors, the first per field; empty when it failed for another reason. */
export function serverFieldErrorsOf(error: unknown): FieldErrorMap {
  const errors: FieldErrorMap = {};
  for (const [path, codes] of Object.entries(readServerError(error).fieldErrors)) {
    const [first] = codes;
    if (first) errors[path] = first;
  }
  return errors;
}
