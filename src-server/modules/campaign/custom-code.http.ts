import type { FastifyInstance } from 'fastify';
import { AppError } from '#server/errors/app-error.ts';
import type { AppDeps } from '#server/trpc/context.ts';
import { customCodeDocument, customCodeForFrame, type FrameTicket } from './custom-code.service';

/**
 * The frame document's policy. `sandbox allow-scripts` gives it an opaque origin whatever frames
 * it: no cookies, no storage, no access to the app's DOM, even when opened on its own. Inside
 * that box the super admin's code may run inline scripts and load from other HTTPS origins (what
 * embed snippets do); it may be framed only by this site's own pages.
 */
export const CUSTOM_CODE_CSP = [
  'sandbox allow-scripts',
  "default-src 'none'",
  "script-src 'unsafe-inline' 'unsafe-eval' https:",
  "style-src 'unsafe-inline' https:",
  'img-src https: data: blob:',
  'font-src https: data:',
  'media-src https: blob:',
  'connect-src https:',
  'frame-src https:',
  "form-action 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * GET /campaign-code/:slug?expires=&signature= — a campaign's custom code as an HTML document for
 * the brief's sandboxed frame (see custom-code.service.ts for why it carries a signature). The
 * scope resolves the site from the Host header and never looks up a session.
 */
export async function registerCustomCodeRoutes(scope: FastifyInstance, deps: AppDeps): Promise<void> {
  scope.get<{ Params: { slug: string }; Querystring: FrameTicket }>('/:slug', async (request, reply) => {
    const code = await customCodeForFrame(request.em, deps.jwtKey, request.site, request.params.slug, request.query);
    if (code === null) throw new AppError('not-found');
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', CUSTOM_CODE_CSP)
      .header('x-frame-options', 'SAMEORIGIN')
      // The URL carries the signature: it must not reach the hosts the code loads from.
      .header('referrer-policy', 'no-referrer')
      .header('cache-control', 'no-store')
      // An opaque origin has no agent cluster to key; asking only makes Chromium warn on the brief.
      .removeHeader('origin-agent-cluster')
      .send(customCodeDocument(code, request.site.language));
  });
}
