import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from 'zod-openapi';
import { errorCodes } from '../../src-shared/errors';
import type { LegacyRoute } from './legacy-routes';

const errorBody = z
  .object({
    error: z.enum(errorCodes).meta({ description: 'A message key of the error catalogue; its texts are errors.<code> in the en and sv translations.' }),
    fields: z.record(z.string(), z.array(z.enum(errorCodes))).optional().meta({ description: 'Per-field codes, keyed by the field path.' }),
    redirect: z.string().optional().meta({ description: 'Where the client should navigate.' }),
    login: z.literal(true).optional().meta({ description: 'The client should ask the user to sign in.' }),
  })
  .meta({ id: 'LegacyError' });

const success = z.object({ result: z.unknown() }).meta({ id: 'LegacyResult' });
const list = z.object({ result: z.array(z.unknown()), total: z.number().int() }).meta({ id: 'LegacyList' });

/** A route states what it does, and a POST or PUT what it reads (a schema, or that it reads none). */
export function isDocumented(route: LegacyRoute, method: string): boolean {
  const doc = route.options.doc;
  if (!doc?.summary) return false;
  return !['POST', 'PUT', 'PATCH'].includes(method.toUpperCase()) || route.options.takesUpload === true || doc.body !== undefined;
}

/** `/coach/campaigns/:slug` → `/coach/campaigns/{slug}`, the notation of the spec and of OpenAPI. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

function pathParameters(path: string): z.ZodObject | undefined {
  const names = [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!);
  return names.length === 0 ? undefined : z.object(Object.fromEntries(names.map((name) => [name, z.string()])));
}

function requestOf(route: LegacyRoute): Pick<ZodOpenApiOperationObject, 'requestParams' | 'requestBody'> {
  const doc = route.options.doc;
  const path = pathParameters(route.path);
  const query = doc?.query instanceof z.ZodObject ? doc.query : undefined;
  const upload = z.object({ file: z.string().meta({ format: 'binary', description: 'The file, as the only file part.' }) }).catchall(z.string());
  const body = route.options.takesUpload
    ? { content: { 'multipart/form-data': { schema: upload } }, required: true }
    : doc?.body && doc.body !== 'none'
      ? { content: { 'application/json': { schema: doc.body }, 'application/x-www-form-urlencoded': { schema: doc.body }, 'multipart/form-data': { schema: doc.body } } }
      : undefined;
  return { requestParams: { ...(path ? { path } : {}), ...(query ? { query } : {}) }, ...(body ? { requestBody: body } : {}) };
}

function responsesOf(route: LegacyRoute): ZodOpenApiOperationObject['responses'] {
  const answers = route.options.doc?.answers;
  const response = route.options.doc?.response;
  const json = response
    ? answers === 'list'
      ? z.object({ result: z.array(response), total: z.number().int() })
      : z.object({ result: response })
    : answers === 'list'
      ? list
      : success;
  const ok =
    answers === 'file'
      ? { description: 'The file, as an attachment; with ?downloadLink=true, `{ result: { url, expiresAt } }`: the same address signed for one minute, for a window.', content: { 'application/octet-stream': { schema: z.string().meta({ format: 'binary' }) } } }
      : { description: answers === 'list' ? 'A page of the list and the total count.' : 'Success.', content: { 'application/json': { schema: json } } };
  return { 200: ok, default: { description: 'A failure: 4xx (or 5xx) with a catalogue code.', content: { 'application/json': { schema: errorBody } } } };
}

/**
 * The OpenAPI 3.1 document of the façade, built from the route table the server mounts and the
 * Zod schemas those routes document: nothing here is written by hand per route.
 */
export function legacyOpenApiDocument(routes: LegacyRoute[], basePath: string) {
  const paths: ZodOpenApiPathsObject = {};
  for (const route of routes) {
    const item = (paths[openApiPath(route.path)] ??= {});
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      item[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'] = {
        tags: [route.group],
        summary: route.options.doc?.summary,
        ...requestOf(route),
        responses: responsesOf(route),
        security: [{ bearer: [] }, { session: [] }, ...(route.options.download ? [{ downloadLink: [] }] : []), {}],
        ...(isDocumented(route, method) ? {} : { 'x-undocumented': true }),
      };
    }
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'IdeaHunt legacy REST API',
      version: '1',
      description:
        "The legacy REST façade: the same validation, access rules and error codes as the web app. Success answers `{ result }` (lists `{ result, total }`) with HTTP 200; failures `{ error }` with a 4xx or 5xx status. Bodies may be JSON, url-encoded (bracketed names nest) or multipart. The site is the request's Host.",
    },
    servers: [{ url: basePath }],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The JWT that POST /login and POST /signup answer.' },
        session: { type: 'apiKey', in: 'cookie', name: '__Host-session', description: 'The browser session cookie, for pages on the same site.' },
        downloadLink: { type: 'apiKey', in: 'query', name: 'download', description: 'A signed download link (exports only), valid for one minute.' },
      },
    },
    paths,
  });
}
