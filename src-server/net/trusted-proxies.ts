import { isIP } from 'node:net';

/** Which proxies may state the client's address, host and protocol (Fastify's trustProxy). */
export type TrustedProxies = false | number | string[];

const CIDR = /^(.+)\/(\d{1,3})$/;

function isAddressOrRange(entry: string): boolean {
  const range = CIDR.exec(entry);
  if (!range) return isIP(entry) !== 0;
  const family = isIP(range[1] ?? '');
  const bits = Number(range[2]);
  return family !== 0 && bits <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY as Fastify takes it. Trusting every hop would let a client write its own address
 * into X-Forwarded-For and so escape the per-address login and signup limits, so "true" means
 * the one proxy in front (a load balancer); more hops are a number, or the proxies are named by
 * address or CIDR range. Null when the value is none of these.
 */
export function parseTrustedProxies(value: string): TrustedProxies | null {
  const text = value.trim().toLowerCase();
  if (['', 'false', 'no', '0'].includes(text)) return false;
  if (['true', 'yes'].includes(text)) return 1;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  return entries.every(isAddressOrRange) ? entries : null;
}

/** Fastify's form of it: a number of hops becomes the check of each hop that Fastify makes of numbers itself (its types take no number). */
export function fastifyTrustProxy(proxies: TrustedProxies): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof proxies !== 'number') return proxies;
  return (_address, hop) => hop < proxies;
}
