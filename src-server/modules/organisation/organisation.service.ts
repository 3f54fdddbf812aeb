import { isIP } from 'node:net';
import type { EntityManager } from '@mikro-orm/postgresql';
import { OrganisationSchema, type Organisation } from './organisation.entity';

/** "Host: acme.example.com:3000" → "acme.example.com"; IPv6 literals keep their brackets off. */
export function hostnameOf(hostHeader: string | undefined): string {
  const host = (hostHeader ?? '').trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(1, host.indexOf(']'));
  return host.replace(/:\d+$/, '');
}

/** Hosts that name no site: they get the default organisation. ("acme.localhost" still picks acme.) */
function isLocalHost(hostname: string): boolean {
  return hostname === '' || hostname === 'localhost' || isIP(hostname) !== 0;
}

/**
 * The site a request is for (docs/architecture.md §3): the organisation whose publicUrl has this
 * host, else whose subdomain is the host's first label; localhost, plain IPs and hosts no site
 * claims get the default organisation.
 */
export async function resolveOrganisationForHost(em: EntityManager, hostHeader: string | undefined): Promise<Organisation | null> {
  const hostname = hostnameOf(hostHeader);
  if (!isLocalHost(hostname)) {
    const subdomain = hostname.split('.')[0] as string;
    const matches = await em.find(
      OrganisationSchema,
      {
        $or: [
          { publicUrl: { $in: [`https://${hostname}`, `http://${hostname}`, `https://${hostname}/`, `http://${hostname}/`] } },
          { subdomain },
        ],
      },
      { limit: 2 },
    );
    const byUrl = matches.find((org) => (org.publicUrl ? hostnameOfUrl(org.publicUrl) === hostname : false));
    const match = byUrl ?? matches.find((org) => org.subdomain === subdomain);
    if (match) return match;
  }
  return em.findOne(OrganisationSchema, { isDefault: true });
}

function hostnameOfUrl(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
}
