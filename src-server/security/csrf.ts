import type { ErrorCode } from '#shared/errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface CsrfInput {
  method: string;
  /** The request's own host (with port), as the server sees it. */
  host: string;
  origin: string | undefined;
  referer: string | undefined;
  contentType: string | undefined;
  /** The request carries a session cookie and no Authorization header. */
  cookieAuthenticated: boolean;
  /** tRPC mutations must be JSON: a cross-site form cannot send that without a CORS preflight. */
  requireJson: boolean;
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

/**
 * Cross-site request forgery guard for state-changing requests: a foreign Origin is always
 * refused; a cookie-authenticated request must prove it comes from this site.
 */
export function checkCsrf(input: CsrfInput): ErrorCode | null {
  if (SAFE_METHODS.has(input.method.toUpperCase())) return null;
  if (input.origin !== undefined) {
    if (hostOf(input.origin) !== input.host) return 'csrf-rejected';
  } else if (input.cookieAuthenticated) {
    if (input.referer === undefined || hostOf(input.referer) !== input.host) return 'csrf-rejected';
  }
  if (input.requireJson && !/^application\/json\b/i.test(input.contentType ?? '')) return 'unsupported-media-type';
  return null;
}
