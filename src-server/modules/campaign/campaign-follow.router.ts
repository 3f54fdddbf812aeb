import { campaignFollowSetInput, campaignFollowStateInput } from '#shared/schemas/follow.ts';
import { authedProcedure, router } from '#server/trpc/procedures.ts';
import { campaignFollowState, setCampaignFollow } from './campaign-follow.service';

/** The campaign brief's follow button (issue 34): any signed-in viewer the campaign is visible to. */
export const campaignFollowRouter = router({
  state: authedProcedure.input(campaignFollowStateInput).query(({ ctx, input }) => campaignFollowState(ctx, input.campaignSlug)),
  // Setting (not toggling) makes a retried request harmless, so it needs no idempotency key.
  set: authedProcedure.input(campaignFollowSetInput).mutation(({ ctx, input }) => setCampaignFollow(ctx, input)),
});
