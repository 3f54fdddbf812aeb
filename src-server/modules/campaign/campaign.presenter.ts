import { campaignPhase, timeLeft } from '#shared/campaign-rules.ts';
import { hasOrgAdminRights, isSuperAdmin } from '#shared/permissions.ts';
import { mediaUrl } from '#server/modules/media/media.presenter.ts';
import type { Idea } from '#server/entities/idea.entity.ts';
import { presentCampaignTags } from '#server/modules/tag/tag.presenter.ts';
import type { User } from '#server/entities/user.entity.ts';
import { fullName } from '#server/modules/user/user.presenter.ts';
import type { Campaign, CampaignDocument } from '#server/entities/campaign.entity.ts';
import { isCampaignCoach } from './campaign.policy';

/** The campaign's coach (spec 1 §3 coachGuid): whoever created it while they coach it, else its first listed coach. */
function mainCoachGuid(campaign: Campaign): string | null {
  const coaches = campaign.coaches.getItems();
  const creatorId = campaign.createdBy?.id;
  return coaches.find((coach) => coach.id === creatorId)?.id ?? coaches[0]?.id ?? null;
}

/**
 * A campaign as the client sees it (spec 1 §3 Campaign), with what this viewer may do. Coaches
 * and the photo must be loaded; documents are passed in (loaded for a whole page at once).
 */
export function presentCampaign(campaign: Campaign, viewer: User | null, documents: CampaignDocument[], now = new Date()) {
  const phase = campaignPhase(campaign, now);
  const isCoach = isCampaignCoach(viewer, campaign);
  return {
    guid: campaign.id,
    slug: campaign.slug,
    name: campaign.name,
    content: campaign.content,
    startDate: campaign.startDate,
    endDate: campaign.endDate,
    thumbnail: campaign.photo ? { url: mediaUrl(campaign.photo), guid: campaign.photo.id } : null,
    rewards: campaign.rewards,
    documents: documents.map((document) => ({ guid: document.media.id, name: document.name, url: mediaUrl(document.media) })),
    privacySetting: campaign.privacySetting,
    public: campaign.privacySetting === 'public',
    private: campaign.privacySetting === 'private',
    requireCoachApproval: campaign.requireCoachApproval,
    requireAgreementAcceptance: campaign.requireAgreementAcceptance,
    agreementGuid: campaign.agreement?.id ?? null,
    showOnLandingPage: campaign.showOnLandingPage,
    featured: campaign.featured,
    useCustomMailHeader: campaign.useCustomMailHeader,
    mailHeader: isCoach ? campaign.mailHeader : '',
    settings: campaign.settings,
    /** Super admin's code for this campaign; the client runs it in a sandboxed frame. */
    customCode: campaign.customCode,
    coaches: campaign.coaches.getItems().map((coach) => ({ guid: coach.id, name: fullName(coach) })),
    coachGuid: mainCoachGuid(campaign),
    phase,
    campaignActive: phase === 'active',
    open: phase === 'active',
    timeLeft: timeLeft(campaign.endDate, now),
    meta: { completedIdeasCount: campaign.ideaCount, contributorCount: campaign.contributorCount },
    progress: { amountOfTotalIdeas: campaign.ideaCount, amountOfTotalFeedback: campaign.feedbackCount },
    permaLink: `/coach/campaigns/${campaign.slug}/brief`,
    /** The share link: only its coaches see it (spec 2 §3 permaInviteLink). */
    permaInviteLink: isCoach ? `/invitations/campaign/${campaign.inviteSecret}` : null,
    organisationGuid: campaign.organisation.id,
    isCoach,
    abilities: { edit: isCoach, submit: isCoach && phase === 'draft' },
  };
}
export type CampaignDto = ReturnType<typeof presentCampaign>;

/** The brief's campaign: the campaign plus this viewer's place in it (spec 1 §3 joined, approvalStatus). */
export function presentCampaignView(
  view: { campaign: Campaign; contentHtml: string; membership: 'approved' | 'pending' | null; canJoin: boolean; statisticsEnabled: boolean },
  viewer: User | null,
  documents: CampaignDocument[],
  winners: Idea[],
) {
  const campaign = presentCampaign(view.campaign, viewer, documents);
  const briefOnly = view.campaign.settings.publicBriefOnly && view.membership !== 'approved' && !campaign.isCoach;
  return {
    ...campaign,
    /** The brief rendered and sanitised by the server, beside its markdown (content). */
    contentHtml: view.contentHtml,
    joined: view.membership === 'approved',
    approvalStatus: view.membership,
    /** Tags must be loaded (viewCampaign does). */
    tags: presentCampaignTags(view.campaign),
    winners: { list: winners.map((idea) => ({ guid: idea.id, name: idea.name })), announcedAt: view.campaign.winnersAnnouncedAt },
    /** Non-members of a brief-only campaign see the brief and nothing else (spec 1 §2). */
    briefOnly,
    abilities: {
      ...campaign.abilities,
      join: view.canJoin,
      /** The People tab: its coaches and super admins (spec 2 §1). */
      managePeople: campaign.isCoach || isSuperAdmin(viewer),
      /** The Statistics tab: org admins, when the organisation has the feature (spec 2 §1). */
      viewStatistics: view.statisticsEnabled && hasOrgAdminRights(viewer),
      /** Announce winners, delete, tags: the campaign's coaches. */
      manage: campaign.isCoach,
      /** The Possible duplicates tab (issue 23): the campaign's coaches and admins. */
      reviewDuplicates: campaign.isCoach,
      /** The Stages tab (issue 33): the campaign's coaches and admins. */
      manageStages: campaign.isCoach,
      /** Deleting a campaign: org admins and super admins (spec 2 §7 DELETE /api/campaigns/{guid}). */
      delete: hasOrgAdminRights(viewer),
      /** Custom code: super admins only (spec 2 §3). */
      editCustomCode: isSuperAdmin(viewer),
      tabs: !briefOnly,
    },
  };
}

/** A dashboard card (spec 1 §2): no brief, no documents. */
export function presentCampaignCard(entry: { campaign: Campaign; membership: 'approved' | 'pending' | null }, now = new Date()) {
  const { campaign } = entry;
  return {
    guid: campaign.id,
    slug: campaign.slug,
    name: campaign.name,
    thumbnail: campaign.photo ? { url: mediaUrl(campaign.photo) } : null,
    ideaCount: campaign.ideaCount,
    feedbackCount: campaign.feedbackCount,
    phase: campaignPhase(campaign, now),
    timeLeft: timeLeft(campaign.endDate, now),
    startDate: campaign.startDate,
    endDate: campaign.endDate,
    privacySetting: campaign.privacySetting,
    featured: campaign.featured,
    requireCoachApproval: campaign.requireCoachApproval,
    approvalStatus: entry.membership,
    /** Dimmed and not clickable: waiting for a coach (spec 1 §2). */
    awaitingApproval: campaign.requireCoachApproval && entry.membership === 'pending',
  };
}
export type CampaignCardDto = ReturnType<typeof presentCampaignCard>;

/** A row of the admin hunts list (spec 2 §2, §3 super admin hunt row). */
export function presentCampaignRow(campaign: Campaign, now = new Date()) {
  return {
    guid: campaign.id,
    slug: campaign.slug,
    name: campaign.name,
    startDate: campaign.startDate,
    endDate: campaign.endDate,
    phase: campaignPhase(campaign, now),
    coaches: campaign.coaches.getItems().map((coach) => ({ guid: coach.id, name: fullName(coach) })),
    ideaCount: campaign.ideaCount,
    contributorCount: campaign.contributorCount,
  };
}

/** How the campaign's e-mails look: its own header, when its coaches turned it on (spec 2 §4). */
export function campaignMailOptions(campaign: Campaign): { mailHeader?: string } {
  return campaign.useCustomMailHeader ? { mailHeader: campaign.mailHeader } : {};
}
