import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { LegacyRoute } from './legacy-routes';
import { legacyOpenApiDocument } from './openapi';

export const OPENAPI_PATH = '/openapi.json';
export const REFERENCE_PATH = '/reference';

/**
 * `{base}/openapi.json` and a browsable reference at `{base}/reference` (Swagger UI, served from
 * the package: no CDN, as customers' networks may have no internet). The document is built once,
 * from the same route table the façade mounts.
 */
export async function registerLegacyReference(scope: FastifyInstance, routes: LegacyRoute[]): Promise<void> {
  const document = legacyOpenApiDocument(routes, scope.prefix);
  await scope.register(swagger, { mode: 'static', specification: { document: document as never } });
  scope.get(OPENAPI_PATH, (_request, reply) => reply.header('cache-control', 'public, max-age=300').send(document));
  await scope.register(swaggerUi, {
    routePrefix: REFERENCE_PATH,
    uiConfig: { docExpansion: 'list', deepLinking: true, tryItOutEnabled: false, validatorUrl: null },
    staticCSP: false,
  });
}
