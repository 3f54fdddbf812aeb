import type { EntityManager } from '@mikro-orm/postgresql';
import { type NOTIFICATION_SUBTYPES } from '#shared/notification-subtypes.ts';
import { publishEvent } from '#server/realtime/realtime-events.ts';
import type { AuthedContext } from '#server/trpc/context.ts';
import type { Idea } from '#server/entities/idea.entity.ts';
import type { LoadedIdea } from '#server/modules/idea/idea-view.service.ts';
import { queueMails } from '#server/modules/mail/mail.service.ts';
import type { NoticeContext } from '#server/modules/notification/notice-mails.ts';
import { announceIdeaEvent } from '#server/modules/idea/idea-events.ts';
import { notify } from '#server/modules/notification/notification.service.ts';
import type { NotificationData } from '#server/entities/notification.entity.ts';
import type { User } from '#server/entities/user.entity.ts';
import { fullName } from '#server/modules/user/user.presenter.ts';
import type { IdeaMerge } from '#server/entities/idea-merge.entity.ts';

/**
 * Who hears of each step of a merge (issue 23), in the feed (written in the step's transaction)
 * and, for the question to B's authors, by mail too:
 *
 * | subType        | step                               | recipients                                  | idea / other |
 * |----------------|------------------------------------|---------------------------------------------|--------------|
 * | merge-proposed | a coach proposes B into A          | B's authors still to answer                  | B / A        |
 * | merge-declined | an author of B declines            | the proposing coach                          | B / A        |
 * | merge-accepted | the last author accepts            | the proposing coach and A's earlier authors  | A / B        |
 * | merge-vote     | the same                           | B's upvoters who had not upvoted A           | B / A        |
 * | merge-undone   | a coach unmerges                   | the proposing coach and B's authors          | B / A        |
 */
type MergeSubType = Extract<(typeof NOTIFICATION_SUBTYPES)['idea'][number], `merge-${string}`>;

type Actor = Pick<User, 'id' | 'firstName' | 'lastName'>;
type MergeIdeas = Pick<IdeaMerge, 'source' | 'target' | 'campaign'>;

function about(actor: Actor, idea: Pick<Idea, 'id' | 'name'>, other: Pick<Idea, 'id' | 'name'>, campaign: { slug: string; name: string }): NotificationData {
  return {
    ideaGuid: idea.id,
    ideaName: idea.name,
    otherIdeaGuid: other.id,
    otherIdeaName: other.name,
    campaignSlug: campaign.slug,
    campaignName: campaign.name,
    actorGuid: actor.id,
    actorName: fullName(actor),
  };
}

async function tell(em: EntityManager, subType: MergeSubType, userIds: readonly string[], organisationId: string, data: NotificationData): Promise<void> {
  await notify(em, { organisationId, userIds, type: 'idea', subType, data });
}

export async function noticeMergeProposed(em: EntityManager, actor: Actor, source: LoadedIdea, target: LoadedIdea, askedIds: readonly string[]): Promise<void> {
  await tell(em, 'merge-proposed', askedIds, source.campaign.organisation.id, about(actor, source.idea, target.idea, source.campaign));
}

export async function noticeMergeDeclined(em: EntityManager, actor: Actor, merge: MergeIdeas & Pick<IdeaMerge, 'proposedBy' | 'organisation'>): Promise<void> {
  if (!merge.proposedBy) return;
  await tell(em, 'merge-declined', [merge.proposedBy.id], merge.organisation.id, about(actor, merge.source, merge.target, merge.campaign));
}

/** The coach and A's authors before the merge (B's authors, who just said yes, know). Answers who was told. */
export async function noticeMergeAccepted(em: EntityManager, actor: Actor, merge: IdeaMerge): Promise<string[]> {
  const joined = new Set(merge.moved?.coAuthors.map((author) => author.userId));
  const authors = await em.getConnection().execute<{ user_id: string }[]>(
    `select user_id from idea_author where idea_id = ? and status = 'accepted'`,
    [merge.target.id],
    'all',
    em.getTransactionContext(),
  );
  const recipients = [...(merge.proposedBy ? [merge.proposedBy.id] : []), ...authors.map((row) => row.user_id).filter((id) => !joined.has(id))];
  await tell(em, 'merge-accepted', recipients, merge.organisation.id, about(actor, merge.target, merge.source, merge.campaign));
  return recipients;
}

/**
 * B's followers hear that it joined A (issue 34), except those the merge told already: whoever
 * it told it was accepted or asked where their vote goes, and B's authors, who said yes to it.
 */
export async function tellMergedIdeaFollowers(ctx: NoticeContext, actor: Actor, merge: IdeaMerge, alreadyTold: readonly string[]): Promise<void> {
  const answered = await ctx.em.getConnection().execute<{ user_id: string }[]>('select user_id from idea_merge_answer where merge_id = ?', [merge.id], 'all', ctx.em.getTransactionContext());
  const source = { id: merge.source.id, name: merge.source.name, status: merge.source.status, merged: true };
  await announceIdeaEvent(ctx, actor, source, merge.campaign, { kind: 'merged', into: { id: merge.target.id, name: merge.target.name } }, [...alreadyTold, ...answered.map((row) => row.user_id)]);
}

export async function noticeVoteQuestion(em: EntityManager, actor: Actor, merge: IdeaMerge, voterIds: readonly string[]): Promise<void> {
  await tell(em, 'merge-vote', voterIds, merge.organisation.id, about(actor, merge.source, merge.target, merge.campaign));
}

export async function noticeMergeUndone(em: EntityManager, actor: Actor, merge: IdeaMerge): Promise<void> {
  const authors = merge.moved?.coAuthors.map((author) => author.userId) ?? [];
  const answered = await em.getConnection().execute<{ user_id: string }[]>('select user_id from idea_merge_answer where merge_id = ?', [merge.id], 'all', em.getTransactionContext());
  const recipients = [...(merge.proposedBy ? [merge.proposedBy.id] : []), ...authors, ...answered.map((row) => row.user_id)];
  await tell(em, 'merge-undone', recipients, merge.organisation.id, about(actor, merge.source, merge.target, merge.campaign));
}

/** Open pages of both ideas read them again (their authors, counts, comments and the merge's state). */
export async function publishMergeActivity(em: EntityManager, organisationId: string, merge: Pick<IdeaMerge, 'source' | 'target'>): Promise<void> {
  for (const ideaId of [merge.source.id, merge.target.id]) await publishEvent(em, { kind: 'idea-activity', organisationId, ideaId, what: 'merge' });
}

/**
 * The proposal by mail to B's authors still to answer, after the proposal committed (a queued
 * job may only name a committed outbox row). They answer on B's page.
 */
export async function mailMergeProposal(ctx: AuthedContext, source: LoadedIdea, target: LoadedIdea, askedIds: readonly string[]): Promise<void> {
  const asked = source.authors.filter((author) => askedIds.includes(author.user.id) && author.user.id !== ctx.viewer.id);
  if (asked.length === 0) return;
  const params = { ideaName: source.idea.name, targetName: target.idea.name, campaignName: source.campaign.name, coachName: fullName(ctx.viewer) };
  await queueMails(
    ctx,
    'idea-merge-proposal',
    asked.map((author) => ({ to: author.user.email, params, path: `/ideas/${source.idea.id}` })),
    source.campaign.useCustomMailHeader ? { mailHeader: source.campaign.mailHeader } : {},
  );
}
