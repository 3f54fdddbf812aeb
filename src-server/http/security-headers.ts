import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers with a Content-Security-Policy the client passes: no inline script or
 * style elements, nothing loaded from other origins, not framed by anyone; it frames only itself.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
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
}
