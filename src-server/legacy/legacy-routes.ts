import formBody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { AppError } from '../errors/app-error';
import { FileDownload, sendDownload } from '../http/file-download';
import { contextFromRequest } from '../http/request-context';
import { registerMultipart } from '../modules/media/receive-upload';
import { createCaller } from '../trpc/app-router';
import type { AppContext, AppDeps } from '../trpc/context';
import { bearerTransport } from '../modules/auth/session-transport';
import { hygienicInput } from '../trpc/input-hygiene';
import { legacySuccessBody, sendLegacyError } from './envelope';

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

export interface LegacyRouteOptions {
  /**
   * A GET that changes something (the legacy API signs out and sends mail by GET). Browsers send
   * cookies with any GET, an image's included, so such a route acts only for a Bearer token: a
   * markdown image pointing at /logout must not sign its viewers out.
   */
  changesState?: boolean;
}

export interface LegacyRouteTable {
  route(method: HTTPMethods, path: string, handler: LegacyHandler, options?: LegacyRouteOptions): void;
}

function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}


/**
 * Mounts the legacy REST façade (spec 3 §7) on its own base path: JSON and url-encoded bodies,
 * `{ result }` on HTTP 200, `{ error }` otherwise, and `route-not-found` for any unknown path so
 * a client can tell a missing route from a missing record.
 */
export async function registerLegacyFacade(
  scope: FastifyInstance,
  deps: AppDeps,
  modules: ((table: LegacyRouteTable) => void)[],
): Promise<void> {
  await scope.register(formBody, { bodyLimit: 1024 * 1024 });
  await registerMultipart(scope);
  scope.setNotFoundHandler((request, reply) => sendLegacyError(request, reply, new AppError('route-not-found')));
  scope.setErrorHandler((error, request, reply) => sendLegacyError(request, reply, toAppError(error)));

  const table: LegacyRouteTable = {
    route(method, path, handler, options = {}) {
      scope.route({
        method,
        url: path,
        handler: async (request: FastifyRequest, reply: FastifyReply) => {
          if (options.changesState && request.authSession && !request.headers.authorization) throw new AppError('csrf-rejected');
          // Legacy clients sign in with Bearer JWTs, so new sessions reach them as a JWT.
          const ctx = contextFromRequest(request, deps, bearerTransport(deps.jwtKey));
          const result = await handler({
            caller: createCaller(ctx),
            ctx,
            // The same text rules as every procedure, also for what a handler reads itself.
            body: asRecord(hygienicInput(request.body)),
            query: asRecord(hygienicInput(request.query)) as Record<string, string | undefined>,
            params: asRecord(hygienicInput(request.params)) as Record<string, string>,
            request,
          });
          if (result instanceof FileDownload) return sendDownload(reply, result);
          return reply.status(200).send(legacySuccessBody(result));
        },
      });
    },
  };
  for (const register of modules) register(table);
}

/** Fastify's own failures (bad JSON, body too large) become catalogue codes. */
export function toAppError(error: unknown): unknown {
  const statusCode = (error as { statusCode?: number }).statusCode;
  if (statusCode === 413) return new AppError('payload-too-large', { cause: error });
  if (statusCode === 415) return new AppError('unsupported-media-type', { cause: error });
  if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) return new AppError('invalid-input', { cause: error });
  return error;
}
