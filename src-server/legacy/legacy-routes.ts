import formBody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { z } from 'zod';
import { AppError } from '#server/errors/app-error.ts';
import { FileDownload, sendDownload } from '#server/http/file-download.ts';
import { contextFromRequest } from '#server/http/request-context.ts';
import { registerMultipart } from '#server/modules/media/receive-upload.ts';
import { createCaller } from '#server/trpc/app-router.ts';
import type { AppContext, AppDeps } from '#server/trpc/context.ts';
import { bearerTransport } from '#server/modules/auth/session-transport.ts';
import { siteAddress } from '#server/modules/organisation/site-address.ts';
import { hygienicInput } from '#server/trpc/input-hygiene.ts';
import { guardJsonBodies } from '#server/http/json-guard.ts';
import { routeApiTokenScope } from './api-token-scope';
import { downloadLinkAnswer, signInByDownloadLink } from './download-route';
import { legacySuccessBody, sendLegacyError } from './envelope';
import { nestFormFields } from './form-fields';
import { readMultipartFields } from './multipart-fields';
import { registerLegacyReference } from './reference-page';

export interface LegacyCall {
  /** The same procedures the browser calls, with the same validation and access tiers. */
  caller: ReturnType<typeof createCaller>;
  ctx: AppContext;
  body: Record<string, unknown>;
  query: Record<string, string | undefined>;
  params: Record<string, string>;
  /** The raw request, for the few routes that take a file upload. */
  request: FastifyRequest;
}

export type LegacyHandler = (call: LegacyCall) => Promise<unknown>;

/**
 * What the OpenAPI document says about a route, next to the route itself so a route added later
 * is documented where it is written (test/legacy/openapi.test.ts refuses one without it). The
 * schemas are the shared ones of src-shared/schemas, or composed from them where the legacy
 * payload names a field differently.
 */
export interface LegacyRouteDoc {
  summary: string;
  /** Required for POST and PUT: the payload, or `none` for a route that reads no body. */
  body?: z.ZodType | 'none';
  query?: z.ZodType;
  /** `list`: `{ result: [...], total }`; `file`: a download, not JSON. */
  answers?: 'list' | 'file';
  /** The schema of `result` (of each list entry for a list), where the document describes it (legacy-answers.ts). */
  response?: z.ZodType;
}

export interface LegacyRouteOptions {
  /**
   * A GET that changes something (the legacy API signs out, sends mail and creates tags by GET). Browsers send
   * cookies with any GET, an image's included, so such a route acts only for a Bearer token: a
   * markdown image pointing at /logout must not sign its viewers out, nor one at a tag path plant a tag.
   */
  changesState?: boolean;
  /** The route reads a multipart file itself (receiveUpload); others get multipart fields as the body. */
  takesUpload?: boolean;
  /**
   * A file the legacy client opens in a window (spec 2 §7), where it cannot send its Bearer
   * header: besides the session cookie it takes a short-lived signed link, which the same call
   * with `?downloadLink=true` and the Bearer header answers.
   */
  download?: boolean;
  doc?: LegacyRouteDoc;
}

export interface LegacyRouteTable {
  route(method: HTTPMethods, path: string, handler: LegacyHandler, options?: LegacyRouteOptions): void;
}

export type LegacyRouteModule = (table: LegacyRouteTable) => void;

export interface LegacyRoute {
  method: HTTPMethods;
  path: string;
  handler: LegacyHandler;
  options: LegacyRouteOptions;
  /** The registering module, named after its function (`campaignLegacyRoutes` → campaign). */
  group: string;
}

function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** Every route the modules register, in order: the one table the server and the OpenAPI document read. */
export function collectLegacyRoutes(modules: LegacyRouteModule[]): LegacyRoute[] {
  const routes: LegacyRoute[] = [];
  for (const register of modules) {
    const group = register.name.replace(/LegacyRoutes$/, '').replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`) || 'legacy';
    register({ route: (method, path, handler, options = {}) => routes.push({ method, path, handler, options, group }) });
  }
  return routes;
}

/**
 * Legacy clients send JSON, url-encoded forms with bracketed names, or multipart forms, and some
 * send `Content-Type: application/json` with no body at all (a DELETE, a POST without payload).
 */
function registerBodyParsers(scope: FastifyInstance): void {
  const json = scope.getDefaultJsonParser('error', 'error');
  guardJsonBodies(scope, (request, text, done) => (text.trim() === '' ? done(null, {}) : json(request, text, done)));
}

async function legacyBody(request: FastifyRequest, options: LegacyRouteOptions): Promise<unknown> {
  if (!options.takesUpload && request.isMultipart()) return readMultipartFields(request);
  return request.body;
}

/**
 * Mounts the legacy REST façade (spec 3 §7) on its own base path: JSON, url-encoded and
 * multipart bodies, `{ result }` on HTTP 200, `{ error }` otherwise, `route-not-found` for any
 * unknown path so a client can tell a missing route from a missing record, and the OpenAPI
 * document with its reference page.
 */
export async function registerLegacyFacade(scope: FastifyInstance, deps: AppDeps, modules: LegacyRouteModule[]): Promise<void> {
  registerBodyParsers(scope);
  await scope.register(formBody, { bodyLimit: 1024 * 1024, parser: (text) => nestFormFields(new URLSearchParams(text)) });
  await registerMultipart(scope);
  scope.setNotFoundHandler((request, reply) => sendLegacyError(request, reply, new AppError('route-not-found')));
  scope.setErrorHandler((error, request, reply) => sendLegacyError(request, reply, toAppError(error), scope.prefix));

  const routes = collectLegacyRoutes(modules);
  for (const route of routes) {
    const { method, path, handler, options } = route;
    const tokenScope = routeApiTokenScope(route);
    scope.route({
      method,
      url: path,
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        if (request.apiToken && !(tokenScope && request.apiToken.scopes.includes(tokenScope))) {
          // RFC 6750 §3.1: the scope that would have done, where one would.
          reply.header('www-authenticate', tokenScope ? `Bearer error="insufficient_scope", scope="${tokenScope}"` : 'Bearer error="insufficient_scope"');
          throw new AppError('forbidden');
        }
        if (options.changesState && request.authSession && !request.headers.authorization) throw new AppError('csrf-rejected');
        // Unstorable text in the query and path was refused with the request (request-scope.ts). Plain
        // copies: Fastify's own objects have a prototype of their own, which the text rules' walk skips.
        const query = asRecord({ ...(request.query as object) }) as Record<string, string | undefined>;
        if (options.download) {
          if (query.downloadLink === 'true') return reply.status(200).send(legacySuccessBody(await downloadLinkAnswer(request, deps)));
          await signInByDownloadLink(request, deps, query.download);
        }
        // Legacy clients sign in with Bearer JWTs, so new sessions reach them as a JWT.
        const ctx = contextFromRequest(request, deps, bearerTransport(deps.jwtKey));
        const result = await handler({
          caller: createCaller(ctx),
          ctx,
          // The same text rules as every procedure, also for what a handler reads itself.
          body: asRecord(hygienicInput(await legacyBody(request, options))),
          query,
          params: asRecord({ ...(request.params as object) }) as Record<string, string>,
          request,
        });
        if (result instanceof FileDownload) return sendDownload(reply, result);
        return reply.status(200).send(legacySuccessBody(result, { baseUrl: siteAddress(ctx.site, deps.publicUrl) }));
      },
    });
  }
  await registerLegacyReference(scope, routes);
}

/** Fastify's own failures (bad JSON, body too large) become catalogue codes. */
export function toAppError(error: unknown): unknown {
  const statusCode = (error as { statusCode?: number }).statusCode;
  if (statusCode === 413) return new AppError('payload-too-large', { cause: error });
  if (statusCode === 415) return new AppError('unsupported-media-type', { cause: error });
  if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) return new AppError('invalid-input', { cause: error });
  return error;
}
