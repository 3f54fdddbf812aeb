import type { FastifyRequest } from 'fastify';
import type { SessionTransport } from '../modules/auth/session-transport';
import type { AppContext, AppDeps } from '../trpc/context';

/** The procedure context of one HTTP request, after request-scope.ts has resolved its parts. */
export function contextFromRequest(request: FastifyRequest, deps: AppDeps, transport: SessionTransport): AppContext {
  return {
    em: request.em,
    org: request.org,
    viewer: request.viewer,
    session: request.authSession,
    request: { id: request.id, ip: request.ip, userAgent: request.headers['user-agent'] ?? null },
    transport,
    deps,
  };
}
