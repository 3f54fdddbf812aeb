import type { IncomingMessage } from 'node:http';

const ABSOLUTE_FORM = /^https?:\/\/([^/?#@]+)([^#]*)$/i;

/**
 * The request target as a path (origin-form), for Fastify's rewriteUrl. A request line may carry
 * a whole URL (absolute-form, as proxies send it), which HTTP/1.1 servers must accept and in which
 * the target's authority replaces the Host header (RFC 9112 §3.2.2): the Host is set from it, so
 * the site, the CSRF check and every path test below read the same request as for a plain path.
 * Anything else that is no path is left for the router to refuse.
 */
export function originFormTarget(request: IncomingMessage): string {
  const target = request.url ?? '/';
  const absolute = target.startsWith('/') ? null : ABSOLUTE_FORM.exec(target);
  if (!absolute) return target;
  const [, authority, rest] = absolute as unknown as [string, string, string];
  request.headers.host = authority;
  if (rest === '') return '/';
  return rest.startsWith('?') ? `/${rest}` : rest;
}
