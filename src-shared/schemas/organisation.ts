import { z } from 'zod';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '../constants';
import { CONDITION_KINDS, CONDITION_PATTERN_MAX_LENGTH } from '../field-conditions';
import { retentionSettingsSchema } from './retention';

/**
 * Organisation settings: every setting named in spec 3 §3 "Organisation settings" and
 * spec 2 §3, each with its default, so a stored settings object missing a key (an older
 * row, a partial legacy update) still parses to a complete one.
 */

const linkTypeSchema = z.enum(['internal', 'agreement', 'external']);
export const legalLinkSchema = z.object({
  value: z.string().max(2000).default(''),
  type: linkTypeSchema.default('external'),
});

export const oauth2SourceSchema = z.object({
  provider: z.string().max(200).default(''),
  clientID: z.string().max(500).default(''),
  clientSecret: z.string().max(500).default(''),
  scope: z.string().max(500).default(''),
  authorizationURL: z.string().max(2000).default(''),
  tokenURL: z.string().max(2000).default(''),
  userProfileURL: z.string().max(2000).default(''),
  visible: z.boolean().default(false),
});

/** The most claim-to-field rules an OpenID Connect provider takes. */
export const OIDC_CLAIM_MAPPINGS_MAX = 20;

/** A claim of the provider's ID token or UserInfo copied into a registration field of a new account. */
export const oidcClaimMappingSchema = z.object({
  claim: z.string().max(100),
  fieldid: z.string().max(200),
});

/**
 * The site's own OpenID Connect provider (issue 35): found by discovery from its issuer, so the
 * admin names no endpoints. `providerOnly` makes it the site's only way in (docs/oidc.md).
 */
export const oidcSourceSchema = z.object({
  provider: z.string().max(200).default(''),
  issuer: z.string().max(2000).default(''),
  clientID: z.string().max(500).default(''),
  clientSecret: z.string().max(500).default(''),
  providerOnly: z.boolean().default(false),
  claimMappings: z.array(oidcClaimMappingSchema).max(OIDC_CLAIM_MAPPINGS_MAX).default([]),
});

/**
 * The types a field inside a repeating group or an expandable section may have: no nesting. A
 * boolean is one checkbox, its value 'true' or nothing (spec 3 §5: empty or false is false).
 */
export const basicRegistrationFieldTypes = ['text', 'textarea', 'select-checkbox', 'dropdown', 'boolean'] as const;
/**
 * Registration field types: the basic ones, and the engine's compound ones (spec 3 §4), which only
 * registration fields offer: idea values feed search, exports and statistics, which read flat values.
 */
export const registrationFieldTypes = [...basicRegistrationFieldTypes, 'multi-group', 'wrapper', 'generated-id'] as const;
export type RegistrationFieldType = (typeof registrationFieldTypes)[number];

/** The most items a repeating group may be set to take, and what a new one takes. */
export const GROUP_MAX_ITEMS_LIMIT = 20;
export const GROUP_MAX_ITEMS_DEFAULT = 5;
/** A generated-id field's pattern unless the admin gives one. */
export const GENERATED_ID_DEFAULT_PATTERN = '{uuid}';

/** A field's condition as stored (field-conditions.ts reads it). */
export const fieldConditionSchema = z.object({
  fieldid: z.string().max(200),
  kind: z.enum(CONDITION_KINDS),
  pattern: z.string().max(CONDITION_PATTERN_MAX_LENGTH).default(''),
  negate: z.boolean().default(false),
});

/** A field inside a repeating group or an expandable section, as stored: a basic type, no flags of the site's list. */
export const registrationChildFieldSchema = z.object({
  fieldid: z.string().max(200),
  label: z.string().max(500),
  required: z.boolean().default(false),
  description: z.string().max(5000).default(''),
  multiline: z.boolean().default(false),
  formTypeRegistration: z.enum(basicRegistrationFieldTypes).default('text'),
  options: z.string().max(5000).default(''),
  option: z.array(z.object({ _id: z.string().max(200), text: z.string().max(500) })).default([]),
  /** The most options a select-checkbox takes; 0 is no limit. */
  limit: z.number().int().min(0).default(0),
});

/** A registration extra field definition (spec 3 §3), edited on the registration fields screen. */
export const registrationFieldSchema = registrationChildFieldSchema.extend({
  public: z.boolean().default(false),
  registrationenabled: z.boolean().default(true),
  formTypeRegistration: z.enum(registrationFieldTypes).default('text'),
  conditions: z.array(fieldConditionSchema).default([]),
  /** A multi-group's or wrapper's own fields. */
  fields: z.array(registrationChildFieldSchema).default([]),
  /** The most items a multi-group takes. */
  maxItems: z.number().int().min(1).max(GROUP_MAX_ITEMS_LIMIT).default(GROUP_MAX_ITEMS_DEFAULT),
  /** A generated-id field's pattern: `{uuid}`, `{n}` for n random digits (field-groups.ts generatedId). */
  pattern: z.string().max(200).default(GENERATED_ID_DEFAULT_PATTERN),
});

export const studentTypes = ['NOT_STUDENT', 'EX_STUDENT', 'IS_STUDENT', 'EX_RESEARCHER', 'IS_RESEARCHER'] as const;

const specialFieldGroup = {
  enabled: z.boolean().default(false),
  required: z.boolean().default(false),
  public: z.boolean().default(false),
};

export const registrationExtraFieldsSchema = z.object({
  custom: z.array(registrationFieldSchema).default([]),
  personalnumber: z
    .object({
      ...specialFieldGroup,
      // Off unless the admin asks: spec 3 §5's rule is the shape alone, which every number checked before still meets.
      checkDigit: z.boolean().default(false),
    })
    .prefault({}),
  student: z.object({ ...specialFieldGroup, option: z.array(z.enum(studentTypes)).default([...studentTypes]) }).prefault({}),
});
/** The registration fields setting as written (seeds, tests): keys left out take their defaults. */
export type RegistrationExtraFieldsSetting = z.input<typeof registrationExtraFieldsSchema>;

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/);

export const themeSchema = z.object({
  buttonColorPrimary: hexColour.default('#1f5fbf'),
  buttonColorSecondary: hexColour.default('#e8eef8'),
  actionColor: hexColour.default('#e0633a'),
  linkColor: hexColour.default('#1f5fbf'),
  heroTextColor: hexColour.default('#ffffff'),
});

/** Branding assets are file URLs; the hero and button texts are plain strings. */
export const assetsSchema = z.object({
  logo: z.string().max(2000).default(''),
  logoneg: z.string().max(2000).default(''),
  footerlogo: z.string().max(2000).default(''),
  hero: z.string().max(2000).default(''),
  heromobile: z.string().max(2000).default(''),
  heroBig: z.string().max(500).default(''),
  heroSmall: z.string().max(2000).default(''),
  heroBtnTextDesktop: z.string().max(200).default(''),
  heroBtnTextMobile: z.string().max(200).default(''),
});

export const wordingModes = ['default', 'custom', 'hidden'] as const;

export const organisationSettingsSchema = z.object({
  domainSpecificEmailTemplate: z.boolean().default(false),
  extendedCsvExport: z.boolean().default(false),
  firstLineSupport: z.boolean().default(false),
  registrationShowSecurityNumber: z.boolean().default(false),
  registrationShowStudent: z.boolean().default(false),
  hideGamification: z.boolean().default(false),
  featureHuntStatistics: z.boolean().default(false),
  featureSemiPublicHunts: z.boolean().default(false),
  enableLocal: z.boolean().default(true),
  enableFacebook: z.boolean().default(false),
  enableGoogle: z.boolean().default(false),
  enableOauth2: z.boolean().default(false),
  enableOidc: z.boolean().default(false),
  activateDomainFilter: z.boolean().default(false),
  /** The spec's limit{product}Creation, with the product being hunts. */
  limitHuntCreation: z.boolean().default(false),
  limitIdeaCreation: z.boolean().default(false),
  multipleIdeaAuthors: z.boolean().default(false),
  weeklyAdminSummary: z.boolean().default(false),
  mailToIdeaCreator: z.boolean().default(false),
  /** Spec 3 §9 says 6 and spec 2 §9 says 5 for the same default; the accounts document owns the panel. */
  maxVisiblePartnerLogos: z.number().int().min(0).max(100).default(6),
  /** 0 means tags are off for ideas (spec 1 §2: tags only when ideaMaxNumTags is set). */
  ideaMaxNumTags: z.number().int().min(0).max(100).default(0),
  domainFilters: z.array(z.string().max(253)).default([]),
  copyrightMarkup: z.string().max(5000).default(''),
  googleAnalyticsTracker: z.string().max(100).default(''),
  partnersPageLink: z.string().max(2000).default(''),
  privacyPolicyLink: legalLinkSchema.prefault({ value: '', type: 'external' }),
  termsOfServiceLink: legalLinkSchema.prefault({ value: '/page/terms-of-service', type: 'internal' }),
  externalLoginSources: z.object({ oauth2: oauth2SourceSchema.prefault({}), oidc: oidcSourceSchema.prefault({}) }).prefault({}),
  trello: z.boolean().default(false),
  trelloToken: z.string().max(500).default(''),
  typeform: z.boolean().default(false),
  typeformToken: z.string().max(500).default(''),
  quicktapsurvey: z.boolean().default(false),
  quicktapsurveyUser: z.string().max(500).default(''),
  /** QuickTapSurvey's API signs in with user name, password and API key (the token). */
  quicktapsurveyPassword: z.string().max(500).default(''),
  quicktapsurveyToken: z.string().max(500).default(''),
  registrationExtraFields: registrationExtraFieldsSchema.prefault({}),
  theme: themeSchema.prefault({}),
  assets: assetsSchema.prefault({}),
  heroWording: z.enum(wordingModes).default('default'),
  footerWording: z.enum(wordingModes).default('default'),
  /** The footer's own wording, shown when footerWording is custom. */
  footerText: z.string().max(1000).default(''),
  retention: retentionSettingsSchema.prefault({}),
});
export type OrganisationSettings = z.infer<typeof organisationSettingsSchema>;
/** Settings as stored or written (seeds, tests): any key left out, at any depth, takes its default. */
export type OrganisationSettingsWritten = z.input<typeof organisationSettingsSchema>;

/** A complete settings object from whatever is stored (missing keys take their defaults). */
export function settingsWithDefaults(stored: unknown): OrganisationSettings {
  return organisationSettingsSchema.parse(stored ?? {});
}

export const organisationRoleSchema = z.object({
  slug: z.string().min(1).max(100),
  name: z.string().min(1).max(200),
});
export type OrganisationRole = z.infer<typeof organisationRoleSchema>;

export const languageSchema = z.enum(SUPPORTED_LANGUAGES).default(DEFAULT_LANGUAGE);
