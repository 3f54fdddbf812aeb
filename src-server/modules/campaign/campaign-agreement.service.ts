import { AppError } from '#server/errors/app-error.ts';
import type { AppContext, AuthedContext } from '#server/trpc/context.ts';
import { recordAcceptance } from '#server/modules/agreement/agreement-acceptance.service.ts';
import { findPublishedAgreement, type PublishedAgreement } from '#server/modules/agreement/agreement.service.ts';
import type { User } from '#server/entities/user.entity.ts';
import type { Campaign } from '#server/entities/campaign.entity.ts';
import { viewCampaign, type CampaignView } from './campaign-view.service';
import { isCampaignCoach } from './campaign.policy';
import { CampaignParticipantSchema, type CampaignParticipant } from '#server/entities/participation.entity.ts';

/** The campaign's agreement in the version in force, or null: none named, or it is gone. */
export async function campaignAgreementOf(ctx: AppContext, campaign: Campaign): Promise<PublishedAgreement | null> {
  return campaign.agreement ? findPublishedAgreement(ctx.em, campaign.agreement.id, 'campaign') : null;
}

/** The agreement a campaign may name (wizard agreementGuid): a campaign agreement of this site in force (NO_VALID_AGREEMENT_FOUND). */
export async function campaignAgreementChoice(ctx: AppContext, guid: string | null): Promise<PublishedAgreement | null> {
  if (!guid) return null;
  const published = await findPublishedAgreement(ctx.em, guid, 'campaign');
  if (!published) throw new AppError('NO_VALID_AGREEMENT_FOUND', { fieldErrors: { agreementGuid: ['NO_VALID_AGREEMENT_FOUND'] } });
  return published;
}

/**
 * A participant who has yet to accept the campaign's terms: the campaign asks for them and they
 * joined without (an invitation or a coach let them in before it did). Coaches are not asked.
 */
export function mustAcceptCampaignAgreement(viewer: User | null, campaign: Campaign, participant: CampaignParticipant | null): boolean {
  return campaign.requireAgreementAcceptance && participant !== null && participant.agreementAcceptedAt === null && !isCampaignCoach(viewer, campaign);
}

/** The viewer's participation in a campaign, or null (not signed in, or not in it). */
export async function participationOf(ctx: AppContext, campaign: Campaign): Promise<CampaignParticipant | null> {
  return ctx.viewer ? ctx.em.findOne(CampaignParticipantSchema, { campaign, user: ctx.viewer }) : null;
}

/** /coach/campaigns/{slug}/agreement: the campaign, its agreement, and where the viewer stands with it. */
export async function campaignAgreementPage(ctx: AppContext, slug: string): Promise<{ view: CampaignView; agreement: PublishedAgreement | null; participant: CampaignParticipant | null }> {
  const view = await viewCampaign(ctx, slug);
  const [agreement, participant] = await Promise.all([campaignAgreementOf(ctx, view.campaign), participationOf(ctx, view.campaign)]);
  return { view, agreement, participant };
}

/** Records a joiner's acceptance: when, and which version of the campaign's agreement; the caller flushes. */
export async function acceptOnJoining(ctx: AuthedContext, campaign: Campaign, participant: CampaignParticipant, now: Date): Promise<void> {
  participant.agreementAcceptedAt = now;
  const agreement = await campaignAgreementOf(ctx, campaign);
  if (!agreement) return;
  participant.agreementVersion = agreement.version;
  await recordAcceptance(ctx.em, ctx.viewer, agreement, now);
}

/** A member accepts the campaign's agreement on its page (spec 2 §5: AGREEMENT_NOT_ACCEPTED unless ticked). */
export async function acceptCampaignAgreement(ctx: AppContext, slug: string, accepted: boolean, now = new Date()): Promise<CampaignParticipant> {
  if (!ctx.viewer) throw new AppError('YOU_HAVE_TO_LOGIN_TO_ACCEPT_AGREEMENT');
  const { view, participant } = await campaignAgreementPage(ctx, slug);
  if (!participant) throw new AppError('user-not-in-campaign');
  if (!accepted) throw new AppError('AGREEMENT_NOT_ACCEPTED', { fieldErrors: { accepted: ['AGREEMENT_NOT_ACCEPTED'] } });
  if (participant.agreementAcceptedAt === null) await acceptOnJoining({ ...ctx, viewer: ctx.viewer }, view.campaign, participant, now);
  await ctx.em.flush();
  return participant;
}

/**
 * A user's acceptance of a campaign's agreement (legacy GET /acceptedagreements/campaign/{slug}/user/{guid}):
 * the user themselves, or the campaign's coaches, may ask.
 */
export async function acceptedCampaignAgreement(ctx: AuthedContext, slug: string, userGuid: string): Promise<CampaignParticipant | null> {
  const { campaign } = await viewCampaign(ctx, slug);
  if (userGuid !== ctx.viewer.id && !isCampaignCoach(ctx.viewer, campaign)) throw new AppError('forbidden');
  const participant = await ctx.em.findOne(CampaignParticipantSchema, { campaign, user: userGuid }, { populate: ['agreementVersion', 'agreementVersion.agreement'] });
  return participant?.agreementAcceptedAt ? participant : null;
}
