import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Organisation } from '#server/entities/organisation.entity.ts';
import { CampaignSchema, type Campaign } from '#server/entities/campaign.entity.ts';

/**
 * A campaign's custom code (spec 2 §3) runs in a sandboxed frame loaded from /campaign-code/{slug}.
 * That route looks up no session (it must set no cookie and read none), so it cannot apply the
 * brief's visibility rules itself. Instead the brief's own query, after those rules admitted the
 * viewer, hands out a frame URL carrying a short-lived signature of site, campaign and expiry;
 * the route serves the code only against a valid one. A private campaign's code is therefore
 * served exactly to those who may see its brief, for as long as a page stays open.
 */
export const CUSTOM_CODE_PATH = '/campaign-code';
const TICKET_LIFETIME_SECONDS = 2 * 60 * 60;

/** Its own key, so a frame signature can never pass for a legacy JWT or the other way round. */
function ticketKey(jwtKey: Uint8Array): Buffer {
  return createHmac('sha256', jwtKey).update('campaign-code-frame').digest();
}

function sign(jwtKey: Uint8Array, orgId: string, campaignId: string, expires: number): string {
  return createHmac('sha256', ticketKey(jwtKey)).update(`${orgId}\n${campaignId}\n${expires}`).digest('base64url');
}

/** The frame URL for a viewer the brief's rules have already admitted. */
export function customCodeFrameUrl(jwtKey: Uint8Array, org: Organisation, campaign: Campaign, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + TICKET_LIFETIME_SECONDS;
  // `v` changes with the code, so a saved change always gives the frame a new URL to reload.
  const version = createHash('sha256').update(campaign.customCode).digest('base64url').slice(0, 12);
  const query = new URLSearchParams({ v: version, expires: String(expires), signature: sign(jwtKey, org.id, campaign.id, expires) });
  return `${CUSTOM_CODE_PATH}/${encodeURIComponent(campaign.slug)}?${query.toString()}`;
}

export interface FrameTicket {
  expires?: unknown;
  signature?: unknown;
}

function isValidTicket(jwtKey: Uint8Array, org: Pick<Organisation, 'id'>, campaign: Campaign, ticket: FrameTicket, now: number): boolean {
  if (typeof ticket.expires !== 'string' || typeof ticket.signature !== 'string' || !/^\d{1,12}$/.test(ticket.expires)) return false;
  const expires = Number(ticket.expires);
  if (expires * 1000 <= now) return false;
  const expected = Buffer.from(sign(jwtKey, org.id, campaign.id, expires));
  const given = Buffer.from(ticket.signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The code to serve in the frame, or null (answered as not found): no such campaign on this site,
 * no code, or no valid ticket. `em` is scoped to the site the request came to.
 */
export async function customCodeForFrame(em: EntityManager, jwtKey: Uint8Array, org: Pick<Organisation, 'id'>, slug: string, ticket: FrameTicket, now = Date.now()): Promise<string | null> {
  const campaign = await em.findOne(CampaignSchema, { slug });
  if (!campaign || !campaign.customCode.trim()) return null;
  return isValidTicket(jwtKey, org, campaign, ticket, now) ? campaign.customCode : null;
}

/**
 * Reports the content's height to the brief, which sizes the frame to it (clamped there). The
 * brief only listens to messages from this frame's window; a height is all they can say.
 */
const HEIGHT_REPORTER = `<script>(function () {
  var last = 0;
  function report() {
    var height = Math.ceil(document.body.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    parent.postMessage({ type: 'campaign-code-height', height: height }, '*');
  }
  new ResizeObserver(report).observe(document.body);
  addEventListener('load', report);
})();</script>`;

/** The frame's document: the super admin's code as it was written, after the height reporter. */
export function customCodeDocument(code: string, language: string): string {
  const lang = language === 'sv' ? 'sv' : 'en';
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>html, body { margin: 0; } body { font-family: system-ui, sans-serif; color: #292524; overflow-wrap: anywhere; }</style>
</head>
<body>
${HEIGHT_REPORTER}
${code}
</body>
</html>
`;
}
