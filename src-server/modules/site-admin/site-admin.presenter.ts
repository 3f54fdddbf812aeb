import { settingsWithDefaults } from '#shared/schemas/organisation.ts';
import type { Organisation } from '#server/entities/organisation.entity.ts';
import { siteAddress } from '#server/modules/organisation/site-address.ts';

/** A site as the super admin's sites list and form show it (spec 2 §3 Site), with the address it is reached at. */
export function presentSite(org: Organisation, platformUrl: string) {
  const { logo, footerlogo, hero, heromobile } = settingsWithDefaults(org.settings).assets;
  return {
    guid: org.id,
    name: org.name,
    slug: org.slug,
    subdomain: org.subdomain ?? '',
    publicUrl: org.publicUrl ?? '',
    language: org.language === 'sv' ? ('sv' as const) : ('en' as const),
    premium: org.premium,
    isDefault: org.isDefault,
    address: siteAddress(org, platformUrl),
    createdAt: org.createdAt,
    assets: { logo, footerlogo, hero, heromobile },
  };
}
export type SiteDto = ReturnType<typeof presentSite>;
