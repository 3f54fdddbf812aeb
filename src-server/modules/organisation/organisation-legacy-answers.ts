import { z } from 'zod';
import { registrationExtraFieldsSchema } from '#shared/schemas/organisation.ts';
import { getMenusNavByNavAnswer, getPartnersOrganisationByGuidAnswer } from '#server/modules/site-content/site-content-legacy-answers.ts';

/** The `result` of each legacy organisation route (of each entry, for a list), for the OpenAPI document; loose objects, as an answer may carry more. */

/** The site's own OAuth2 and OpenID Connect providers as answers show them: never a secret, nor the OpenID claim mappings. */
const externalLoginSources = z.looseObject({
  oidc: z.looseObject({
    provider: z.string(),
    issuer: z.string(),
    clientID: z.string(),
    providerOnly: z.boolean(),
  }),
  oauth2: z.looseObject({
    provider: z.string(),
    clientID: z.string(),
    scope: z.string(),
    authorizationURL: z.string(),
    tokenURL: z.string(),
    userProfileURL: z.string(),
    visible: z.boolean(),
  }),
});

/** GET /organisations/slug/:slug */
export const getOrganisationsSlugBySlugAnswer = z.looseObject({
  guid: z.string(),
  slug: z.string(),
  name: z.string(),
  language: z.string(),
  premium: z.boolean(),
  roles: z.array(z.looseObject({
    name: z.string(),
    slug: z.string(),
  })),
  settings: z.looseObject({
    domainSpecificEmailTemplate: z.boolean(),
    extendedCsvExport: z.boolean(),
    firstLineSupport: z.boolean(),
    registrationShowSecurityNumber: z.boolean(),
    registrationShowStudent: z.boolean(),
    hideGamification: z.boolean(),
    featureHuntStatistics: z.boolean(),
    featureSemiPublicHunts: z.boolean(),
    enableLocal: z.boolean(),
    enableFacebook: z.boolean(),
    enableGoogle: z.boolean(),
    enableOauth2: z.boolean(),
    enableOidc: z.boolean(),
    activateDomainFilter: z.boolean(),
    limitHuntCreation: z.boolean(),
    limitIdeaCreation: z.boolean(),
    multipleIdeaAuthors: z.boolean(),
    weeklyAdminSummary: z.boolean(),
    mailToIdeaCreator: z.boolean(),
    maxVisiblePartnerLogos: z.number().int(),
    ideaMaxNumTags: z.number().int(),
    domainFilters: z.array(z.string()),
    copyrightMarkup: z.string(),
    googleAnalyticsTracker: z.string(),
    partnersPageLink: z.string(),
    privacyPolicyLink: z.looseObject({
      value: z.string(),
      type: z.string(),
    }),
    termsOfServiceLink: z.looseObject({
      value: z.string(),
      type: z.string(),
    }),
    externalLoginSources,
    trello: z.boolean(),
    typeform: z.boolean(),
    quicktapsurvey: z.boolean(),
    registrationExtraFields: registrationExtraFieldsSchema,
    theme: z.looseObject({
      buttonColorPrimary: z.string(),
      buttonColorSecondary: z.string(),
      actionColor: z.string(),
      linkColor: z.string(),
      heroTextColor: z.string(),
    }),
    assets: z.looseObject({
      logo: z.string(),
      logoneg: z.string(),
      footerlogo: z.string(),
      hero: z.string(),
      heromobile: z.string(),
      heroBig: z.string(),
      heroSmall: z.string(),
      heroBtnTextDesktop: z.string(),
      heroBtnTextMobile: z.string(),
    }),
    heroWording: z.string(),
    footerWording: z.string(),
    footerText: z.string(),
  }),
  copyrightHtml: z.string(),
  menus: z.looseObject({
    top: getMenusNavByNavAnswer,
    footer: getMenusNavByNavAnswer,
    footer2: getMenusNavByNavAnswer,
  }),
  partners: z.array(getPartnersOrganisationByGuidAnswer),
});

/** GET /api/v2/organisations/:guid/authsettings */
export const getApiV2OrganisationsByGuidAuthsettingsAnswer = z.looseObject({
  enableLocal: z.boolean(),
  enableFacebook: z.boolean(),
  enableGoogle: z.boolean(),
  enableOauth2: z.boolean(),
  enableOidc: z.boolean(),
  externalLoginSources,
});

/** POST /organisations/:guid */
export const postOrganisationsByGuidAnswer = getOrganisationsSlugBySlugAnswer.extend({
  secretsSet: z.looseObject({
    oauth2ClientSecret: z.boolean(),
    oidcClientSecret: z.boolean(),
    trelloToken: z.boolean(),
    typeformToken: z.boolean(),
    quicktapsurveyToken: z.boolean(),
    quicktapsurveyPassword: z.boolean(),
  }),
});
