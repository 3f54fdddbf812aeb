import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'ideahunt';
const AUDIENCE = 'legacy-api';

/**
 * Legacy clients send `Authorization: Bearer <JWT>`. The JWT wraps the same session token a
 * cookie would carry, so the session row stays the single authority: deleting it revokes the
 * JWT at once, whatever the JWT's own expiry says.
 */
export function signLegacyToken(key: Uint8Array, sessionToken: string, expiresAt: Date): Promise<string> {
  return new SignJWT({ tok: sessionToken })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key);
}

/** Past this many remembered JWTs per key the cache starts over rather than grow. */
const MAX_REMEMBERED = 10_000;

/**
 * JWTs already verified, per signing key, with their session token and expiry. A legacy client
 * sends the same JWT with every request, and checking its signature cost more CPU than the rest
 * of the request scope (npm run bench). Only the exact string that passed is remembered, and
 * only until its own expiry; revocation never depended on the JWT (the session row decides).
 */
const verified = new WeakMap<Uint8Array, Map<string, { token: string; expiresAt: number }>>();

/** The session token inside a valid JWT, or null for anything forged, expired or malformed. */
export async function readLegacyToken(key: Uint8Array, jwt: string): Promise<string | null> {
  let remembered = verified.get(key);
  const hit = remembered?.get(jwt);
  if (hit && hit.expiresAt > Date.now()) return hit.token;
  try {
    const { payload } = await jwtVerify(jwt, key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
    if (typeof payload.tok !== 'string') return null;
    if (!remembered) verified.set(key, (remembered = new Map()));
    if (remembered.size >= MAX_REMEMBERED) remembered.clear();
    // signLegacyToken always sets exp; a JWT without one is checked every time.
    if (payload.exp !== undefined) remembered.set(jwt, { token: payload.tok, expiresAt: payload.exp * 1000 });
    return payload.tok;
  } catch {
    return null;
  }
}
