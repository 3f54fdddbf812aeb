import { createHash } from 'node:crypto';
import { EncryptJWT, jwtDecrypt } from 'jose';

/** Long enough to open a window after the call that asked for the link, too short to share. */
export const DOWNLOAD_LINK_SECONDS = 60;
const AUDIENCE = 'legacy-download';

/** A key of its own, derived from the JWT key, so a link can never pass as a Bearer token. */
function linkKey(jwtKey: Uint8Array): Uint8Array {
  return createHash('sha256').update(jwtKey).update('legacy-download-link').digest();
}

/**
 * A short-lived link to one export, for clients that open exports in a window (spec 2 §7), where
 * no Authorization header can be sent. The session token is encrypted, not only signed: the link
 * sits in the address bar and logs, and must not reveal the session it stands for.
 */
export function sealDownloadLink(jwtKey: Uint8Array, sessionToken: string, path: string): Promise<string> {
  return new EncryptJWT({ tok: sessionToken, path })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${DOWNLOAD_LINK_SECONDS}s`)
    .encrypt(linkKey(jwtKey));
}

/** The session token of a valid, unexpired link made for this path; null for anything else. */
export async function openDownloadLink(jwtKey: Uint8Array, link: string, path: string): Promise<string | null> {
  try {
    const { payload } = await jwtDecrypt(link, linkKey(jwtKey), { audience: AUDIENCE, keyManagementAlgorithms: ['dir'], contentEncryptionAlgorithms: ['A256GCM'] });
    return payload.path === path && typeof payload.tok === 'string' ? payload.tok : null;
  } catch {
    return null;
  }
}
