import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject, type ZodOpenApiResponseObject, type ZodOpenApiResponsesObject } from 'zod-openapi';
import { errorCodes, errorStatus, type ErrorCode } from '#shared/errors.ts';
import { scimOpenApiPaths } from '#server/modules/provisioning/scim-openapi.ts';
import { routeApiTokenScope } from './api-token-scope';
import type { LegacyRoute } from './legacy-routes';

/** The HTTP statuses of the catalogue's 4xx codes, each answer documented with exactly its codes. */
const errorCode = z.enum(errorCodes).meta({ id: 'LegacyErrorCode', description: 'A message key of the error catalogue; its texts are errors.<code> in the en and sv translations.' });

const clientErrorStatuses = [...new Set(Object.values(errorStatus))].filter((status) => status >= 400 && status < 500).sort((a, b) => a - b);

function codesOf(match: (status: number) => boolean): [ErrorCode, ...ErrorCode[]] {
  return errorCodes.filter((code) => match(errorStatus[code])) as [ErrorCode, ...ErrorCode[]];
}

/**
 * The error envelope as sendLegacyError writes it, for the codes answered with one status (or
 * the 5xx ones). `login` and `postLogin` come with the codes that ask for a sign-in, all 401s.
 */
function errorBody(status: number | '5XX') {
  const codes = codesOf((code) => (status === '5XX' ? code >= 500 : code === status));
  const base = z.object({
    error: z.enum(codes).meta({ description: 'A message key of the error catalogue; its texts are errors.<code> in the en and sv translations.' }),
    fields: z.record(z.string(), z.array(errorCode)).optional().meta({ description: 'Per-field codes, keyed by the field path.' }),
    details: z.array(z.string()).optional().meta({ description: 'What the code is about, for the few codes that name things: the e-mail addresses not found or already authors (an idea\'s guid first, when the idea was saved), the invalid addresses of an invitation.' }),
    redirect: z.string().optional().meta({ description: 'Where the client should navigate.' }),
  });
  const body =
    status === 401
      ? base.extend({
          login: z.literal(true).optional().meta({ description: 'The client should ask the user to sign in.' }),
          postLogin: z.string().nullable().optional().meta({ description: 'With login: the façade path to return to once signed in (the page a GET asked for), or null after any other method.' }),
        })
      : base;
  return body.meta({ id: status === '5XX' ? 'LegacyServerError' : `LegacyError${status}` });
}

const errorBodies = new Map<number | '5XX', ReturnType<typeof errorBody>>([...clientErrorStatuses, '5XX' as const].map((status) => [status, errorBody(status)]));

const success = z.object({ result: z.unknown() }).meta({ id: 'LegacyResult' });
const list = z.object({ result: z.array(z.unknown()), total: z.number().int() }).meta({ id: 'LegacyList' });
const downloadLink = z.object({ result: z.object({ url: z.string(), expiresAt: z.string() }) }).meta({ id: 'LegacyDownloadLink' });

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

/**
 * A POST may carry an Idempotency-Key: the creating ones answer a repeat within 24 hours with
 * their first answer (src-server/modules/idempotency); the others ignore it.
 */
const idempotencyHeader = z.object({
  'Idempotency-Key': z
    .string()
    .optional()
    .meta({ description: 'Sent again with the same body within 24 hours, a creating write answers its first answer instead of writing twice; with another body, 422 idempotency-key-reused; while the first is still running, the repeat waits up to 2 s for its answer, then 409 idempotency-key-in-progress with Retry-After.' }),
});

function requestOf(route: LegacyRoute, method: string): Pick<ZodOpenApiOperationObject, 'requestParams' | 'requestBody'> {
  const doc = route.options.doc;
  const path = pathParameters(route.path);
  const query = doc?.query instanceof z.ZodObject ? doc.query : undefined;
  const upload = z.object({ file: z.string().meta({ format: 'binary', description: 'The file, as the only file part.' }) }).catchall(z.string());
  const body = route.options.takesUpload
    ? { content: { 'multipart/form-data': { schema: upload } }, required: true }
    : doc?.body && doc.body !== 'none'
      ? { content: { 'application/json': { schema: doc.body }, 'application/x-www-form-urlencoded': { schema: doc.body }, 'multipart/form-data': { schema: doc.body } } }
      : undefined;
  const header = method === 'POST' ? idempotencyHeader : undefined;
  return { requestParams: { ...(path ? { path } : {}), ...(query ? { query } : {}), ...(header ? { header } : {}) }, ...(body ? { requestBody: body } : {}) };
}

/** The types an export answers in: CSV (also the Windows dialect) or an Excel workbook. */
const fileTypes = ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];

/** The JSON envelope, with what is inside `result` where the route documents it. */
function jsonAnswerOf(route: LegacyRoute) {
  const { answers, response } = route.options.doc ?? {};
  if (!response) return answers === 'list' ? list : success;
  return answers === 'list' ? z.object({ result: z.array(response), total: z.number().int() }) : z.object({ result: response });
}

function successOf(route: LegacyRoute): ZodOpenApiResponseObject {
  const answers = route.options.doc?.answers;
  if (answers !== 'file') return { description: answers === 'list' ? 'A page of the list and the total count.' : 'Success.', content: { 'application/json': { schema: jsonAnswerOf(route) } } };
  const file = Object.fromEntries(fileTypes.map((type) => [type, { schema: z.string().meta({ format: 'binary' }) }]));
  return route.options.download
    ? { description: 'The file, as an attachment (CSV or, with format=xls, an Excel workbook); with ?downloadLink=true, `{ result: { url, expiresAt } }`: the same address signed for one minute, for a window.', content: { ...file, 'application/json': { schema: downloadLink } } }
    : { description: 'The file, as an attachment.', content: file };
}

const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * The 4xx statuses a route can answer, from what it is rather than listed per route: any request
 * can be refused for its text or its Host (400, 421) and for who asks (401, 403: sign-in, tier,
 * CSRF, private campaigns); one that names rows (path, query or body) may name a missing one
 * (404); writes, and GETs that act, may conflict (409) and are rate limited where they sign in,
 * send mail or upvote (429), as is every route an API token may call (429, per token); a body may be too large or of a type the façade does not read (413, 415);
 * a POST may reuse an Idempotency-Key for another body (422).
 */
function clientErrorsOf(route: LegacyRoute, method: string): number[] {
  const acts = WRITES.includes(method) || route.options.changesState === true;
  const namesRows = route.path.includes(':') || route.options.doc?.query !== undefined || WRITES.includes(method);
  return clientErrorStatuses.filter((status) => {
    if (status === 404) return namesRows;
    if (status === 409) return acts;
    if (status === 429) return acts || routeApiTokenScope(route) !== null;
    if (status === 413 || status === 415) return WRITES.includes(method);
    if (status === 422) return method === 'POST';
    return true;
  });
}

function responsesOf(route: LegacyRoute, method: string): ZodOpenApiResponsesObject {
  const responses: Record<string, ZodOpenApiResponseObject> = { 200: successOf(route) };
  for (const status of clientErrorsOf(route, method)) {
    responses[status] = { description: `Refused: a ${status} code of the catalogue.`, content: { 'application/json': { schema: errorBodies.get(status)! } } };
  }
  responses['5XX'] = { description: 'A failure of the server or of a service it needs.', content: { 'application/json': { schema: errorBodies.get('5XX')! } } };
  return responses;
}

/**
 * The operationId, from method and path so it stays while the route does: `GET /campaigns/:slug/ideas`
 * → `getCampaignsBySlugIdeas`. The build fails on two routes that would share one.
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => (segment.startsWith(':') ? ['by', ...segment.slice(1).split(/[^A-Za-z0-9]+/)] : segment.split(/[^A-Za-z0-9]+/)))
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1));
  return method.toLowerCase() + words.join('');
}

/**
 * The OpenAPI 3.1 document of the façade, built from the route table the server mounts and the
 * Zod schemas those routes document: nothing here is written by hand per route.
 */
export function legacyOpenApiDocument(routes: LegacyRoute[], basePath: string) {
  const paths: ZodOpenApiPathsObject = {};
  const operationIds = new Set<string>();
  for (const route of routes) {
    const item = (paths[openApiPath(route.path)] ??= {});
    const tokenScope = routeApiTokenScope(route);
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      const operationId = operationIdOf(method, route.path);
      if (operationIds.has(operationId)) throw new Error(`two legacy routes share the operationId ${operationId}`);
      operationIds.add(operationId);
      item[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'] = {
        operationId,
        tags: [route.group],
        summary: route.options.doc?.summary,
        ...requestOf(route, method.toUpperCase()),
        responses: responsesOf(route, method.toUpperCase()),
        security: [{ bearer: [] }, ...(tokenScope ? [{ apiToken: [tokenScope] }] : []), { session: [] }, ...(route.options.download ? [{ downloadLink: [] }] : []), {}],
        ...(isDocumented(route, method) ? {} : { 'x-undocumented': true }),
      };
    }
  }
  // The SCIM routes sit beside the façade, each path naming its own server.
  Object.assign(paths, scimOpenApiPaths());
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'IdeaHunt legacy REST API',
      version: '1',
      description:
        "The legacy REST façade: the same validation, access rules and error codes as the web app. Success answers `{ result }` (lists `{ result, total }`) with HTTP 200; failures `{ error }` with a 4xx or 5xx status. Bodies may be JSON, url-encoded (bracketed names nest) or multipart. The site is the request's Host. The SCIM 2.0 routes (tag scim, server /scim/v2) answer in SCIM's own format instead.",
    },
    servers: [{ url: basePath }],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The JWT that POST /login and POST /signup answer.' },
        apiToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'iht_<id>.<secret>',
          description:
            "An API token a site admin made (Admin → API tokens). It acts as that admin, only on the routes whose security lists its scope: `read` every reading route but people's records, `ideas-write` the writes of ideas, upvotes and comments, `people-admin` people's records, labels and roles, `provisioning` the SCIM routes alone, `webhooks` the webhook endpoints and their delivery logs, `evaluation` the writes of a campaign's review (stages and moves between them, scorecards, assignments, reviews: a move decides an idea's review and is told to its authors, so `ideas-write` does not reach it; reading them takes `read`). Refused with 401 once revoked or expired; 600 requests a minute per token, then 429 with Retry-After.",
        },
        session: { type: 'apiKey', in: 'cookie', name: '__Host-session', description: 'The browser session cookie, for pages on the same site.' },
        downloadLink: { type: 'apiKey', in: 'query', name: 'download', description: 'A signed download link (exports only), valid for one minute.' },
      },
    },
    paths,
  });
}
