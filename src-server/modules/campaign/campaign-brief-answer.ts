import { AppError } from '#server/errors/app-error.ts';
import { describeError } from '#server/errors/describe-error.ts';
import { LegacyRedirect } from '#server/legacy/envelope.ts';
import type { LegacyCall } from '#server/legacy/legacy-routes.ts';

const flag = (value: string | undefined) => value === 'true' || value === '1';

type Caller = LegacyCall['caller'];

/**
 * The campaign's people with the spec's participant meta (status, feedbackCount, ideaCount,
 * score) and its open invitations, for GET …/brief?includeUsers=true by a coach.
 */
async function campaignUsers(caller: Caller, slug: string) {
  const [people, board] = await Promise.all([caller.campaign.member.list({ slug }), caller.campaign.leaderboard({ slug })]);
  const counts = new Map(board.highscore.map((row) => [row.user.guid, row]));
  const person = (status: 'approved' | 'pending') => (participant: (typeof people.joined)[number]) => {
    const row = counts.get(participant.guid);
    return { ...participant, meta: { status, feedbackCount: row?.feedbackCount ?? 0, ideaCount: row?.ideaCount ?? 0, score: row?.score ?? null } };
  };
  return { users: [...people.joined.map(person('approved')), ...people.pending.map(person('pending'))], invitations: people.invited, coaches: people.coaches };
}

/**
 * GET /coach/campaigns/{slug}/brief (spec 2 §7). A campaign that asks for its agreement is
 * refused to a signed-in viewer who has not accepted it (by joining) unless the client asks
 * with showBriefWithoutAcceptingAgreement, as it does to show the brief beside the agreement;
 * includeUsers adds the people for those who manage them, and is ignored for anyone else.
 */
export async function campaignBriefAnswer({ caller, ctx, params, query }: LegacyCall) {
  const slug = params.slug ?? '';
  const brief = await caller.campaign.bySlug({ slug });
  const accepted = brief.joined || brief.approvalStatus !== null || brief.isCoach;
  // A member who joined without accepting is sent to the agreement page (spec 1 §7); a signed-in
  // non-member is refused the brief until they join with it, unless the client asks to read it anyway.
  const mustAccept = brief.mustAcceptAgreement || (brief.requireAgreementAcceptance && ctx.viewerFacts !== null && !accepted);
  if (mustAccept && !flag(query.showBriefWithoutAcceptingAgreement)) {
    throw new AppError('AGREEMENT_NOT_ACCEPTED', { redirect: `/coach/campaigns/${brief.slug}/agreement` });
  }
  const people = flag(query.includeUsers) && brief.abilities.managePeople ? await campaignUsers(caller, slug) : {};
  return { ...brief, isAgreementAccepted: brief.isAgreementAccepted && (!brief.requireAgreementAcceptance || accepted), ...people };
}

/** A brief-only campaign's ideas refused to a non-member send the client to the brief (spec 1 §2). */
export async function orBriefRedirect<T>(slug: string | undefined, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    // Procedures called through the caller throw their AppError wrapped in a TRPCError.
    if (slug && describeError(error).code === 'user-not-in-campaign') throw new LegacyRedirect(error, `/coach/campaigns/${slug}/brief`);
    throw error;
  }
}
