import { campaignInviteInput, campaignParticipantInput } from '../../../src-shared/schemas/campaign';
import { activeProcedure, router } from '../../trpc/procedures';
import { approveParticipant, inviteToCampaign, removeParticipant } from './participation.service';

/** A campaign's people, managed by its coaches (spec 2 §2 People tab). */
export const campaignMemberRouter = router({
  invite: activeProcedure.input(campaignInviteInput).mutation(async ({ ctx, input }) => ({ invited: await inviteToCampaign(ctx, input.slug, input.emails) })),
  approve: activeProcedure.input(campaignParticipantInput).mutation(async ({ ctx, input }) => {
    const participant = await approveParticipant(ctx, input.slug, input.userGuid);
    return { status: participant.status };
  }),
  decline: activeProcedure.input(campaignParticipantInput).mutation(async ({ ctx, input }) => {
    await removeParticipant(ctx, input.slug, input.userGuid, { pendingOnly: true });
    return { declined: true };
  }),
  remove: activeProcedure.input(campaignParticipantInput).mutation(async ({ ctx, input }) => {
    await removeParticipant(ctx, input.slug, input.userGuid, { pendingOnly: false });
    return { removed: true };
  }),
});
