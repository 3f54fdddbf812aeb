import { createHmac, timingSafeEqual } from 'node:crypto';

/** Where finished exports are downloaded: under the exports prefix, so the client never answers it. */
export const PERSONAL_DATA_DOWNLOAD_PATH = '/exports/personal-data';

/** Its own key, so this signature can never pass for a legacy JWT, a frame ticket or the other way round. */
function linkKey(jwtKey: Uint8Array): Buffer {
  return createHmac('sha256', jwtKey).update('personal-data-export').digest();
}

function sign(jwtKey: Uint8Array, organisationId: string, exportId: string, expires: number): string {
  return createHmac('sha256', linkKey(jwtKey)).update(`${organisationId}\n${exportId}\n${expires}`).digest('base64url');
}

/** The download link of a ready export: it names the site, the export and its end, and works until then. */
export function personalDataLink(jwtKey: Uint8Array, organisationId: string, exportId: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  const query = new URLSearchParams({ expires: String(expires), signature: sign(jwtKey, organisationId, exportId, expires) });
  return `${PERSONAL_DATA_DOWNLOAD_PATH}/${exportId}?${query.toString()}`;
}

export interface LinkTicket {
  expires?: unknown;
  signature?: unknown;
}

/** Whether the link's query was signed here for this site and export and has not run out. */
export function isValidLinkTicket(jwtKey: Uint8Array, organisationId: string, exportId: string, ticket: LinkTicket, now = Date.now()): boolean {
  if (typeof ticket.expires !== 'string' || typeof ticket.signature !== 'string' || !/^\d{1,12}$/.test(ticket.expires)) return false;
  const expires = Number(ticket.expires);
  if (expires * 1000 <= now) return false;
  const expected = Buffer.from(sign(jwtKey, organisationId, exportId, expires));
  const given = Buffer.from(ticket.signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
