import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '#shared/constants.ts';
import en from '#shared/i18n/en.json';
import sv from '#shared/i18n/sv.json';
import { settingsWithDefaults } from '#shared/schemas/organisation.ts';
import type { SiteRecord } from '#server/modules/organisation/site-cache.ts';
import { isMissingTarget } from './missing-target';
import { shareMetadataFor, tenantManager } from './page-metadata';
import { escapeHtml, withShareMetadata, type ShareMetadata } from './share-metadata';

/** What the server writes into the client's index.html for one request. */
export interface ClientPage {
  /** The site's language, so `<html lang>` is right before the client has loaded. */
  language: Language;
  /** What search results show: the shared page's own description, else the site's. */
  description: string;
  share: ShareMetadata | null;
  /** False for an idea or tag page whose idea or tag the site does not have: answered 404. */
  found: boolean;
}

/** The page for a request. */
export type ClientPageLoader = (request: FastifyRequest) => Promise<ClientPage>;

/** The start page's introduction says what a site is for, in its language. */
const SITE_INTRODUCTIONS: Record<Language, string> = { en: en.start.intro, sv: sv.start.intro };

export function siteLanguage(site: SiteRecord): Language {
  return SUPPORTED_LANGUAGES.find((language) => language === site.language) ?? DEFAULT_LANGUAGE;
}

export function siteDescription(site: SiteRecord): string {
  return SITE_INTRODUCTIONS[siteLanguage(site)].replace('{{name}}', () => site.name);
}

/** The request's site (registerKnownHosts) and, for shared pages, their preview. */
export function clientPageLoader(orm: MikroORM): ClientPageLoader {
  return async (request) => {
    const site = request.site;
    const share = await shareMetadataFor(orm, site, request);
    // A page with a preview has its idea already; only the others are looked up.
    const found = share !== null || !(await isMissingTarget(tenantManager(orm, site), request.url.split('?')[0] ?? ''));
    return { language: siteLanguage(site), description: share?.description ?? siteDescription(site), share, found };
  };
}

/** index.html with the page's language, description and preview tags; everything from users escaped. */
export function renderClientPage(template: string, page: ClientPage, productName: string): string {
  const html = template.replace(/<html lang="[^"]*"/i, () => `<html lang="${page.language}"`);
  if (page.share) return withShareMetadata(html, page.share, productName);
  return html.replace(/<\/head>/i, () => `    <meta name="description" content="${escapeHtml(page.description)}" />\n  </head>`);
}

/** The site's install manifest: its own name and colour, the product's icons. */
export function webManifest(site: SiteRecord): Record<string, unknown> {
  const { theme } = settingsWithDefaults(site.settings);
  return {
    name: site.name,
    short_name: site.name.slice(0, 30),
    description: siteDescription(site),
    lang: siteLanguage(site),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: theme.buttonColorPrimary,
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
