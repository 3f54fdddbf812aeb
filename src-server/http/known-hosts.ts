import { createHash } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import en from '#shared/i18n/en.json';
import sv from '#shared/i18n/sv.json';
import { AppError } from '#server/errors/app-error.ts';
import type { SiteCache } from '#server/modules/organisation/site-cache.ts';
import { escapeHtml } from './share-metadata';

function misdirectedSection(lang: 'en' | 'sv', texts: typeof en.misdirectedHost): string {
  return `<section lang="${lang}"><h1>${escapeHtml(texts.title)}</h1><p>${escapeHtml(texts.text)}</p></section>`;
}

const MISDIRECTED_STYLE = 'body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#1f2937}h1{font-size:1.4rem}section+section{border-top:1px solid #d1d5db;margin-top:2rem}';

/** The page's own policy: nothing to load, and its one style element allowed by its hash (the site's policy forbids inline styles). */
const MISDIRECTED_PAGE_POLICY = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(MISDIRECTED_STYLE).digest('base64')}'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`;

/** Before any site is known there is no language to pick, so the page says it in both. */
const MISDIRECTED_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(en.misdirectedHost.title)}</title>
<style>${MISDIRECTED_STYLE}</style></head>
<body><main>${misdirectedSection('en', en.misdirectedHost)}${misdirectedSection('sv', sv.misdirectedHost)}</main></body>
</html>
`;

function isUnder(path: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * Serves only the host names the sites are configured for (resolveOrganisationForHost), and puts
 * the site on every request for the scopes below. Any other host is answered 421 Misdirected
 * Request, never with a default site: JSON on the API paths (each scope's error handler words it
 * in its transport's format), a short page in both languages elsewhere. `openPaths` (the health
 * checks) answer on any host, as load balancers call them by address.
 */
export function registerKnownHosts(app: FastifyInstance, options: { orm: MikroORM; sites: SiteCache; apiPrefixes: readonly string[]; openPaths: readonly string[] }): void {
  app.decorateRequest('site');
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (options.openPaths.includes(path)) return;
    // A Host that is no URL authority (a space, a port past 65535) is the client's mistake, and
    // would otherwise fail deep inside, where tRPC builds the request's URL from it.
    if (!URL.canParse(`http://${request.host}`)) throw new AppError('invalid-input');
    const site = await options.sites.resolve(options.orm.em.fork(), request.host);
    if (site) {
      request.site = site;
      return;
    }
    if (isUnder(path, options.apiPrefixes)) throw new AppError('misdirected-request');
    return reply.status(421).header('cache-control', 'no-store').header('content-security-policy', MISDIRECTED_PAGE_POLICY).type('text/html; charset=utf-8').send(MISDIRECTED_PAGE);
  });
}
