import type { SiteRecord } from './site-cache';

/**
 * The address a site is reached at, from its configuration and never from a request's Host
 * header, which the client chooses: links in e-mails and exports must not point wherever a
 * request claimed to be. A site's own public URL wins; a site on a subdomain lives under the
 * platform's address (PUBLIC_URL); the default site is at that address itself.
 */
export function siteAddress(site: Pick<SiteRecord, 'publicUrl' | 'subdomain' | 'isDefault'>, platformUrl: string): string {
  if (site.publicUrl) return site.publicUrl.replace(/\/+$/, '');
  const platform = new URL(platformUrl);
  if (site.subdomain && !site.isDefault) platform.hostname = `${site.subdomain}.${platform.hostname}`;
  return platform.origin;
}
