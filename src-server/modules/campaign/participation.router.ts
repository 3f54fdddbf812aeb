import { campaignCoachInput, campaignInvitationRemoveInput, campaignInviteInput, campaignParticipantInput, campaignSlugInput } from '#shared/schemas/campaign.ts';
import { activeProcedure, authedProcedure, router } from '#server/trpc/procedures.ts';
import { fullName } from '#server/modules/user/user.presenter.ts';
import { regenerateInviteSecret } from './campaign-admin.service';
import { addCoach, removeCoach } from './coaching.service';
import { approveParticipant, campaignPeople, inviteToCampaign, removeInvitation, removeParticipant } from './participation.service';

/** A campaign's people, managed by its coaches (spec 2 §2 People tab). */
export const campaignMemberRouter = router({
  /** Joined, awaiting approval and invited-by-e-mail lists, and the coaches. */
  list: authedProcedure.input(campaignSlugInput).query(async ({ ctx, input }) => {
    const people = await campaignPeople(ctx, input.slug);
    const person = (participant: (typeof people.joined)[number]) => ({
      guid: participant.user.id,
      name: fullName(participant.user),
      email: participant.user.email,
      since: participant.createdAt,
    });
    return {
      coaches: people.campaign.coaches.getItems().map((coach) => ({ guid: coach.id, name: fullName(coach), email: coach.email })),
      joined: people.joined.map(person),
      pending: people.pending.map(person),
      invited: people.invited.map((invitation) => ({ guid: invitation.id, email: invitation.email, invitedAt: invitation.createdAt })),
    };
  }),
  invite: activeProcedure.input(campaignInviteInput).mutation(async ({ ctx, input }) => ({ invited: await inviteToCampaign(ctx, input.slug, input.emails) })),
  removeInvitation: activeProcedure.input(campaignInvitationRemoveInput).mutation(async ({ ctx, input }) => {
    await removeInvitation(ctx, input.slug, input.invitationGuid);
    return { removed: true };
  }),
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
  addCoach: activeProcedure.input(campaignCoachInput).mutation(async ({ ctx, input }) => {
    const campaign = await addCoach(ctx, input.slug, input.userGuid);
    return { coaches: campaign.coaches.getItems().map((coach) => ({ guid: coach.id, name: fullName(coach) })) };
  }),
  removeCoach: activeProcedure.input(campaignCoachInput).mutation(async ({ ctx, input }) => {
    const campaign = await removeCoach(ctx, input.slug, input.userGuid);
    return { coaches: campaign.coaches.getItems().map((coach) => ({ guid: coach.id, name: fullName(coach) })) };
  }),
  /** A new share link; the old one stops working (asked for confirmation in the client). */
  newShareLink: activeProcedure.input(campaignSlugInput).mutation(async ({ ctx, input }) => {
    const campaign = await regenerateInviteSecret(ctx, input.slug);
    return { permaInviteLink: `/invitations/campaign/${campaign.inviteSecret}` };
  }),
});
