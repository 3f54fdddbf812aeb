import { campaignSlugInput } from '#shared/schemas/campaign.ts';
import { publicProcedure, router } from '#server/trpc/procedures.ts';
import { viewCampaign } from './campaign-view.service';
import { customCodeFrameUrl } from './custom-code.service';

/** The brief's custom-code frame (spec 2 §3), merged into `campaign`. */
export const customCodeRouter = router({
  /**
   * Where the brief's sandboxed frame loads the campaign's custom code, for whoever the brief's
   * own rules admit (the same viewCampaign as campaign.bySlug); null when there is no code.
   */
  codeFrame: publicProcedure.input(campaignSlugInput).query(async ({ ctx, input }) => {
    const { campaign } = await viewCampaign(ctx, input.slug);
    return { url: campaign.customCode.trim() ? customCodeFrameUrl(ctx.deps.jwtKey, ctx.org, campaign) : null };
  }),
});
