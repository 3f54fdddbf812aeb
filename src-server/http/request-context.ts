import type { FastifyReply, FastifyRequest } from 'fastify';
import { browserTransport, type CookieWriter, type SessionTransport } from '#server/modules/auth/session-transport.ts';
import type { AppContext, AppDeps } from '#server/trpc/context.ts';
import { sessionCookieOptions } from './request-scope';

/** The procedure context of one HTTP request, after request-scope.ts has resolved its parts. */
export function contextFromRequest(request: FastifyRequest, deps: AppDeps, transport: SessionTransport): AppContext {
  const entities = request.entities;
  return {
    em: request.em,
    site: request.site,
    viewerFacts: request.viewerFacts,
    get org() {
      return entities.org();
    },
    get viewer() {
      return entities.viewer();
    },
    session: request.authSession,
    request: { id: request.id, ip: request.ip, userAgent: request.headers['user-agent'] ?? null, idempotencyKey: idempotencyKeyOf(request), apiTokenId: request.apiToken?.id ?? null },
    transport,
    deps,
  };
}

function idempotencyKeyOf(request: FastifyRequest): string | null {
  const key = request.headers['idempotency-key'];
  return typeof key === 'string' ? key : null;
}

/** Sessions reach a browser as the httpOnly cookie, set on this reply. */
export function browserTransportFor(request: FastifyRequest, reply: FastifyReply): SessionTransport {
  const cookies: CookieWriter = {
    set: (name, value, options) => reply.setCookie(name, value, sessionCookieOptions(options.secure, options.expires)),
    clear: (name, options) => reply.clearCookie(name, { path: '/', secure: options.secure }),
  };
  return browserTransport(cookies, request.secureContext);
}
