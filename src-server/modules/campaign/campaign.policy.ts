import { hasOrgAdminRights, isOrgMember, type ViewerRoles } from '../../../src-shared/permissions';
import type { ErrorCode } from '../../../src-shared/errors';
import type { Campaign, PrivacySetting } from './campaign.entity';

/** A coach of this campaign: listed as one, or any admin (spec 1 §6). Coaches must be loaded. */
export function isCampaignCoach(viewer: (ViewerRoles & { id: string }) | null, campaign: Campaign): boolean {
  if (!viewer) return false;
  return hasOrgAdminRights(viewer) || campaign.coaches.getItems().some((coach) => coach.id === viewer.id);
}

/** Privacy settings whose campaigns a viewer sees without being part of them. */
export function openPrivacySettings(viewer: ViewerRoles | null): PrivacySetting[] {
  return isOrgMember(viewer) ? ['public', 'semi-public', 'internal'] : ['public', 'semi-public'];
}

/**
 * Why a viewer may not see a campaign, or null when they may (spec 1 §6): drafts only for
 * coaches; private campaigns for those in them or invited; internal ones for members.
 * `involved` = participant (any status) or invited by e-mail.
 */
export function campaignViewRefusal(viewer: (ViewerRoles & { id: string }) | null, campaign: Campaign, involved: boolean): ErrorCode | null {
  if (isCampaignCoach(viewer, campaign) || involved) return null;
  if (!campaign.active) return 'not-found';
  if (openPrivacySettings(viewer).includes(campaign.privacySetting)) return null;
  return viewer ? 'invitation-required' : 'not-authenticated';
}

/** May this viewer join (spec 1 §6): public for all, internal for members, else by invitation. */
export function admittedToJoin(viewer: ViewerRoles & { id: string }, campaign: Campaign, invitation: { invited: boolean; viaLink: boolean }): boolean {
  return (
    isCampaignCoach(viewer, campaign) ||
    invitation.invited ||
    invitation.viaLink ||
    campaign.privacySetting === 'public' ||
    (campaign.privacySetting === 'internal' && isOrgMember(viewer))
  );
}
