import type { FastifyInstance } from 'fastify';
import { SECURITY_POLICY_PATH } from '#shared/published-documents.ts';
import { siteAddress } from '#server/modules/organisation/site-address.ts';

/**
 * RFC 9116 wants Expires less than a year ahead so a forgotten file goes stale. The file is made
 * on each request from the running configuration, so it stays current while the server runs;
 * 180 days, from the start of today (UTC), keeps the answer the same all day for caches.
 */
const EXPIRES_AFTER_DAYS = 180;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface SecurityTxtOptions {
  /** The platform's address (PUBLIC_URL): sites' canonical addresses are built from it. */
  publicUrl: string;
  /** Where to report a vulnerability (SECURITY_CONTACT): a mailto: or https: URI. */
  contact: string;
  now?: () => Date;
}

/** The security.txt of one site: its own canonical address, the operator's contact, the published policy. */
export function securityTxt(site: Parameters<typeof siteAddress>[0], options: SecurityTxtOptions): string {
  const base = siteAddress(site, options.publicUrl);
  const today = Math.floor((options.now?.() ?? new Date()).getTime() / DAY_MS) * DAY_MS;
  return [
    `Contact: ${options.contact}`,
    `Expires: ${new Date(today + EXPIRES_AFTER_DAYS * DAY_MS).toISOString()}`,
    'Preferred-Languages: en, sv',
    `Canonical: ${base}/.well-known/security.txt`,
    `Policy: ${base}${SECURITY_POLICY_PATH}`,
    '',
  ].join('\n');
}

/** The default contact when SECURITY_CONTACT is unset: security@ the platform's host, the address RFC 2142 reserves for it. */
export function defaultSecurityContact(publicUrl: string): string {
  return `mailto:security@${new URL(publicUrl).hostname}`;
}

/** Serves /.well-known/security.txt on every site (the request's site comes from registerKnownHosts). */
export function registerSecurityTxt(app: FastifyInstance, options: SecurityTxtOptions): void {
  app.get('/.well-known/security.txt', async (request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(securityTxt(request.site, options)),
  );
}
