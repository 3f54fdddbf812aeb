import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the Vite-built client: hashed assets cached for a year, and index.html (never
 * cached) for every other GET so the client router can take the path.
 */
export async function registerStaticClient(app: FastifyInstance, clientDir: string, apiPrefixes: string[]): Promise<void> {
  const built = existsSync(join(clientDir, 'index.html'));
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
  app.setNotFoundHandler((request, reply) => {
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
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
