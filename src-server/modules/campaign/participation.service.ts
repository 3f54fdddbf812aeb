import type { EntityManager } from '@mikro-orm/postgresql';
import { v7 as uuidv7 } from 'uuid';
import { campaignPhase } from '#shared/campaign-rules.ts';
import type { CampaignJoinInput } from '#shared/schemas/campaign.ts';
import { parseInviteEmails } from '#shared/invite-emails.ts';
import { onDuplicate } from '#server/db/unique-violation.ts';
import { AppError } from '#server/errors/app-error.ts';
import type { AppContext, AuthedContext } from '#server/trpc/context.ts';
import { queueMails } from '#server/modules/mail/mail.service.ts';
import { addWebhookEventToFlush } from '#server/modules/webhook-outbox/webhook-outbox.service.ts';
import { notifyCampaignJoined, notifyParticipantAnswered } from '#server/modules/notification/notification.service.ts';
import { fullName } from '#server/modules/user/user.presenter.ts';
import { normalizeEmail } from '#server/modules/user/user.service.ts';
import { acceptOnJoining } from './campaign-agreement.service';
import { CampaignSchema, type Campaign } from '#server/entities/campaign.entity.ts';
import { admittedToJoin, isCampaignCoach } from './campaign.policy';
import { campaignMailOptions } from './campaign.presenter';
import { campaignForCoach } from './campaign.service';
import { CampaignInvitationSchema, CampaignParticipantSchema, type CampaignParticipant } from '#server/entities/participation.entity.ts';
import { isGuid } from '#shared/schemas/common.ts';

/** A live campaign of this site by slug, with its coaches, or not-found. */
async function campaignBySlug(ctx: AuthedContext, slug: string): Promise<Campaign> {
  const campaign = await ctx.em.findOne(CampaignSchema, { slug }, { populate: ['coaches'] });
  if (!campaign) throw new AppError('not-found');
  return campaign;
}

/** Why a visitor cannot join: they must log in, and the spec words it differently where terms wait (spec 1 §8). */
export async function visitorJoinRefusal(ctx: AppContext, slug: string): Promise<AppError> {
  const campaign = await ctx.em.findOne(CampaignSchema, { slug }, { fields: ['requireAgreementAcceptance'] });
  return new AppError(campaign?.requireAgreementAcceptance ? 'YOU_HAVE_TO_LOGIN_TO_ACCEPT_AGREEMENT' : 'not-authenticated');
}

/**
 * Joining a campaign (spec 1 §4 and §6, spec 2 §4): public campaigns are open to all, internal
 * ones to the organisation's members, semi-public and private ones by invitation (an e-mail
 * invitation or the share link's secret). An agreement must be accepted when asked for. With
 * coach approval on, a joiner waits as pending, unless a coach invited them by e-mail.
 */
export async function joinCampaign(ctx: AuthedContext, input: CampaignJoinInput): Promise<CampaignParticipant> {
  const campaign = await campaignBySlug(ctx, input.slug);
  const existing = await ctx.em.findOne(CampaignParticipantSchema, { campaign, user: ctx.viewer });
  if (existing) return existing;

  const phase = campaignPhase(campaign, new Date());
  if (phase === 'draft') throw new AppError('campaign-not-active');
  if (phase === 'finished') throw new AppError('campaign-ended');

  const coach = isCampaignCoach(ctx.viewer, campaign);
  const invitation = await ctx.em.findOne(CampaignInvitationSchema, { campaign, email: normalizeEmail(ctx.viewer.email) });
  const viaLink = input.secret !== undefined && input.secret === campaign.inviteSecret;
  if (!admittedToJoin(ctx.viewer, campaign, { invited: invitation !== null, viaLink })) throw new AppError('invitation-required');
  if (campaign.requireAgreementAcceptance && !input.agreement) throw new AppError('AGREEMENT_NOT_ACCEPTED', { fieldErrors: { agreement: ['AGREEMENT_NOT_ACCEPTED'] } });

  const now = new Date();
  const approved = !campaign.requireCoachApproval || coach || invitation !== null;
  const participant = ctx.em.create(CampaignParticipantSchema, {
    campaign,
    user: ctx.viewer,
    status: approved ? 'approved' : 'pending',
    agreementAcceptedAt: null,
    approvedAt: approved ? now : null,
  });
  if (campaign.requireAgreementAcceptance) await acceptOnJoining(ctx, campaign, participant, now);
  if (invitation) {
    invitation.acceptedBy = ctx.viewer;
    invitation.acceptedAt = now;
  }
  const join = async () => {
    if (approved) {
      await recordMemberJoined(ctx, campaign, ctx.viewer.id);
      await ctx.em.flush();
      await recountContributors(ctx.em, campaign);
    } else {
      // Coaches hear of a request waiting for them (the same flush writes the row and the mails).
      const mails = campaign.coaches.getItems().map((coach) => ({
        to: coach.email,
        params: { campaignName: campaign.name, participantName: fullName(ctx.viewer) },
        path: `/coach/campaigns/${campaign.slug}/people`,
      }));
      await queueMails(ctx, 'campaign-join-request', mails, campaignMailOptions(campaign));
    }
    await notifyCampaignJoined(ctx.em, ctx.viewer, campaign, approved ? 'approved' : 'pending');
    return participant;
  };
  // An identical join at the same moment passed the check above too. The unique (campaign, user)
  // lets one in; the other's flush (its count, its mails) rolls back whole, and it returns the
  // row it lost to, as a later join would. A fork reads it: this em still holds the unwritten one.
  return onDuplicate(join, () => ctx.em.fork().findOneOrFail(CampaignParticipantSchema, { campaign: campaign.id, user: ctx.viewer.id }));
}

/**
 * Sets the campaign's contributor count from its approved participants, after the change that
 * moved it committed. Counting rather than adding one: two different people joining at once each
 * read the same count, and adding to what each read lost one of them. The last recount runs after
 * every committed change, so the count ends exact. The loaded entity is left as it was: no flush
 * of this request writes the count, and its answers do not show it.
 */
async function recountContributors(em: EntityManager, campaign: Campaign): Promise<void> {
  await em
    .getConnection()
    .execute(`update campaign set contributor_count = (select count(*) from campaign_participant where campaign_id = campaign.id and status = 'approved') where id = ?`, [campaign.id]);
}

/** Invites addresses to a campaign (coaches); all must be valid or none is invited (INVALID_EMAIL). */
export async function inviteToCampaign(ctx: AuthedContext, slug: string, emails: string): Promise<number> {
  const campaign = await campaignForCoach(ctx, slug);
  const { valid, invalid } = parseInviteEmails(emails);
  if (invalid.length > 0) throw new AppError('INVALID_EMAIL', { fieldErrors: { emails: ['INVALID_EMAIL'] }, details: invalid });
  if (valid.length === 0) throw new AppError('ERROR_REQUIRED', { fieldErrors: { emails: ['ERROR_REQUIRED'] } });
  // An address already invited, or claimed by an identical invite racing this one, is skipped by
  // the unique (campaign, email): only the rows this request inserted are invited and mailed.
  const rows = valid.map((email) => [uuidv7(), campaign.id, email, ctx.viewer.id]);
  return ctx.em.transactional(async (em) => {
    const fresh = await em.execute<{ id: string; email: string }[]>(
      `insert into campaign_invitation (id, created_at, updated_at, campaign_id, email, invited_by_id)
       values ${rows.map(() => '(?, now(), now(), ?, ?, ?)').join(', ')}
       on conflict (campaign_id, email) do nothing
       returning id, email`,
      rows.flat(),
    );
    const mails = fresh.map((invitation) => ({
      to: invitation.email,
      params: { campaignName: campaign.name, inviterName: fullName(ctx.viewer) },
      path: `/invitations/${invitation.id}`,
    }));
    await queueMails({ ...ctx, em }, 'campaign-invitation', mails, campaignMailOptions(campaign));
    return fresh.length;
  });
}

async function participantOf(ctx: AuthedContext, campaign: Campaign, userGuid: string): Promise<CampaignParticipant> {
  const participant = await ctx.em.findOne(CampaignParticipantSchema, { campaign, user: userGuid }, { populate: ['user'] });
  if (!participant) throw new AppError('not-found');
  return participant;
}

/** A coach lets a pending joiner in. */
export async function approveParticipant(ctx: AuthedContext, slug: string, userGuid: string): Promise<CampaignParticipant> {
  const campaign = await campaignForCoach(ctx, slug);
  const participant = await participantOf(ctx, campaign, userGuid);
  if (participant.status !== 'approved') {
    participant.status = 'approved';
    participant.approvedAt = new Date();
    const mail = { to: participant.user.email, params: { campaignName: campaign.name }, path: `/coach/campaigns/${campaign.slug}/brief` };
    await recordMemberJoined(ctx, campaign, participant.user.id);
    // One flush writes the approval, its mail and its webhook event.
    await queueMails(ctx, 'campaign-approved', [mail], campaignMailOptions(campaign));
    await notifyParticipantAnswered(ctx.em, ctx.viewer, campaign, participant.user.id, 'approved');
    await recountContributors(ctx.em, campaign);
  }
  return participant;
}

/**
 * A person became a member: at once on joining, or when a coach lets a pending joiner in. The
 * event goes into the flush that writes the membership (whose insert is the duplicate check), so
 * a join that rolls back records none and one that commits never misses it.
 */
async function recordMemberJoined(ctx: AuthedContext, campaign: Campaign, userId: string): Promise<void> {
  await addWebhookEventToFlush(ctx.em, ctx.site.id, 'campaign.member_joined', { campaignId: campaign.id, userId });
}

/** A coach turns a pending joiner away, or removes a participant; either way the row goes. */
export async function removeParticipant(ctx: AuthedContext, slug: string, userGuid: string, options: { pendingOnly: boolean }): Promise<void> {
  const campaign = await campaignForCoach(ctx, slug);
  const participant = await participantOf(ctx, campaign, userGuid);
  if (options.pendingOnly && participant.status !== 'pending') throw new AppError('invalid-input');
  ctx.em.remove(participant);
  await ctx.em.flush();
  if (participant.status === 'approved') await recountContributors(ctx.em, campaign);
  if (options.pendingOnly) await notifyParticipantAnswered(ctx.em, ctx.viewer, campaign, participant.user.id, 'declined');
}

/** The People tab (spec 2 §2): joined, awaiting approval, and invited by e-mail but not yet joined. */
export async function campaignPeople(ctx: AuthedContext, slug: string) {
  const campaign = await campaignForCoach(ctx, slug);
  const [participants, invitations] = await Promise.all([
    ctx.em.find(CampaignParticipantSchema, { campaign }, { populate: ['user'], orderBy: { createdAt: 'asc', id: 'asc' } }),
    ctx.em.find(CampaignInvitationSchema, { campaign, acceptedAt: null }, { orderBy: { createdAt: 'asc', id: 'asc' } }),
  ]);
  return {
    campaign,
    joined: participants.filter((participant) => participant.status === 'approved'),
    pending: participants.filter((participant) => participant.status === 'pending'),
    invited: invitations,
  };
}

/** A coach withdraws an e-mail invitation that was not used yet. */
export async function removeInvitation(ctx: AuthedContext, slug: string, invitationGuid: string): Promise<void> {
  const campaign = await campaignForCoach(ctx, slug);
  const invitation = await ctx.em.findOne(CampaignInvitationSchema, { id: invitationGuid, campaign });
  if (!invitation) throw new AppError('not-found');
  await ctx.em.remove(invitation).flush();
}

/**
 * The invitation landings (spec 1 §4): /invitations/{guid} for an e-mail invitation and
 * /invitations/campaign/{secret} for a share link. Unknown or stale ones are invalid-invitation.
 */
export async function findInvitation(ctx: AppContext, kind: 'email' | 'link', key: string): Promise<{ campaign: Campaign; accepted: boolean }> {
  if (kind === 'email') {
    const invitation = isGuid(key) ? await ctx.em.findOne(CampaignInvitationSchema, { id: key }, { populate: ['campaign'] }) : null;
    if (!invitation) throw new AppError('invalid-invitation');
    return { campaign: invitation.campaign, accepted: invitation.acceptedAt !== null };
  }
  const campaign = key.length >= 16 ? await ctx.em.findOne(CampaignSchema, { inviteSecret: key }) : null;
  if (!campaign) throw new AppError('invalid-invitation');
  return { campaign, accepted: false };
}
