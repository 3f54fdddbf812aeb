import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../constants';
import { emailSchema, guidSchema, personNameSchema } from './common';
import { isHttpUrl } from './site-settings';

/**
 * The super admin's site forms (spec 2 §2, §3 Site, §5): add and edit a site. The same schemas
 * check the form, the procedures and the legacy POST /api/v2/organisations(/{guid}).
 */

export const SITE_NAME_MAX = 200;
/** One DNS label: what a site's subdomain becomes in front of the platform's host name. */
export const SUBDOMAIN_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const SUBDOMAIN_MAX = 63;

/**
 * The subdomain a site's name suggests (spec 2 §5: "derived from the lowercased name"): the name
 * lowercased, its letters stripped of accents (å → a), everything else a single hyphen.
 */
export function subdomainOfName(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, SUBDOMAIN_MAX)
    .replace(/-+$/, '');
}

const siteName = z.string().trim().min(1, 'ERROR_REQUIRED').max(SITE_NAME_MAX, 'VALUE_TOO_LONG');
const subdomain = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, { message: 'ERROR_REQUIRED', abort: true })
  .regex(SUBDOMAIN_PATTERN, 'PLEASE_ENTER_A_VALID_SUBDOMAIN');
/** A site's own address: empty, or an http(s) origin (a path would not select the site). */
const publicUrl = z
  .string()
  .trim()
  .max(500, 'VALUE_TOO_LONG')
  .refine((value) => value === '' || (isHttpUrl(value) && new URL(value).pathname === '/' && !new URL(value).search), 'PLEASE_ENTER_A_VALID_URL');
/** A site asset: an upload's address (the server checks it is an upload of that place's kind) or empty. */
const assetUrl = z.string().trim().max(2000, 'VALUE_TOO_LONG');

/** The site assets of the site form (spec 2 §5): each one image, cropped to its place. */
export const SITE_FORM_ASSETS = ['logo', 'footerlogo', 'hero', 'heromobile'] as const;
export type SiteFormAsset = (typeof SITE_FORM_ASSETS)[number];

export const siteFieldsInput = z.object({
  name: siteName,
  subdomain,
  publicUrl,
  language: z.enum(SUPPORTED_LANGUAGES, 'invalid-input'),
  premium: z.boolean(),
  assets: z.object({ logo: assetUrl, footerlogo: assetUrl, hero: assetUrl, heromobile: assetUrl }),
});
export type SiteFieldsInput = z.input<typeof siteFieldsInput>;

/** A new site, with the address its first admin is invited at (spec 2 §2 issue: "a first admin invited by e-mail"). */
export const siteCreateInput = siteFieldsInput.extend({
  admin: z.object({ email: emailSchema, firstName: personNameSchema, lastName: personNameSchema }),
});
export type SiteCreateInput = z.input<typeof siteCreateInput>;

/** An existing site's fields; its slug stays as created. */
export const siteUpdateInput = siteFieldsInput.extend({ guid: guidSchema });
export type SiteUpdateInput = z.input<typeof siteUpdateInput>;

export const siteBySlugInput = z.object({ slug: z.string().trim().min(1, 'ERROR_REQUIRED').max(100, 'invalid-input') });
