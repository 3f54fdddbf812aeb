import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers with a Content-Security-Policy the client passes: no inline script or
 * style elements, nothing loaded from other origins, not framed by anyone; it frames only itself.
 *
 * helmet itself, built once: @fastify/helmet builds helmet's middlewares (and parses this policy)
 * anew on every request, about a tenth of what an idea view costs the server (npm run bench).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Also the workers' source (worker-src falls back to it): the signup captcha's proof of
        // work runs in a worker file of this site, with no blob: URL and no WebAssembly.
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        // Only the brief's sandboxed custom-code frame (/campaign-code), served from this origin.
        frameSrc: ["'self'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // Same-origin embedding of uploaded media comes later; nothing needs cross-origin isolation.
    crossOriginEmbedderPolicy: false,
    // With no-referrer, browsers send "Origin: null" on same-site POSTs, which the CSRF guard refuses.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  // helmet throws rather than passing errors on (since 8.1); its callback only says it is done.
  app.addHook('onRequest', (request, reply, done) => applyHeaders(request.raw, reply.raw, () => done()));
}
