import type { EntityManager } from '@mikro-orm/postgresql';
import { OrganisationSchema, type Organisation } from '#server/entities/organisation.entity.ts';

/** "Host: acme.example.com:3000" → "acme.example.com"; IPv6 literals keep their brackets off. */
export function hostnameOf(hostHeader: string | undefined): string {
  const host = (hostHeader ?? '').trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(1, host.indexOf(']'));
  return host.replace(/:\d+$/, '');
}

/** The names a machine answers to itself by: on a loopback platform address, each stands for the others. */
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '::1']);

/** "acme.ideas.example" under "ideas.example" → "acme"; one label only, so "a.b.ideas.example" is nobody's. */
function subdomainUnder(hostname: string, platformHost: string): string | null {
  if (!hostname.endsWith(`.${platformHost}`)) return null;
  const label = hostname.slice(0, -platformHost.length - 1);
  return label && !label.includes('.') ? label : null;
}

/**
 * The site a request is for (docs/architecture.md §3), among the host names the platform is
 * configured for only: the platform's own host (PUBLIC_URL) is the default site, one label under
 * it the site with that subdomain, and a site's own publicUrl host that site. Any other host is
 * nobody's (null): answering it with a site would let any name pointed at the server (DNS
 * rebinding, poisoned caches, look-alike domains) pass for one of ours.
 */
export async function resolveOrganisationForHost(em: EntityManager, hostHeader: string | undefined, platformUrl: string): Promise<Organisation | null> {
  const hostname = hostnameOf(hostHeader);
  if (!hostname) return null;
  const platformHost = hostnameOf(new URL(platformUrl).host);
  const isPlatform = hostname === platformHost || (LOOPBACK_NAMES.has(platformHost) && LOOPBACK_NAMES.has(hostname));
  const subdomain = subdomainUnder(hostname, platformHost);
  const matches = await em.find(OrganisationSchema, {
    $or: [
      { publicUrl: { $in: [`https://${hostname}`, `http://${hostname}`, `https://${hostname}/`, `http://${hostname}/`] } },
      ...(subdomain ? [{ subdomain }] : []),
      ...(isPlatform ? [{ isDefault: true }] : []),
    ],
  });
  const byUrl = matches.find((org) => (org.publicUrl ? hostnameOfUrl(org.publicUrl) === hostname : false));
  const bySubdomain = subdomain ? matches.find((org) => org.subdomain === subdomain) : undefined;
  const byPlatform = isPlatform ? matches.find((org) => org.isDefault) : undefined;
  return byUrl ?? bySubdomain ?? byPlatform ?? null;
}

function hostnameOfUrl(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
}
