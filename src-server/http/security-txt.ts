import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { siteAddress } from '#server/modules/organisation/site-address.ts';

/** Where the repository's SECURITY.md is published on every site: security.txt's Policy points here. */
export const SECURITY_POLICY_PATH = '/security-policy.md';

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

/**
 * Serves /.well-known/security.txt and the security policy it links (SECURITY.md, as written) on
 * every site; the scope must resolve the request's site (registerRequestScope).
 */
export function registerSecurityTxt(scope: FastifyInstance, options: SecurityTxtOptions): void {
  // Read once: the file ships with the server's source and does not change while it runs.
  const policy = readFileSync(resolve(import.meta.dirname, '../../SECURITY.md'), 'utf8');
  scope.get('/.well-known/security.txt', async (request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(securityTxt(request.site, options)),
  );
  // Plain text: every browser shows it in place, where text/markdown is often downloaded.
  scope.get(SECURITY_POLICY_PATH, async (_request, reply) => reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(policy));
}
