import { isHttpUrl } from '#shared/schemas/site-settings.ts';

/**
 * Where a site being edited will answer, as the server will address it (site-address.ts): its
 * own address if it has a valid one, else its subdomain in front of the platform's host.
 */
export function siteAddressPreview(site: { subdomain: string; publicUrl: string }, platformUrl: string): string {
  const own = site.publicUrl.trim();
  if (own && isHttpUrl(own)) return own.replace(/\/+$/, '');
  const platform = new URL(platformUrl);
  return `${platform.protocol}//${site.subdomain.trim().toLowerCase() || '…'}.${platform.host}`;
}
