import { hasOrgAdminRights, type ViewerRoles } from '../../../src-shared/permissions';
import type { Campaign } from './campaign.entity';

/** A coach of this campaign: listed as one, or any admin (spec 1 §6). Coaches must be loaded. */
export function isCampaignCoach(viewer: (ViewerRoles & { id: string }) | null, campaign: Campaign): boolean {
  if (!viewer) return false;
  return hasOrgAdminRights(viewer) || campaign.coaches.getItems().some((coach) => coach.id === viewer.id);
}
