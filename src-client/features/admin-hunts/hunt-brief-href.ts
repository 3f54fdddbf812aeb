/** What a hunt row knows of its site (campaign.admin.allSites). */
export interface HuntSiteAddress {
  subdomain: string | null;
  publicUrl: string | null;
  isDefault: boolean;
  isCurrent: boolean;
}

export type HuntBriefHref = { kind: 'internal'; slug: string } | { kind: 'external'; href: string } | null;

/**
 * Where "View hunt" goes. A hunt of the site being viewed opens inside the app; one of another
 * site opens on that site: its own public URL, or its subdomain of the host serving this page
 * (the default site lives on the bare host). Null when the site's address cannot be told.
 */
export function huntBriefHref(slug: string, site: HuntSiteAddress | undefined, here: { protocol: string; host: string }, currentSite?: HuntSiteAddress): HuntBriefHref {
  if (!site || site.isCurrent) return { kind: 'internal', slug };
  const path = `/coach/campaigns/${encodeURIComponent(slug)}/brief`;
  if (site.publicUrl) {
    try {
      const url = new URL(path, site.publicUrl);
      if (url.protocol === 'https:' || url.protocol === 'http:') return { kind: 'external', href: url.toString() };
    } catch {
      // Not a usable URL: fall back to the subdomain below.
    }
  }
  const baseHost = bareHost(here.host, currentSite);
  if (!baseHost) return null;
  if (site.subdomain) return { kind: 'external', href: `${here.protocol}//${site.subdomain}.${baseHost}${path}` };
  if (site.isDefault) return { kind: 'external', href: `${here.protocol}//${baseHost}${path}` };
  return null;
}

/** The host the sites' subdomains hang off: this page's host without the current site's subdomain. */
function bareHost(host: string, currentSite: HuntSiteAddress | undefined): string | null {
  const lower = host.toLowerCase();
  if (currentSite?.subdomain && lower.startsWith(`${currentSite.subdomain.toLowerCase()}.`)) return lower.slice(currentSite.subdomain.length + 1);
  return currentSite?.isDefault ? lower : null;
}
