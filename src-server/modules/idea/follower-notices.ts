import type { IdeaStatus } from '#shared/constants.ts';
import type { StageParticipantView } from '#shared/schemas/stages.ts';
import type { Campaign } from '#server/entities/campaign.entity.ts';
import type { NotificationData } from '#server/entities/notification.entity.ts';
import type { User } from '#server/entities/user.entity.ts';
import { campaignMailOptions } from '#server/modules/campaign/campaign.presenter.ts';
import type { FollowNotice } from '#server/modules/mail/mail-templates.ts';
import { followersOfIdeas, type FollowerRow } from '#server/modules/notification/follow.service.ts';
import { queueNoticeMails, type NoticeContext } from '#server/modules/notification/notice-mails.ts';
import { notifyMany, type NotifyInput } from '#server/modules/notification/notification.service.ts';
import { fullName } from '#server/modules/user/user.presenter.ts';
import { viewerFactsOfRow } from '#server/modules/user/viewer-facts.ts';
import { ideaRelationOf } from './idea-view.service';

/** Something that happened to a followed idea (issue 34 item 2), with the idea's state after it. */
export type FollowerEvent =
  | { kind: 'status'; from: IdeaStatus; to: IdeaStatus }
  | { kind: 'stage'; from: IdeaStatus; to: IdeaStatus; stage: { nameEn: string; nameSv: string; participantView: StageParticipantView } }
  | { kind: 'merged'; into: { id: string; name: string } };

export type FollowNoticeKind = FollowNotice['notice'];

/**
 * What one follower who may open the idea is told of an event: never more than the idea page
 * shows them (docs/architecture.md §7, status notices). Coaches see every status and stage; others
 * see the WINNER badge, a stage's name where the stage shows it, and that a merged idea joined
 * another. One notice per event: winning outranks the stage, the stage outranks the status.
 */
export function followNoticeFor(event: FollowerEvent, coach: boolean): FollowNoticeKind | null {
  if (event.kind === 'merged') return 'merged';
  if (event.to === 'WINNER' && event.from !== 'WINNER') return 'won';
  if (event.kind === 'stage' && (coach || event.stage.participantView === 'stage')) return 'stage';
  return coach && event.from !== event.to ? 'status' : null;
}

export type Actor = Pick<User, 'id' | 'firstName' | 'lastName'>;

/** The idea as it is after the event. */
export interface FollowedIdea {
  id: string;
  name: string;
  status: IdeaStatus;
  merged: boolean;
}

function what(event: FollowerEvent, notice: FollowNoticeKind): FollowNotice {
  if (notice === 'merged' && event.kind === 'merged') return { notice, otherIdeaName: event.into.name };
  if (notice === 'stage' && event.kind === 'stage') return { notice, stageNameEn: event.stage.nameEn, stageNameSv: event.stage.nameSv };
  if (notice === 'status' && event.kind !== 'merged') return { notice, status: event.to };
  return { notice: 'won' };
}

function dataOf(actor: Actor, idea: FollowedIdea, campaign: Campaign, event: FollowerEvent, notice: FollowNoticeKind): NotificationData {
  const data: NotificationData = { ideaGuid: idea.id, ideaName: idea.name, campaignSlug: campaign.slug, campaignName: campaign.name, actorGuid: actor.id, actorName: fullName(actor) };
  if (event.kind === 'merged') return { ...data, otherIdeaGuid: event.into.id, otherIdeaName: event.into.name };
  if (notice === 'stage' && event.kind === 'stage') return { ...data, stageNameEn: event.stage.nameEn, stageNameSv: event.stage.nameSv };
  return notice === 'status' ? { ...data, status: event.to } : data;
}

/** One idea's news for tellFollowersOfMany: its state after the event, and who heard of it otherwise. */
export interface IdeaNews {
  idea: FollowedIdea;
  event: FollowerEvent;
  alreadyTold?: Iterable<string>;
}

/**
 * Tells an idea's followers what happened to it (issue 34 item 2): one feed entry each (live
 * through the realtime bus) and one mail each, in the site's language (accounts are per site and
 * the site's language is its people's). Runs in the event's transaction, so the event, its
 * entries and its mails commit together, once. Never the one who acted, never someone the idea
 * page would refuse now (a private campaign they left, a declined idea they no longer see), and
 * not those told of the same event by a notice of its own: the accepted authors of a newly
 * accepted idea (idea/accepted), and whoever the caller names in `alreadyTold` (a merge's). Winning is mailed only to those who keep the winner e-mails on.
 * `campaign` must have its coaches loaded.
 *
 * One action may change several ideas of the campaign (a bulk stage move, or its undoing): the
 * followers and authors are read once for all of them, the feed entries written in one flush and
 * the mails queued once per kind, so the statements do not grow with the number of ideas.
 */
export async function tellFollowersOfMany(ctx: NoticeContext, actor: Actor, campaign: Campaign, news: readonly IdeaNews[]): Promise<void> {
  const { em } = ctx;
  const ideaIds = news.map((item) => item.idea.id);
  const followers = groupBy(await followersOfIdeas(em, ctx.site.id, ideaIds, campaign.id), (row) => row.idea_id);
  if (followers.size === 0) return;
  const authors = groupBy(
    await em
      .getConnection()
      .execute<{ ideaId: string; userId: string; status: string }[]>('select idea_id as "ideaId", user_id as "userId", status from idea_author where idea_id in (?)', [ideaIds], 'all', em.getTransactionContext()),
    (row) => row.ideaId,
  );
  const notices: NotifyInput[] = [];
  const mails = new Map<'merges' | 'status', Parameters<typeof queueNoticeMails<'idea-follow-notice'>>[2][number][]>();
  for (const { idea, event, alreadyTold = [] } of news) {
    const told = new Set(alreadyTold);
    told.add(actor.id);
    const ideaAuthors = authors.get(idea.id) ?? [];
    // Whatever makes an idea ACCEPTED tells its accepted authors by idea/accepted (acceptIdea).
    if (event.kind !== 'merged' && event.to === 'ACCEPTED' && event.from !== 'ACCEPTED') for (const author of ideaAuthors) if (author.status === 'accepted') told.add(author.userId);
    const byNotice = new Map<FollowNoticeKind, FollowerRow[]>();
    for (const row of (followers.get(idea.id) ?? []).filter((candidate) => !told.has(candidate.id))) {
      const relation = ideaRelationOf(viewerFactsOfRow(row), campaign, { membership: row.membership, invited: row.invited }, idea, ideaAuthors);
      const notice = relation ? followNoticeFor(event, relation.isCoach) : null;
      if (notice) byNotice.set(notice, [...(byNotice.get(notice) ?? []), row]);
    }
    for (const [notice, rows] of byNotice) {
      notices.push({ organisationId: ctx.site.id, userIds: rows.map((row) => row.id), type: 'idea', subType: notice, data: dataOf(actor, idea, campaign, event, notice) });
      const mailed = rows.filter((row) => row.status === 'active' && (notice !== 'won' || row.winner_mails));
      const params = { ideaName: idea.name, campaignName: campaign.name, actorName: fullName(actor), what: what(event, notice) };
      const kind = notice === 'merged' ? 'merges' : 'status';
      const recipients = mails.get(kind) ?? [];
      for (const row of mailed) recipients.push({ userId: row.id, email: row.email, params, path: `/ideas/${idea.id}` });
      mails.set(kind, recipients);
    }
  }
  await notifyMany(em, notices);
  for (const [kind, recipients] of mails) if (recipients.length > 0) await queueNoticeMails(ctx, kind, recipients, 'idea-follow-notice', campaignMailOptions(campaign));
}

function groupBy<T>(rows: readonly T[], keyOf: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(keyOf(row));
    if (group) group.push(row);
    else groups.set(keyOf(row), [row]);
  }
  return groups;
}
