import type { Organisation } from '#server/entities/organisation.entity.ts';
import type { Campaign } from '#server/entities/campaign.entity.ts';
import { presentCampaignRow } from './campaign.presenter';

/**
 * A site as the all-hunts list names it, with what the client needs to link to a hunt on it: its
 * own URL or subdomain, and whether it is the site being viewed (then the link stays in the app).
 */
export interface HuntSiteDto {
  guid: string;
  name: string;
  subdomain: string | null;
  publicUrl: string | null;
  isDefault: boolean;
  isCurrent: boolean;
}

export function presentHuntSite(org: Organisation, currentOrg: Organisation): HuntSiteDto {
  return {
    guid: org.id,
    name: org.name,
    subdomain: org.subdomain ?? null,
    publicUrl: org.publicUrl ?? null,
    isDefault: org.isDefault,
    isCurrent: org.id === currentOrg.id,
  };
}

/** A row of the super admin's all hunts (spec 2 §3 super admin hunt row: with organisationName). Organisation and coaches must be loaded. */
export function presentSiteCampaignRow(campaign: Campaign, currentOrg: Organisation, now = new Date()) {
  return {
    ...presentCampaignRow(campaign, now),
    organisationName: campaign.organisation.name,
    site: presentHuntSite(campaign.organisation, currentOrg),
  };
}
export type SiteCampaignRowDto = ReturnType<typeof presentSiteCampaignRow>;
