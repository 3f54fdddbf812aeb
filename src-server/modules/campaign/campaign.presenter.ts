import { campaignPhase, timeLeft } from '../../../src-shared/campaign-rules';
import { mediaUrl } from '../media/media.presenter';
import type { User } from '../user/user.entity';
import { fullName } from '../user/user.presenter';
import type { Campaign, CampaignDocument } from './campaign.entity';
import { isCampaignCoach } from './campaign.policy';

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
    showOnLandingPage: campaign.showOnLandingPage,
    featured: campaign.featured,
    useCustomMailHeader: campaign.useCustomMailHeader,
    mailHeader: isCoach ? campaign.mailHeader : '',
    settings: campaign.settings,
    coaches: campaign.coaches.getItems().map((coach) => ({ guid: coach.id, name: fullName(coach) })),
    phase,
    campaignActive: phase === 'active',
    open: phase === 'active',
    timeLeft: timeLeft(campaign.endDate, now),
    meta: { completedIdeasCount: campaign.ideaCount, contributorCount: campaign.contributorCount },
    progress: { amountOfTotalIdeas: campaign.ideaCount, amountOfTotalFeedback: campaign.feedbackCount },
    permaLink: `/coach/campaigns/${campaign.slug}/brief`,
    organisationGuid: campaign.organisation.id,
    isCoach,
    abilities: { edit: isCoach, submit: isCoach && phase === 'draft' },
  };
}
export type CampaignDto = ReturnType<typeof presentCampaign>;
