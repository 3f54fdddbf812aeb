import { hkdfSync } from 'node:crypto';
import { EncryptJWT, jwtDecrypt } from 'jose';
import { isSafeRedirectPath } from '#shared/redirect-path.ts';
import { isExternalSource, type ExternalSource } from '#shared/external-sign-in.ts';

/** How long a person has at the provider before the round trip expires. */
export const ROUND_TRIP_SECONDS = 10 * 60;

const AUDIENCE = 'external-sign-in';

/** What the browser carries to the provider and back: the checks of the callback, and where to go after. */
export interface RoundTrip {
  source: ExternalSource;
  organisationId: string;
  state: string;
  /** The PKCE verifier; null for a provider that authenticates the exchange with the client secret alone. */
  codeVerifier: string | null;
  /** The OpenID Connect nonce the ID token must carry; null for the OAuth2 sources, which get no ID token checked. */
  nonce: string | null;
  redirect: string | null;
  /** The signed-in account that started the round trip to link the provider to it (its id), or null for a sign-in. */
  link: string | null;
}

/** `__Host-` needs Secure, as for the session cookie (session-transport.ts). */
export function roundTripCookieName(secure: boolean): string {
  return secure ? '__Host-sign-in' : 'sign-in';
}

/** A key of its own for the cookie, derived from the server's signing key, so neither can stand in for the other. */
function cookieKey(jwtKey: Uint8Array, purpose = 'ideahunt external sign-in round trip'): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', jwtKey, new Uint8Array(0), purpose, 32));
}

/**
 * The round trip sealed for an httpOnly cookie: encrypted, so the PKCE verifier is readable by
 * nobody, not even the browser, and authenticated, so a changed cookie is refused; it expires
 * with the round trip.
 */
export function sealRoundTrip(jwtKey: Uint8Array, trip: RoundTrip, now = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new EncryptJWT({ src: trip.source, org: trip.organisationId, st: trip.state, cv: trip.codeVerifier, nn: trip.nonce, rd: trip.redirect, ln: trip.link })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ROUND_TRIP_SECONDS)
    .encrypt(cookieKey(jwtKey));
}

/** The round trip from its cookie, or null when the cookie is forged, changed, expired or malformed. */
export async function openRoundTrip(jwtKey: Uint8Array, sealed: string, now = new Date()): Promise<RoundTrip | null> {
  try {
    const { payload } = await jwtDecrypt(sealed, cookieKey(jwtKey), {
      audience: AUDIENCE,
      currentDate: now,
      keyManagementAlgorithms: ['dir'],
      contentEncryptionAlgorithms: ['A256GCM'],
    });
    const { src, org, st, cv, nn, rd, ln } = payload;
    if (!isExternalSource(src) || typeof org !== 'string' || typeof st !== 'string') return null;
    if (cv !== null && typeof cv !== 'string') return null;
    if (rd !== null && (typeof rd !== 'string' || !isSafeRedirectPath(rd))) return null;
    // A round trip sealed before links existed carries no `ln`: a sign-in.
    const link = ln ?? null;
    if (link !== null && typeof link !== 'string') return null;
    // Likewise a round trip sealed before OpenID Connect carries no `nn`.
    const nonce = nn ?? null;
    if (nonce !== null && typeof nonce !== 'string') return null;
    return { source: src, organisationId: org, state: st, codeVerifier: cv, nonce, redirect: rd, link };
  } catch {
    return null;
  }
}

/** How long the link a profile page asks for may wait before it starts a round trip. */
const LINK_INTENT_SECONDS = 5 * 60;
const LINK_AUDIENCE = 'external-link';
const LINK_KEY_PURPOSE = 'ideahunt external sign-in link intent';

/** Whose account a round trip is to link which of the site's own providers to, on which site. */
export interface LinkIntent {
  userId: string;
  organisationId: string;
  /** The provider the person asked to link: the intent starts no other's round trip. */
  source: ExternalSource;
}

/**
 * A signed-in person's wish to link the site's own provider, sealed for the start address. Only
 * a CSRF-checked call hands one out, so a cross-site link or an image pointing at /auth/oauth2
 * cannot start a link in its viewers' names: the cookie alone would come along with those.
 */
export function sealLinkIntent(jwtKey: Uint8Array, intent: LinkIntent, now = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new EncryptJWT({ sub: intent.userId, org: intent.organisationId, src: intent.source })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setAudience(LINK_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + LINK_INTENT_SECONDS)
    .encrypt(cookieKey(jwtKey, LINK_KEY_PURPOSE));
}

/** The intent from its sealed form, or null when it is forged, changed, expired or malformed. */
export async function openLinkIntent(jwtKey: Uint8Array, sealed: string, now = new Date()): Promise<LinkIntent | null> {
  try {
    const { payload } = await jwtDecrypt(sealed, cookieKey(jwtKey, LINK_KEY_PURPOSE), {
      audience: LINK_AUDIENCE,
      currentDate: now,
      keyManagementAlgorithms: ['dir'],
      contentEncryptionAlgorithms: ['A256GCM'],
    });
    const { sub, org, src } = payload;
    if (typeof sub !== 'string' || typeof org !== 'string' || !isExternalSource(src)) return null;
    return { userId: sub, organisationId: org, source: src };
  } catch {
    return null;
  }
}
