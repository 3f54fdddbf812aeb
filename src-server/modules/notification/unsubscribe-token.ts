import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTICE_KINDS, type NoticeKind } from '#shared/schemas/notification-preferences.ts';

/** What an unsubscribe link stops: one kind of notice mail, or the digest. */
export type UnsubscribeScope = NoticeKind | 'digest';

const SCOPES: readonly string[] = [...NOTICE_KINDS, 'digest'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A key of its own, derived from the server's signing secret, so a token is good for nothing else. */
function tokenKey(jwtKey: Uint8Array): Buffer {
  return createHmac('sha256', jwtKey).update('notification-unsubscribe').digest();
}

function signature(jwtKey: Uint8Array, organisationId: string, userId: string, scope: UnsubscribeScope): string {
  return createHmac('sha256', tokenKey(jwtKey)).update(`${organisationId}\n${userId}\n${scope}`).digest('base64url');
}

/**
 * The token in a mail's unsubscribe link: the person and the kind in the clear, signed together
 * with the site, so it works without signing in and only for that person, kind and site. It does
 * not expire: a mail read months later must still unsubscribe (RFC 8058 §3.1).
 */
export function unsubscribeToken(jwtKey: Uint8Array, organisationId: string, userId: string, scope: UnsubscribeScope): string {
  return `${userId}.${scope}.${signature(jwtKey, organisationId, userId, scope)}`;
}

/** The person and kind a token names, or null when it was changed, made for another site, or is no token. */
export function readUnsubscribeToken(jwtKey: Uint8Array, organisationId: string, token: string): { userId: string; scope: UnsubscribeScope } | null {
  const [userId, scope, given, ...rest] = token.split('.');
  if (!userId || !scope || !given || rest.length > 0 || !UUID.test(userId) || !SCOPES.includes(scope)) return null;
  const expected = Buffer.from(signature(jwtKey, organisationId, userId, scope as UnsubscribeScope));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  return { userId, scope: scope as UnsubscribeScope };
}

/** The link on this site that a mail carries, for the List-Unsubscribe header and the visible footer. */
export function unsubscribeUrl(siteBase: string, token: string): string {
  return `${siteBase}/unsubscribe?token=${encodeURIComponent(token)}`;
}
