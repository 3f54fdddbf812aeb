import type { TRPCError } from '@trpc/server';
import { incomingMessageToRequest } from '@trpc/server/adapters/node-http';
import { resolveResponse } from '@trpc/server/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppRouter } from '../trpc/app-router';
import type { AppContext } from '../trpc/context';

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
  // tRPC reads the raw body itself (batched POSTs are JSON text).
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  scope.all<{ Params: { path: string } }>(`${prefix}/:path`, async (request, reply) => {
    const response = await resolveResponse<AppRouter>({
      router: options.router,
      maxBatchSize: options.maxBatchSize,
      path: request.params.path,
      req: isEventStream(request) ? streamingRequestOf(request, reply) : fetchRequestOf(request),
      error: null,
      createContext: async () => options.createContext(request, reply),
      onError: ({ error }) => options.onError(error, request),
    });
    reply.status(response.status);
    for (const [name, value] of response.headers) reply.header(name, value);
    if (response.headers.get('content-type')?.startsWith('text/event-stream')) return reply.send(response);
    return reply.send(await response.text());
  });
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
