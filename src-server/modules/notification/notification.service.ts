import type { EntityManager } from '@mikro-orm/postgresql';
import { type NotificationType } from '#shared/constants.ts';
import { POINTS } from '#shared/points.ts';
import type { NOTIFICATION_SUBTYPES } from '#shared/notification-subtypes.ts';
import type { AuthedContext } from '#server/trpc/context.ts';
import { publishEvent, publishEvents, type RealtimeEvent } from '#server/realtime/realtime-events.ts';
import type { Campaign } from '#server/entities/campaign.entity.ts';
import { IdeaAuthorSchema, type Feedback, type Idea, type IdeaAuthor } from '#server/entities/idea.entity.ts';
import { OrganisationSchema } from '#server/entities/organisation.entity.ts';
import { fullName } from '#server/modules/user/user.presenter.ts';
import { UserSchema, type User } from '#server/entities/user.entity.ts';
import { NotificationSchema, type Notification, type NotificationData } from '#server/entities/notification.entity.ts';
import { keepForDigest } from './notice-mails';
import { channelsFor, kindOfNotification } from './notification-preferences.service';

/**
 * Which action writes which notification (spec 1 §3 types and subtypes), and to whom. The one
 * who acted (data.actorGuid) never hears of their own action, and no one hears twice of one.
 *
 * | type/subType          | action (service)                                          | recipients                                   |
 * |-----------------------|-----------------------------------------------------------|----------------------------------------------|
 * | idea/created          | an idea is posted (idea.service createIdea)               | the campaign's listed coaches                |
 * | idea/joined           | an invitee accepts co-authorship (idea-authors.service)   | the idea's other accepted authors            |
 * | idea/accepted         | a coach sets the status to ACCEPTED (idea.service)        | the idea's accepted authors                  |
 * | feedback/recieved     | feedback is given (feedback.service createFeedback)       | the idea's accepted authors                  |
 * | feedback/created      | the same feedback                                         | the campaign's listed coaches, not authors   |
 * | feedback/used         | the author marks it helpful (idea.service updateIdea)     | the feedback's writer                        |
 * | campaign/created      | a campaign is created (campaign.service createCampaign)   | the organisation's admins                    |
 * | campaign/approved     | someone joins and is admitted at once (participation)     | the campaign's listed coaches                |
 * | campaign/pending      | someone asks to join, awaiting approval (participation)   | the campaign's listed coaches                |
 * | participant/approved  | a coach approves a pending joiner (participation)         | that participant                             |
 * | participant/declined  | a coach declines a pending joiner (participation)         | that participant                             |
 * | idea/status, stage,   | a followed idea's status or stage changes, it wins, or it | its followers who see the idea, as far as    |
 * |   won, merged         |   is merged (idea/follower-notices.ts, issue 34)          |   the idea page shows them (architecture §7) |
 * | campaign/winners      | a campaign's winners are announced (winners.service)      | its followers who see the campaign           |
 * | idea/mention          | `@name` in a comment or feedback, on save or on an edit   | each person newly named who may see the idea |
 * |                       |   that adds them (mentions/mentions.service, issue 34)    |   and read the text, once                    |
 *
 * Listed coaches rather than every admin (who coach any campaign): admins would otherwise hear
 * of every idea and feedback on the site. Authors hear of their own ideas; coaches of the rest.
 */
export type NotificationKind = { [T in NotificationType]: { type: T; subType: (typeof NOTIFICATION_SUBTYPES)[T][number] } }[NotificationType];

export type NotifyInput = NotificationKind & {
  organisationId: string;
  /** May repeat and may include the actor: both are dropped. */
  userIds: readonly string[];
  data: NotificationData;
};

/** The feed shows the latest entries only: older ones have been read or are no longer news. */
export const FEED_LIMIT = 50;

/**
 * Writes one notification per recipient with whatever the caller has pending (one flush, inside
 * the caller's transaction when there is one), then tells each recipient's open tabs. Called
 * where the action's own flush would be, so the action and its notifications commit together.
 * Every feed entry passes here, so here the recipients' preferences (issue 34 item 5) apply:
 * those who turned its kind off get nothing, those who chose the digest get it kept for that too.
 */
export async function notify(em: EntityManager, input: NotifyInput): Promise<void> {
  await notifyMany(em, [input]);
}

/**
 * As notify, for several notices of one action at once (a bulk stage move tells each idea's
 * followers): the preferences are read once per site and kind, the entries written in one flush
 * and each recipient's tabs told once, however many ideas the action touched.
 */
export async function notifyMany(em: EntityManager, inputs: readonly NotifyInput[]): Promise<void> {
  const wanted = new Map<string, { organisationId: string; kind: ReturnType<typeof kindOfNotification>; userIds: Set<string> }>();
  const recipientsOf = (input: NotifyInput) => [...new Set(input.userIds)].filter((id) => id !== input.data.actorGuid);
  for (const input of inputs) {
    const kind = kindOfNotification(input.type, input.subType);
    const key = `${input.organisationId} ${kind}`;
    const entry = wanted.get(key) ?? { organisationId: input.organisationId, kind, userIds: new Set<string>() };
    for (const id of recipientsOf(input)) entry.userIds.add(id);
    wanted.set(key, entry);
  }
  const channels = new Map<string, Awaited<ReturnType<typeof channelsFor>>>();
  for (const [key, entry] of wanted) channels.set(key, await channelsFor(em, entry.organisationId, [...entry.userIds], entry.kind));
  const told = new Map<string, RealtimeEvent>();
  for (const input of inputs) {
    const kind = kindOfNotification(input.type, input.subType);
    const channelOf = channels.get(`${input.organisationId} ${kind}`)!;
    const recipients = recipientsOf(input).filter((id) => (channelOf.get(id) ?? 'off') !== 'off');
    await keepForDigest(em, input.organisationId, recipients.filter((id) => channelOf.get(id) === 'digest'), kind, `${input.type}/${input.subType}`, input.data);
    const organisation = em.getReference(OrganisationSchema, input.organisationId);
    for (const userId of recipients) {
      em.create(NotificationSchema, { organisation, user: em.getReference(UserSchema, userId), type: input.type, subType: input.subType, data: input.data, readAt: null });
      told.set(`${input.organisationId} ${userId}`, { kind: 'notifications', organisationId: input.organisationId, userId });
    }
  }
  await em.flush();
  await publishEvents(em, [...told.values()]);
}

/**
 * The user's unread notifications: one count over the partial index on unread rows, cheap enough
 * to run on every page load and on every realtime push.
 */
export async function countUnread(em: EntityManager, userId: string): Promise<number> {
  const rows = await em
    .getConnection()
    .execute<{ count: number }[]>('select count(*)::int as count from notification where user_id = ? and read_at is null', [userId], 'all', em.getTransactionContext());
  return rows[0]?.count ?? 0;
}

/** The viewer's latest notifications, newest first (GET /updates). */
export async function feed(ctx: AuthedContext): Promise<Notification[]> {
  return ctx.em.find(NotificationSchema, { user: ctx.viewer.id }, { orderBy: { updatedAt: 'desc', id: 'desc' }, limit: FEED_LIMIT });
}

/** Opening the panel reads everything (POST /user/feed markAllAsRead); the viewer's other tabs clear their count. */
export async function markAllRead(ctx: AuthedContext): Promise<number> {
  const marked = await ctx.em.nativeUpdate(NotificationSchema, { user: ctx.viewer.id, readAt: null }, { readAt: new Date() });
  if (marked > 0) await publishEvent(ctx.em, { kind: 'notifications', organisationId: ctx.site.id, userId: ctx.viewer.id });
  return marked;
}

type Actor = Pick<User, 'id' | 'firstName' | 'lastName'>;

function aboutIdea(actor: Actor, idea: Idea, campaign: Campaign): NotificationData {
  return { ideaGuid: idea.id, ideaName: idea.name, campaignSlug: campaign.slug, campaignName: campaign.name, actorGuid: actor.id, actorName: fullName(actor) };
}

function aboutCampaign(actor: Actor, campaign: Campaign): NotificationData {
  return { campaignSlug: campaign.slug, campaignName: campaign.name, actorGuid: actor.id, actorName: fullName(actor) };
}

/** The campaign's listed coaches (loaded with the campaign). */
const coachIds = (campaign: Campaign) => campaign.coaches.getItems().map((coach) => coach.id);
const acceptedAuthorIds = (authors: IdeaAuthor[]) => authors.filter((author) => author.status === 'accepted').map((author) => author.user.id);

/** idea/created: a new idea in a campaign its coaches look after. */
export async function notifyIdeaCreated(em: EntityManager, actor: Actor, idea: Idea, campaign: Campaign): Promise<void> {
  await notify(em, { organisationId: campaign.organisation.id, userIds: coachIds(campaign), type: 'idea', subType: 'created', data: aboutIdea(actor, idea, campaign) });
}

/** idea/joined: an invitee accepted co-authorship; the idea's other authors hear of it. */
export async function notifyCoAuthorJoined(em: EntityManager, actor: Actor, idea: Idea, campaign: Campaign, authors: IdeaAuthor[]): Promise<void> {
  await notify(em, { organisationId: campaign.organisation.id, userIds: acceptedAuthorIds(authors), type: 'idea', subType: 'joined', data: aboutIdea(actor, idea, campaign) });
}

/** idea/accepted: the idea's authors, with the points accepting pays each of them. */
export async function notifyIdeaAccepted(em: EntityManager, actor: Actor, idea: Idea, campaign: Campaign, authors: IdeaAuthor[]): Promise<void> {
  const data = { ...aboutIdea(actor, idea, campaign), points: POINTS['idea-accepted'] };
  await notify(em, { organisationId: campaign.organisation.id, userIds: acceptedAuthorIds(authors), type: 'idea', subType: 'accepted', data });
}

/** New feedback: feedback/recieved to the idea's authors, feedback/created to its coaches who are not authors. */
export async function notifyFeedbackGiven(em: EntityManager, actor: Actor, idea: Idea, campaign: Campaign): Promise<void> {
  const authors = acceptedAuthorIds(await em.find(IdeaAuthorSchema, { idea: idea.id }, { populate: ['user'] }));
  const data = aboutIdea(actor, idea, campaign);
  const organisationId = campaign.organisation.id;
  await notify(em, { organisationId, userIds: authors, type: 'feedback', subType: 'recieved', data });
  await notify(em, { organisationId, userIds: coachIds(campaign).filter((id) => !authors.includes(id)), type: 'feedback', subType: 'created', data });
}

/** feedback/used: each writer of feedback the idea's editor marked as helpful, with the points it paid. */
export async function notifyFeedbackUsed(em: EntityManager, actor: Actor, idea: Idea, campaign: Campaign, used: Feedback[]): Promise<void> {
  const writers = used.flatMap((feedback) => (feedback.author ? [feedback.author.id] : []));
  if (writers.length === 0) return;
  const data = { ...aboutIdea(actor, idea, campaign), points: POINTS['feedback-used'] };
  await notify(em, { organisationId: campaign.organisation.id, userIds: writers, type: 'feedback', subType: 'used', data });
}

/** campaign/created: the organisation's admins hear of every new campaign on their site. */
export async function notifyCampaignCreated(em: EntityManager, actor: Actor, campaign: Campaign): Promise<void> {
  const admins = await em.find(UserSchema, { organisation: campaign.organisation.id, isOrgAdmin: true, status: { $ne: 'blocked' } }, { fields: ['id'] });
  await notify(em, { organisationId: campaign.organisation.id, userIds: admins.map((admin) => admin.id), type: 'campaign', subType: 'created', data: aboutCampaign(actor, campaign) });
}

/** campaign/approved or campaign/pending: someone joined, or asks to; the campaign's coaches hear of it. */
export async function notifyCampaignJoined(em: EntityManager, actor: Actor, campaign: Campaign, status: 'approved' | 'pending'): Promise<void> {
  await notify(em, { organisationId: campaign.organisation.id, userIds: coachIds(campaign), type: 'campaign', subType: status, data: aboutCampaign(actor, campaign) });
}

/** participant/approved or participant/declined: a coach answered the participant's request to join. */
export async function notifyParticipantAnswered(em: EntityManager, actor: Actor, campaign: Campaign, participantId: string, answer: 'approved' | 'declined'): Promise<void> {
  await notify(em, { organisationId: campaign.organisation.id, userIds: [participantId], type: 'participant', subType: answer, data: aboutCampaign(actor, campaign) });
}
