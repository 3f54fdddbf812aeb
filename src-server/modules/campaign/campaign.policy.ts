import { hasOrgAdminRights, isOrgMember, type ViewerRoles } from '#shared/permissions.ts';
import type { ErrorCode } from '#shared/errors.ts';
import type { CampaignSettings } from '#shared/schemas/campaign.ts';
import type { Campaign, PrivacySetting } from '#server/entities/campaign.entity.ts';

/**
 * What the access rules read of a campaign: the entity (coaches loaded) or the plain facts the
 * hot read paths load (CampaignFacts), which both iterate their coaches.
 */
export type CampaignAccessFacts = Pick<Campaign, 'active' | 'privacySetting'> & { coaches: Iterable<{ id: string }> };

/** A coach of this campaign: listed as one, or any admin (spec 1 §6). Coaches must be loaded. */
export function isCampaignCoach(viewer: (ViewerRoles & { id: string }) | null, campaign: Pick<CampaignAccessFacts, 'coaches'>): boolean {
  if (!viewer) return false;
  if (hasOrgAdminRights(viewer)) return true;
  for (const coach of campaign.coaches) if (coach.id === viewer.id) return true;
  return false;
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
export function campaignViewRefusal(viewer: (ViewerRoles & { id: string }) | null, campaign: CampaignAccessFacts, involved: boolean): ErrorCode | null {
  if (isCampaignCoach(viewer, campaign) || involved) return null;
  if (!campaign.active) return 'not-found';
  if (openPrivacySettings(viewer).includes(campaign.privacySetting)) return null;
  return viewer ? 'invitation-required' : 'not-authenticated';
}

/** May this viewer join (spec 1 §6): public for all, internal for members, else by invitation. */
export function admittedToJoin(viewer: ViewerRoles & { id: string }, campaign: CampaignAccessFacts, invitation: { invited: boolean; viaLink: boolean }): boolean {
  return (
    isCampaignCoach(viewer, campaign) ||
    invitation.invited ||
    invitation.viaLink ||
    campaign.privacySetting === 'public' ||
    (campaign.privacySetting === 'internal' && isOrgMember(viewer))
  );
}

/** The brief's Advanced settings box (spec 1 §2): campaign settings only the organisation's admins change. */
export const ADVANCED_CAMPAIGN_SETTINGS = ['publicBriefOnly', 'limitIdeaCreation', 'canViewTrustedFeedback'] as const;

/**
 * The advanced settings a save would change that this viewer may not (spec 1 §2: admins see the
 * Advanced settings box), as field error keys; empty when none. A step that sends the settings
 * back unchanged changes nothing.
 */
export function refusedAdvancedSettings(viewer: ViewerRoles, current: Pick<CampaignSettings, (typeof ADVANCED_CAMPAIGN_SETTINGS)[number]>, wanted: Partial<CampaignSettings> | undefined): string[] {
  if (!wanted || hasOrgAdminRights(viewer)) return [];
  return ADVANCED_CAMPAIGN_SETTINGS.filter((key) => wanted[key] !== undefined && wanted[key] !== current[key]).map((key) => `settings.${key}`);
}
