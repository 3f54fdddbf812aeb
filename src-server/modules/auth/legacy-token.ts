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

/** The session token inside a valid JWT, or null for anything forged, expired or malformed. */
export async function readLegacyToken(key: Uint8Array, jwt: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(jwt, key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
    return typeof payload.tok === 'string' ? payload.tok : null;
  } catch {
    return null;
  }
}
