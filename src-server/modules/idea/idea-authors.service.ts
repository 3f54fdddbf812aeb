import type { EntityManager } from '@mikro-orm/postgresql';
import { v7 as uuidv7 } from 'uuid';
import type { IdeaAuthorStatusInput } from '#shared/schemas/idea.ts';
import { settingsWithDefaults } from '#shared/schemas/organisation.ts';
import { AppError } from '#server/errors/app-error.ts';
import type { AuthedContext } from '#server/trpc/context.ts';
import type { Campaign } from '#server/entities/campaign.entity.ts';
import { queueMails } from '#server/modules/mail/mail.service.ts';
import { notifyCoAuthorJoined } from '#server/modules/notification/notification.service.ts';
import { revokeAuthorPoints } from '#server/modules/points/points.service.ts';
import { followOnTakingPart } from '#server/modules/notification/follow.service.ts';
import { UserSchema, type User } from '#server/entities/user.entity.ts';
import { fullName } from '#server/modules/user/user.presenter.ts';
import { IdeaAuthorSchema, type Idea, type IdeaAuthor } from '#server/entities/idea.entity.ts';
import { loadIdea } from './idea-view.service';
import { allowsCoAuthors } from './idea.policy';

/** What a save does to an idea's co-authors, worked out before anything is written. */
export interface CoAuthorPlan {
  invite: User[];
  /** User ids whose author rows go (never the creator's). */
  removeIds: string[];
  /** Addresses to add that belong to no user of this site. */
  missing: string[];
  /** Addresses to add whose users are authors (or invitees) already. */
  existing: string[];
}

const NO_CHANGE: CoAuthorPlan = { invite: [], removeIds: [], missing: [], existing: [] };

/**
 * Checks the form's authorsToAdd and authorsToRemove (spec 1 §2, §4, §8). Refused outright:
 * co-authors where the site or campaign does not allow them, removing the creator
 * (user-could-not-be-deleted), and additions of which no address is a user of this site
 * (user-not-found). Unknown addresses beside known ones, and users already on the idea, do not
 * stop the save: the spec answers those after saving (finishCoAuthorChanges). Removing someone
 * who is not on the idea is already done, so it is ignored. A user who rejected counts as on
 * the idea: re-inviting them would pester someone who said no; the author removes them first.
 */
export async function planCoAuthorChanges(
  ctx: AuthedContext,
  campaign: Campaign,
  creatorId: string,
  authors: IdeaAuthor[],
  input: { authorsToAdd?: string[] | undefined; authorsToRemove?: string[] | undefined },
): Promise<CoAuthorPlan> {
  const toAdd = input.authorsToAdd ?? [];
  const toRemove = input.authorsToRemove ?? [];
  if (toAdd.length === 0 && toRemove.length === 0) return NO_CHANGE;
  if (!allowsCoAuthors(settingsWithDefaults(ctx.site.settings), campaign)) throw new AppError('idea-authors-not-enabled');
  if (toRemove.includes(creatorId)) throw new AppError('user-could-not-be-deleted');
  const onIdea = new Set([creatorId, ...authors.map((author) => author.user.id)]);
  const removeIds = [...new Set(toRemove)].filter((id) => onIdea.has(id));

  const emails = [...new Set(toAdd.map((email) => email.toLowerCase()))];
  // The tenant filter keeps the lookup to this site's users: another site's account is "not found".
  const users = emails.length > 0 ? await ctx.em.find(UserSchema, { emailNormalized: { $in: emails } }) : [];
  if (emails.length > 0 && users.length === 0) throw new AppError('user-not-found', { details: emails });
  const found = new Set(users.map((user) => user.emailNormalized));
  const staying = (user: User) => onIdea.has(user.id) && !removeIds.includes(user.id);
  return {
    invite: users.filter((user) => !staying(user)),
    removeIds,
    missing: emails.filter((email) => !found.has(email)),
    existing: users.filter(staying).map((user) => user.emailNormalized),
  };
}

/**
 * Writes the plan inside the save's transaction: invitees become pending authors (their rows are
 * answered); the removed stop being authors, and what their authorship of this idea paid goes with it.
 */
export async function applyCoAuthorChanges(em: EntityManager, idea: Idea, plan: CoAuthorPlan): Promise<IdeaAuthor[]> {
  if (plan.removeIds.length > 0) {
    await em.nativeDelete(IdeaAuthorSchema, { idea, user: { $in: plan.removeIds } });
    await revokeAuthorPoints(em, idea.campaign.id, idea.id, plan.removeIds);
  }
  // Removed and re-invited in one save: the delete above ran first, so these are new rows. The
  // id is set here (not at flush) because the invitation e-mail links to it.
  return plan.invite.map((user) => em.create(IdeaAuthorSchema, { id: uuidv7(), idea, user, status: 'pending' }));
}

/**
 * E-mails each invitee a link to the idea (spec 1 §2 'invite to be sent'; §4: they answer on the
 * idea page, where ?pendinginvitation asks a logged-out visitor to log in). Called after the
 * save commits, because a queued job may only name a committed outbox row.
 */
export async function mailCoAuthorInvitations(ctx: AuthedContext, idea: Idea, campaign: Campaign, invitations: IdeaAuthor[]): Promise<void> {
  if (invitations.length === 0) return;
  const mails = invitations.map((invitation) => ({
    to: invitation.user.email,
    params: { ideaName: idea.name, campaignName: campaign.name, inviterName: fullName(ctx.viewer) },
    path: `/ideas/${idea.id}?pendinginvitation=${invitation.id}`,
  }));
  // The campaign's custom mail header, as its other mails carry it.
  await queueMails(ctx, 'idea-author-invitation', mails, campaign.useCustomMailHeader ? { mailHeader: campaign.mailHeader } : {});
}

/**
 * After a committed save, the outcomes the spec reports as messages although the idea was saved
 * (spec 1 §8: the client shows success and goes to the idea). The idea's guid leads the details
 * so a create's client can go there too.
 */
export function finishCoAuthorChanges(idea: Idea, plan: CoAuthorPlan): void {
  if (plan.missing.length > 0) throw new AppError('idea-updated-but-all-users-not-found', { details: [idea.id, ...plan.missing], afterSave: true });
  if (plan.existing.length > 0) throw new AppError('idea-author-exists-already', { details: [idea.id, ...plan.existing], afterSave: true });
}

/**
 * The invited user's answer on the idea page (spec 1 §4): only their own pending invitation
 * changes; anything else is an invalid invitation (already answered, never invited).
 */
export async function answerAuthorInvitation(ctx: AuthedContext, input: IdeaAuthorStatusInput): Promise<Idea> {
  if (input.authorGuid !== undefined && input.authorGuid !== ctx.viewer.id) throw new AppError('forbidden');
  const { idea, campaign, authors } = await loadIdea(ctx, input.ideaGuid);
  const invitation = authors.find((author) => author.user.id === ctx.viewer.id && author.status === 'pending');
  if (!invitation) throw new AppError('invalid-invitation');
  invitation.status = input.newStatus;
  if (input.newStatus === 'accepted') await notifyCoAuthorJoined(ctx.em, ctx.viewer, idea, campaign, authors);
  await ctx.em.flush();
  if (input.newStatus === 'accepted') await followOnTakingPart(ctx.em, { organisationId: ctx.site.id, ideaId: idea.id }, [ctx.viewer.id]);
  return idea;
}
