import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PRODUCT_NAME } from '../../src-shared/constants';
import type { PageMetadataLoader } from './page-metadata';
import { withShareMetadata } from './share-metadata';

/**
 * index.html read once and kept, re-read only when the file changes (a rebuild writes new asset
 * names into it): pages with preview metadata are rendered from it on every request.
 */
function indexTemplate(path: string): () => Promise<string> {
  let cached: { mtimeMs: number; html: string } | null = null;
  return async () => {
    const { mtimeMs } = await stat(path);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: await readFile(path, 'utf8') };
    return cached.html;
  };
}

/**
 * Serves the Vite-built client: hashed assets cached for a year, and index.html (never
 * cached) for every other GET so the client router can take the path. Pages that are shared
 * (an idea) get their title and link-preview tags in that HTML when `metadataFor` finds any:
 * crawlers do not run the client.
 */
export async function registerStaticClient(app: FastifyInstance, clientDir: string, apiPrefixes: string[], metadataFor?: PageMetadataLoader): Promise<void> {
  const built = existsSync(join(clientDir, 'index.html'));
  const template = indexTemplate(join(clientDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: clientDir,
      // "/" is the client too; any other path the router owns falls to the handler below.
      index: 'index.html',
      // Looked up per request, so a rebuild's new asset names are served without a restart.
      wildcard: true,
      setHeaders(res, path) {
        res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  /** The page with its preview tags, or null for the plain index.html; a failed lookup must not cost the visitor the page. */
  async function pageWithMetadata(request: FastifyRequest): Promise<string | null> {
    if (!metadataFor) return null;
    try {
      const metadata = await metadataFor(request);
      return metadata ? withShareMetadata(await template(), metadata, PRODUCT_NAME) : null;
    } catch (error) {
      request.log.error({ err: error }, 'page metadata failed');
      return null;
    }
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = apiPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
    // A missing file (a name with an extension) is a 404, not the app: a browser must not get
    // HTML where it asked for a script or an image.
    const isFile = /\.[a-z0-9]+$/i.test(path);
    if (isApi || isFile || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ error: 'route-not-found' });
    }
    if (!built) {
      return reply.status(503).type('text/plain').send('The client is not built yet: run `npm run build` (npm start does it for you).');
    }
    const page = await pageWithMetadata(request);
    if (page) return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
