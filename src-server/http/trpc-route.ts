import { getErrorShape, getTRPCErrorFromUnknown, transformTRPCResponse, type AnyTRPCProcedure, type TRPCError } from '@trpc/server';
import { incomingMessageToRequest } from '@trpc/server/adapters/node-http';
import { getHTTPStatusCode, resolveResponse } from '@trpc/server/http';
import type { TRPCResponse } from '@trpc/server/rpc';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { describeError } from '#server/errors/describe-error.ts';
import { guardJsonBodies, refuseHostileJson } from './json-guard';
import type { AppRouter } from '#server/trpc/app-router.ts';
import type { AppContext } from '#server/trpc/context.ts';

interface TrpcRouteOptions {
  router: AppRouter;
  maxBatchSize: number;
  createContext: (request: FastifyRequest, reply: FastifyReply) => AppContext;
  onError: (error: TRPCError, request: FastifyRequest) => void;
}

/**
 * tRPC at `<prefix>/:path`, as @trpc/server's Fastify plugin serves it, except that a JSON answer
 * goes out as one string with its length. The plugin hands Fastify the fetch Response itself, which
 * Fastify streams chunk by chunk with chunked encoding: several socket writes per answer, and
 * socket writes are what a request costs most here (bench/). Subscriptions (text/event-stream)
 * still stream.
 */
export function registerTrpcRoute(scope: FastifyInstance, prefix: string, options: TrpcRouteOptions): void {
  // tRPC reads the raw body itself (batched POSTs are JSON text), once the guard has read it.
  guardJsonBodies(scope, (_request, text, done) => done(null, text));

  scope.all<{ Params: { path: string } }>(`${prefix}/:path`, async (request, reply) => {
    // Queries and subscriptions carry their input as JSON in the query string, parsed as plainly.
    const input = (request.query as Record<string, unknown>).input;
    if (typeof input === 'string') refuseHostileJson(input);
    const query = singleQueryOf(request, options.router);
    if (query) return answerQuery(query, request, reply, options);
    const response = await resolveResponse<AppRouter>({
      router: options.router,
      maxBatchSize: options.maxBatchSize,
      path: request.params.path,
      req: isEventStream(request) ? streamingRequestOf(request, reply) : fetchRequestOf(request),
      error: null,
      createContext: async () => options.createContext(request, reply),
      onError: ({ error }) => options.onError(error, request),
      responseMeta: ({ errors }) => retryAfterOf(errors),
    });
    reply.status(response.status);
    for (const [name, value] of response.headers) reply.header(name, value);
    if (response.headers.get('content-type')?.startsWith('text/event-stream')) return reply.send(response);
    return reply.send(await response.text());
  });
}

/** A refusal that names its wait (a rate limit) says it in Retry-After too, as HTTP clients expect. */
function retryAfterOf(errors: TRPCError[]): { headers?: Record<string, string> } {
  const waits = errors.map((error) => describeError(error).retryAfterSeconds).filter((seconds) => seconds !== undefined);
  return waits.length > 0 ? { headers: { 'retry-after': String(Math.max(...waits)) } } : {};
}

interface SingleQuery {
  path: string;
  procedure: AnyTRPCProcedure;
  input: unknown;
}

const JSON_ANSWER_HEADERS = { vary: 'trpc-accept, accept', 'content-type': 'application/json' };

/**
 * A GET of one query as httpBatchLink sends it (a batch of one): what every page load and list
 * asks. Anything else, or anything tRPC would refuse before calling the procedure (an unknown
 * path, a mutation, input that does not parse), is left to resolveResponse and its errors.
 */
function singleQueryOf(request: FastifyRequest<{ Params: { path: string } }>, router: AppRouter): SingleQuery | null {
  if (request.method !== 'GET' || isEventStream(request) || request.headers['trpc-accept'] !== undefined) return null;
  const search = request.query as Record<string, unknown>;
  const path = request.params.path;
  if (search.batch !== '1' || path.includes(',')) return null;
  // tRPC keeps its procedures in a flat record by dotted path, typed as the nested router.
  const procedure = (router._def.procedures as unknown as Record<string, AnyTRPCProcedure | undefined>)[path];
  if (procedure?._def.type !== 'query') return null;
  try {
    if (search.input !== undefined && typeof search.input !== 'string') return null;
    const inputs: unknown = search.input === undefined ? {} : JSON.parse(search.input);
    if (typeof inputs !== 'object' || inputs === null || Array.isArray(inputs)) return null;
    const raw = (inputs as Record<string, unknown>)['0'];
    return { path, procedure, input: raw === undefined ? undefined : router._def._config.transformer.input.deserialize(raw) };
  } catch {
    return null;
  }
}

/**
 * The query's answer as resolveResponse gives it (the same body, status and headers; the tRPC
 * integration tests compare them), without the fetch Request, Response and abort signals it
 * builds around each call: together the largest part of what tRPC costs per request (bench/).
 */
async function answerQuery(query: SingleQuery, request: FastifyRequest, reply: FastifyReply, options: TrpcRouteOptions): Promise<string> {
  const ctx = options.createContext(request, reply);
  const config = options.router._def._config;
  let answer: TRPCResponse;
  try {
    const data: unknown = await query.procedure({ path: query.path, getRawInput: async () => query.input, ctx, type: 'query', signal: undefined, batchIndex: 0 });
    answer = { result: { data } };
  } catch (cause) {
    const error = getTRPCErrorFromUnknown(cause);
    options.onError(error, request);
    answer = { error: getErrorShape({ config, ctx, error, input: query.input, path: query.path, type: 'query' }) };
  }
  reply.status(getHTTPStatusCode([answer])).headers(JSON_ANSWER_HEADERS);
  return JSON.stringify(transformTRPCResponse(config, [answer]));
}

/** A subscription's request (httpSubscriptionLink asks for server-sent events). */
export function isEventStream(request: FastifyRequest): boolean {
  return request.headers.accept?.includes('text/event-stream') ?? false;
}

/** A subscription's request, aborted when the client goes away so its stream ends (tRPC's own conversion). */
function streamingRequestOf(request: FastifyRequest, reply: FastifyReply): Request {
  const incoming = request.raw as typeof request.raw & { body?: unknown };
  if (request.body !== undefined) incoming.body = request.body;
  return incomingMessageToRequest(incoming, reply.raw, { maxBodySize: null });
}

/**
 * A query's or mutation's request, from what Fastify already parsed. Unlike tRPC's conversion it
 * wires no abort signal to the socket: the answer is complete before anything could use it, and
 * aborting one on every response's close cost a DOMException per request.
 */
function fetchRequestOf(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.append(name, value);
  }
  const withBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(`${request.protocol}://${request.host}${request.url}`, {
    method: request.method,
    headers,
    body: withBody && typeof request.body === 'string' ? request.body : undefined,
  });
}
