import { z } from 'zod';
import { isSafeRedirectPath } from '../redirect-path';
import { isGuid } from './common';
import { OIDC_CLAIM_MAPPINGS_MAX, wordingModes } from './organisation';

/**
 * What the settings screens send (spec 3 §3, spec 2 §3 and §5): the organisation admin's
 * settings, and the super admin's. The same schemas check the form, the procedures and the
 * legacy POST /organisations/{guid}. Secrets are write-only: an empty entry keeps the saved one.
 */

export const SETTINGS_TEXT_MAX = 2000;
/** A page slug as the pages admin derives it from a title: lowercase words joined by hyphens. */
export const PAGE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A GA4 measurement id (G-…) or a Universal Analytics property (UA-…-…). */
export const ANALYTICS_ID_PATTERN = /^(G-[A-Z0-9]{4,20}|UA-\d{4,12}-\d{1,4})$/;
/** A host name as an e-mail domain has it ("example.com", "mail.example.co.uk"). */
const DOMAIN_PATTERN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\/[^\s/]/i.test(value)) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const text = (max = SETTINGS_TEXT_MAX) => z.string().trim().max(max, 'VALUE_TOO_LONG');
const httpUrlOrEmpty = text().refine((value) => value === '' || isHttpUrl(value), 'PLEASE_ENTER_A_VALID_URL');
const colour = z.string().trim().regex(/^#[0-9a-fA-F]{6}$/, 'PLEASE_ENTER_A_VALID_COLOUR');

/** Where an internal legal link points: the page's slug, or its /page/{slug} path. */
export function pagePathOf(value: string): string | null {
  const slug = value.startsWith('/page/') ? value.slice('/page/'.length) : value;
  return PAGE_SLUG_PATTERN.test(slug) ? `/page/${slug}` : null;
}

/**
 * A legal link and the link-target picker's rules (spec 2 §5): internal needs a page slug
 * (stored as its /page/{slug} path), external a trimmed http(s) address, agreement the guid of
 * the agreement it names (the server checks that one is published: "no valid agreement found").
 * An empty external link is no link at all: a site without a privacy policy page yet must still
 * be able to save its other settings.
 */
export const legalLinkInput = z
  .object({ type: z.enum(['internal', 'external', 'agreement']), value: text() })
  .superRefine((link, issues) => {
    const fail = (message: string) => issues.addIssue({ code: 'custom', path: ['value'], message });
    if (link.type === 'internal') {
      if (link.value === '') fail('ERROR_REQUIRED');
      else if (!pagePathOf(link.value)) fail('PLEASE_ENTER_A_VALID_PAGE_SLUG');
    }
    if (link.type === 'external' && link.value !== '' && !isHttpUrl(link.value)) fail('PLEASE_ENTER_A_VALID_URL');
    if (link.type === 'agreement' && link.value !== '' && !isGuid(link.value)) fail('NO_VALID_AGREEMENT_FOUND');
  })
  .transform((link) => (link.type === 'internal' ? { ...link, value: pagePathOf(link.value) ?? link.value } : link));
export type LegalLinkInput = z.input<typeof legalLinkInput>;

export const oauth2Input = z.object({
  provider: text(200),
  clientID: text(500),
  /** Write-only: empty keeps the saved secret, clearClientSecret removes it. */
  clientSecret: text(500).default(''),
  clearClientSecret: z.boolean().default(false),
  scope: text(500),
  authorizationURL: httpUrlOrEmpty,
  tokenURL: httpUrlOrEmpty,
  userProfileURL: httpUrlOrEmpty,
  visible: z.boolean(),
});

/** A claim name as providers spell them (`email`, `department`, `urn:acme:team`, `groups.0`…). */
export const CLAIM_NAME_PATTERN = /^[A-Za-z0-9_.:-]{1,100}$/;

export const oidcInput = z.object({
  /** The name the sign-in button shows ("Continue with …"). */
  provider: text(200),
  issuer: httpUrlOrEmpty,
  clientID: text(500),
  /** Write-only: empty keeps the saved secret, clearClientSecret removes it (a public client relies on PKCE alone). */
  clientSecret: text(500).default(''),
  clearClientSecret: z.boolean().default(false),
  /** Sign in with the provider only: no password form, no other source, no password sign-in on the server. */
  providerOnly: z.boolean(),
  claimMappings: z
    .array(z.object({ claim: z.string().trim().regex(CLAIM_NAME_PATTERN, 'PLEASE_ENTER_A_VALID_CLAIM'), fieldid: z.string().trim().min(1, 'ERROR_REQUIRED').max(200, 'VALUE_TOO_LONG') }))
    .max(OIDC_CLAIM_MAPPINGS_MAX, 'VALUE_TOO_LONG'),
});

/** A site asset: a file URL from the uploads (the server checks it is this site's, of the right kind) or empty. */
const assetUrl = text();

export const brandingInput = z.object({
  theme: z.object({
    buttonColorPrimary: colour,
    buttonColorSecondary: colour,
    actionColor: colour,
    linkColor: colour,
    heroTextColor: colour,
  }),
  assets: z.object({
    logo: assetUrl,
    logoneg: assetUrl,
    footerlogo: assetUrl,
    hero: assetUrl,
    heromobile: assetUrl,
    heroBig: text(500),
    heroSmall: text(),
    heroBtnTextDesktop: text(200),
    heroBtnTextMobile: text(200),
  }),
  /** Markdown; shown as sanitised HTML in the footer. */
  copyrightMarkup: text(5000),
});

export const siteSettingsInput = z
  .object({
    hideGamification: z.boolean(),
    featureHuntStatistics: z.boolean(),
    featureSemiPublicHunts: z.boolean(),
    limitHuntCreation: z.boolean(),
    limitIdeaCreation: z.boolean(),
    multipleIdeaAuthors: z.boolean(),
    ideaMaxNumTags: z.number({ message: 'PLEASE_ENTER_A_NUMBER' }).int('PLEASE_ENTER_A_NUMBER').min(0, 'PLEASE_ENTER_A_NUMBER').max(100, 'PLEASE_ENTER_A_NUMBER'),
    weeklyAdminSummary: z.boolean(),
    mailToIdeaCreator: z.boolean(),
    maxVisiblePartnerLogos: z.number({ message: 'PLEASE_ENTER_A_NUMBER' }).int('PLEASE_ENTER_A_NUMBER').min(0, 'PLEASE_ENTER_A_NUMBER').max(100, 'PLEASE_ENTER_A_NUMBER'),
    partnersPageLink: text().refine((value) => value === '' || isHttpUrl(value) || isSafeRedirectPath(value), 'PLEASE_ENTER_A_VALID_URL'),
    googleAnalyticsTracker: text(100).refine((value) => value === '' || ANALYTICS_ID_PATTERN.test(value), 'PLEASE_ENTER_A_VALID_ANALYTICS_ID'),
    enableLocal: z.boolean(),
    enableFacebook: z.boolean(),
    enableGoogle: z.boolean(),
    enableOauth2: z.boolean(),
    oauth2: oauth2Input,
    enableOidc: z.boolean(),
    oidc: oidcInput,
    activateDomainFilter: z.boolean(),
    domainFilters: z
      .array(z.string().trim().toLowerCase().max(253, 'VALUE_TOO_LONG').regex(DOMAIN_PATTERN, 'PLEASE_ENTER_A_VALID_DOMAIN'))
      .max(100, 'VALUE_TOO_LONG'),
    termsOfServiceLink: legalLinkInput,
    privacyPolicyLink: legalLinkInput,
  })
  .extend(brandingInput.shape)
  .superRefine((settings, issues) => {
    // With every way in switched off, nobody (the admin included) could sign in again.
    if (!settings.enableLocal && !settings.enableOauth2 && !settings.enableGoogle && !settings.enableFacebook && !settings.enableOidc) {
      issues.addIssue({ code: 'custom', path: ['enableLocal'], message: 'AT_LEAST_ONE_LOGIN_SOURCE' });
    }
    if (settings.enableOauth2) {
      const { oauth2 } = settings;
      for (const key of ['clientID', 'authorizationURL', 'tokenURL', 'userProfileURL'] as const) {
        if (oauth2[key] === '') issues.addIssue({ code: 'custom', path: ['oauth2', key], message: 'ERROR_REQUIRED' });
      }
    }
    if (settings.enableOidc) {
      for (const key of ['issuer', 'clientID'] as const) {
        if (settings.oidc[key] === '') issues.addIssue({ code: 'custom', path: ['oidc', key], message: 'ERROR_REQUIRED' });
      }
    }
    if (settings.activateDomainFilter && settings.domainFilters.length === 0) {
      issues.addIssue({ code: 'custom', path: ['domainFilters'], message: 'ERROR_REQUIRED' });
    }
  });
export type SiteSettingsInput = z.input<typeof siteSettingsInput>;
export type SiteSettingsValues = z.output<typeof siteSettingsInput>;

/** The super admin's settings (spec 2 §2 super-settings): tenant wording and the platform's switches. */
export const superSettingsInput = z.object({
  domainSpecificEmailTemplate: z.boolean(),
  extendedCsvExport: z.boolean(),
  firstLineSupport: z.boolean(),
  registrationShowSecurityNumber: z.boolean(),
  registrationShowStudent: z.boolean(),
  heroWording: z.enum(wordingModes),
  footerWording: z.enum(wordingModes),
  /** The footer's own wording when footerWording is custom. */
  footerText: text(1000),
});
export type SuperSettingsInput = z.input<typeof superSettingsInput>;
export type SuperSettingsValues = z.output<typeof superSettingsInput>;

export const SUPER_SETTINGS_KEYS = Object.keys(superSettingsInput.shape) as (keyof SuperSettingsValues)[];
