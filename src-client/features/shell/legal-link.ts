import { isSafeRedirectPath } from '#shared/redirect-path.ts';
import type { Organisation } from '#client/trpc.ts';

type LegalLink = Organisation['settings']['termsOfServiceLink'];

/**
 * Where a terms or privacy link points (spec 3 §3: internal path, agreement guid or external
 * address), or null when it is empty or could not be a safe link (a "javascript:" value, say).
 */
export function legalLinkHref(link: LegalLink): string | null {
  const value = link.value.trim();
  if (!value) return null;
  if (link.type === 'agreement') return `/agreement/${encodeURIComponent(value)}`;
  if (isSafeRedirectPath(value)) return value;
  if (link.type === 'external' && /^https?:\/\/[^\s/]/i.test(value)) return value;
  return null;
}
