import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isClientPath } from '#shared/client-paths.ts';
import { PRODUCT_NAME } from '#shared/constants.ts';
import { renderClientPage, type ClientPageLoader } from './client-page';

/**
 * index.html read once and kept, re-read only when the file changes (a rebuild writes new asset
 * names into it): every page is rendered from it per request.
 */
function indexTemplate(path: string): () => Promise<string> {
  let cached: { mtimeMs: number; html: string } | null = null;
  return async () => {
    const { mtimeMs } = await stat(path);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: await readFile(path, 'utf8') };
    return cached.html;
  };
}

/** Source maps are built for our own debugging, never served: they carry the whole client source. */
function isServedFile(pathname: string): boolean {
  return !pathname.endsWith('.map') && pathname !== '/index.html';
}

/**
 * Serves the Vite-built client: hashed assets cached for a year, each in the brotli or gzip copy
 * the build wrote beside it when the browser takes one; and for every other GET the client's
 * index.html (never cached) in the site's language, with a description for search results and,
 * on the pages people share, their preview tags (crawlers do not run the client). A path the
 * client has no screen for, or an idea or tag page whose idea or tag the site does not have, gets
 * the same page with status 404, so the client shows its not-found page and crawlers see the
 * page is missing.
 */
export async function registerStaticClient(app: FastifyInstance, clientDir: string, apiPrefixes: string[], loadPage?: ClientPageLoader): Promise<void> {
  const built = existsSync(join(clientDir, 'index.html'));
  const template = indexTemplate(join(clientDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: clientDir,
      // Pages, "/" included, are rendered per request below.
      index: false,
      // Looked up per request, so a rebuild's new asset names are served without a restart.
      wildcard: true,
      preCompressed: true,
      allowedPath: isServedFile,
      setHeaders(res, path) {
        res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  /** The page for this request and whether its idea or tag exists; a failed lookup must not cost the visitor the page. */
  async function renderPage(request: FastifyRequest): Promise<{ html: string; found: boolean }> {
    const html = await template();
    if (!loadPage) return { html, found: true };
    try {
      const page = await loadPage(request);
      return { html: renderClientPage(html, page, PRODUCT_NAME), found: page.found };
    } catch (error) {
      request.log.error({ err: error }, 'page metadata failed');
      return { html, found: true };
    }
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    if (!built) {
      return reply.status(503).type('text/plain').send('The client is not built yet: run `npm run build` (npm start does it for you).');
    }
    const path = request.url.split('?')[0] ?? '';
    const page = await renderPage(request);
    return reply
      .status(isClientPath(path) && page.found ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(page.html);
  }

  app.get('/', sendPage);
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = apiPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
    // A missing file (a name with an extension) is a 404, not the app: a browser must not get
    // HTML where it asked for a script or an image.
    const isFile = /\.[a-z0-9]+$/i.test(path);
    if (isApi || isFile || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ error: 'route-not-found' });
    }
    return sendPage(request, reply);
  });
}
