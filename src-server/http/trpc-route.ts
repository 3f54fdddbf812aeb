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
    const incoming = request.raw as typeof request.raw & { body?: unknown };
    if (request.body !== undefined) incoming.body = request.body;
    const response = await resolveResponse<AppRouter>({
      router: options.router,
      maxBatchSize: options.maxBatchSize,
      path: request.params.path,
      req: incomingMessageToRequest(incoming, reply.raw, { maxBodySize: null }),
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
