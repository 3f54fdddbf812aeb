import { campaignAgreementAcceptInput, campaignUserAgreementInput } from '#shared/schemas/agreements.ts';
import { campaignSlugInput } from '#shared/schemas/campaign.ts';
import { authedProcedure, publicProcedure, router } from '#server/trpc/procedures.ts';
import { presentCampaignAcceptance, presentRenderedAgreement } from '#server/modules/agreement/agreement.presenter.ts';
import { acceptCampaignAgreement, acceptedCampaignAgreement, campaignAgreementPage } from './campaign-agreement.service';

/**
 * A campaign's agreement and who accepted it, served under `agreement` beside the agreement
 * module's own procedures (app-router.ts merges them): agreements stand below campaigns.
 */
export const campaignAgreementRouter = router({
  /** /coach/campaigns/{slug}/agreement: the campaign's agreement and the viewer's place with it. */
  forCampaign: publicProcedure.input(campaignSlugInput).query(async ({ ctx, input }) => {
    const { view, agreement, participant } = await campaignAgreementPage(ctx, input.slug);
    return {
      campaign: { slug: view.campaign.slug, name: view.campaign.name, requireAgreementAcceptance: view.campaign.requireAgreementAcceptance },
      agreement: agreement ? await presentRenderedAgreement(ctx, agreement) : null,
      membership: view.membership,
      canJoin: view.canJoin,
      accepted: participant?.agreementAcceptedAt != null,
    };
  }),
  /** A member accepts the campaign's agreement they joined without. */
  acceptForCampaign: publicProcedure.input(campaignAgreementAcceptInput).mutation(async ({ ctx, input }) => {
    const participant = await acceptCampaignAgreement(ctx, input.slug, input.accepted);
    return { acceptedAt: participant.agreementAcceptedAt };
  }),
  /** A user's acceptance of a campaign's agreement, for themselves or the campaign's coaches; null when none. */
  acceptedForCampaign: authedProcedure.input(campaignUserAgreementInput).query(async ({ ctx, input }) =>
    presentCampaignAcceptance(await acceptedCampaignAgreement(ctx, input.slug, input.userGuid)),
  ),
});
