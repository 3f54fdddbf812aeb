import { beforeAll, describe, expect, it } from 'vitest';
import { POINTS } from '#shared/points.ts';
import type { CampaignCreateInput } from '#shared/schemas/campaign.ts';
import type { IdeaCreateInput } from '#shared/schemas/idea.ts';
import type { Campaign } from '#server/entities/campaign.entity.ts';
import { FEED_LIMIT, notify } from '#server/modules/notification/notification.service.ts';
import type { Organisation } from '#server/entities/organisation.entity.ts';
import type { User } from '#server/entities/user.entity.ts';
import { createCampaignRow, type CampaignOverrides } from '../factories/campaign.factory';
import { createFeedbackRow, createIdeaRow } from '../factories/idea.factory';
import { createOrganisation } from '../factories/organisation.factory';
import { addParticipants } from '../factories/participation.factory';
import { createUser } from '../factories/user.factory';
import { callerFor, scopedEm } from '../support/callers';
import { expectAppError } from '../support/errors';

/**
 * The notification feed (spec 1 §3 Notification, §4 panel): each type and subtype written by the
 * action that causes it, to the people notification.service names and no one else.
 */
describe('notifications', () => {
  let org: Organisation;
  let otherOrg: Organisation;
  let admin: User;
  let coach: User;
  let outsider: User;
  beforeAll(async () => {
    [org, otherOrg] = await Promise.all([createOrganisation({ settings: { multipleIdeaAuthors: true } }), createOrganisation()]);
    [admin, coach, outsider] = await Promise.all([
      createUser({ organisation: org, isOrgAdmin: true, firstName: 'Ada', lastName: 'Admin' }),
      createUser({ organisation: org, firstName: 'Cleo', lastName: 'Coach' }),
      createUser({ organisation: otherOrg, isOrgAdmin: true }),
    ]);
  });

  const as = async (viewer: User | null, site = org) => (await callerFor(viewer, { org: site })).caller;
  const person = (firstName: string) => createUser({ organisation: org, firstName, lastName: 'Person' });
  const campaignWith = async (members: User[], overrides: Partial<CampaignOverrides> = {}) => {
    const campaign = await createCampaignRow({ organisation: org, coach, ...overrides });
    await addParticipants(campaign, members);
    return campaign;
  };
  const ideaInput = (campaign: Campaign, overrides: Partial<IdeaCreateInput> = {}): IdeaCreateInput => ({
    campaignSlug: campaign.slug,
    name: 'Solar panels on every bike shed',
    content: 'Free power',
    extraFields: {},
    ...overrides,
  });
  /** What a user's feed holds, as "type.subType" newest first. */
  const kinds = async (user: User, site = org) => (await (await as(user, site)).notification.feed()).map((entry) => `${entry.type}.${entry.subType}`);
  const latest = async (user: User) => (await (await as(user)).notification.feed())[0];

  describe('what each action writes, and to whom', () => {
    it('idea/created: a posted idea reaches the campaign\'s listed coaches, not its author or other admins', async () => {
      const [author, member] = [await person('Ida'), await person('Mo')];
      const campaign = await campaignWith([author, member]);
      const idea = await (await as(author)).idea.create(ideaInput(campaign));
      expect(await latest(coach)).toMatchObject({
        type: 'idea',
        subType: 'created',
        unread: true,
        data: { ideaGuid: idea.guid, ideaName: 'Solar panels on every bike shed', campaignSlug: campaign.slug, campaignName: campaign.name, actorGuid: author.id, actorName: 'Ida Person' },
      });
      expect(await kinds(author)).toEqual([]);
      expect(await kinds(member)).toEqual([]);
      expect(await kinds(admin)).not.toContain('idea.created');
      // A coach posting in their own campaign hears nothing of it.
      const before = (await kinds(coach)).length;
      await (await as(coach)).idea.create(ideaInput(campaign, { name: 'Coach idea' }));
      expect(await kinds(coach)).toHaveLength(before);
    });

    it('idea/joined: an invitee accepting co-authorship reaches the idea\'s other authors; rejecting reaches no one', async () => {
      const [creator, invitee, refuser] = [await person('Cre'), await person('Inv'), await person('Ref')];
      const campaign = await campaignWith([creator]);
      const idea = await (await as(creator)).idea.create(ideaInput(campaign, { authorsToAdd: [invitee.email, refuser.email] }));
      await (await as(refuser)).idea.authorStatus({ ideaGuid: idea.guid, newStatus: 'rejected' });
      expect(await kinds(creator)).toEqual([]);
      await (await as(invitee)).idea.authorStatus({ ideaGuid: idea.guid, newStatus: 'accepted' });
      expect(await latest(creator)).toMatchObject({ type: 'idea', subType: 'joined', data: { ideaGuid: idea.guid, actorGuid: invitee.id } });
      expect(await kinds(creator)).toEqual(['idea.joined']);
      expect(await kinds(invitee)).toEqual([]);
      expect(await kinds(refuser)).toEqual([]);
    });

    it('idea/accepted: accepting reaches each accepted author once, with the points it pays', async () => {
      const [creator, coAuthor, pending] = [await person('Cre'), await person('Co'), await person('Pen')];
      const campaign = await campaignWith([creator]);
      const idea = await (await as(creator)).idea.create(ideaInput(campaign, { authorsToAdd: [coAuthor.email, pending.email] }));
      await (await as(coAuthor)).idea.authorStatus({ ideaGuid: idea.guid, newStatus: 'accepted' });
      const coachCaller = await as(coach);
      await coachCaller.idea.setStatus({ guid: idea.guid, status: 'ACCEPTED' });
      expect(await latest(coAuthor)).toMatchObject({ type: 'idea', subType: 'accepted', data: { ideaGuid: idea.guid, points: POINTS['idea-accepted'], actorGuid: coach.id } });
      expect(await kinds(creator)).toEqual(['idea.accepted', 'idea.joined']);
      // Saving ACCEPTED again, or moving away and back, is no new news.
      await coachCaller.idea.setStatus({ guid: idea.guid, status: 'ACCEPTED' });
      expect(await kinds(coAuthor)).toEqual(['idea.accepted']);
      expect(await kinds(pending)).toEqual([]);
      expect(await kinds(coach)).not.toContain('idea.accepted');
    });

    it('feedback/recieved to the idea\'s authors and feedback/created to its other coaches; the writer hears nothing', async () => {
      const [author, giver, secondCoach] = [await person('Aut'), await person('Giv'), await person('Sec')];
      const campaign = await campaignWith([author, giver]);
      await (await as(coach)).campaign.member.addCoach({ slug: campaign.slug, userGuid: secondCoach.id });
      // The second coach also wrote the idea: as its author they hear "received", not both.
      const idea = await createIdeaRow({ campaign, author });
      const shared = await createIdeaRow({ campaign, author: secondCoach });
      await (await as(giver)).feedback.create({ ideaGuid: idea.id, comment: 'Try a pilot', rating: 4 });
      expect(await latest(author)).toMatchObject({ type: 'feedback', subType: 'recieved', data: { ideaGuid: idea.id, ideaName: idea.name, actorGuid: giver.id, actorName: 'Giv Person' } });
      expect(await latest(coach)).toMatchObject({ type: 'feedback', subType: 'created', data: { ideaGuid: idea.id, actorGuid: giver.id } });
      expect(await kinds(secondCoach)).toEqual(['feedback.created']);
      await (await as(giver)).feedback.create({ ideaGuid: shared.id, comment: 'Nice', rating: 0 });
      expect(await kinds(secondCoach)).toEqual(['feedback.recieved', 'feedback.created']);
      expect(await kinds(giver)).toEqual([]);
    });

    it('feedback/used: marking feedback helpful reaches its writer once, with the points it pays', async () => {
      const [author, giver, other] = [await person('Aut'), await person('Giv'), await person('Oth')];
      const campaign = await campaignWith([author, giver, other]);
      const idea = await createIdeaRow({ campaign, author });
      const [helpful] = [await createFeedbackRow({ idea, author: giver }), await createFeedbackRow({ idea, author: other })];
      const save = { guid: idea.id, name: idea.name, content: 'Revised', extraFields: {}, feedbackUsed: [helpful.id] };
      await (await as(author)).idea.update(save);
      expect(await latest(giver)).toMatchObject({ type: 'feedback', subType: 'used', data: { ideaGuid: idea.id, actorGuid: author.id, points: POINTS['feedback-used'] } });
      await (await as(author)).idea.update(save);
      expect(await kinds(giver)).toEqual(['feedback.used']);
      expect(await kinds(other)).toEqual([]);
    });

    it('campaign/created: a new campaign reaches the organisation\'s admins, not its creator nor another site\'s admins', async () => {
      const blockedAdmin = await createUser({ organisation: org, isOrgAdmin: true, status: 'blocked' });
      const created = await (await as(coach)).campaign.create({ name: 'Quieter offices', startDate: new Date(Date.now() + 86_400_000) } as CampaignCreateInput);
      expect(await latest(admin)).toMatchObject({ type: 'campaign', subType: 'created', data: { campaignSlug: created.slug, campaignName: 'Quieter offices', actorGuid: coach.id } });
      expect(await kinds(coach)).not.toContain('campaign.created');
      expect(await kinds(outsider, otherOrg)).toEqual([]);
      const em = scopedEm(org);
      expect(await em.getConnection().execute('select count(*)::int as count from notification where user_id = ?', [blockedAdmin.id])).toEqual([{ count: 0 }]);
    });

    it('campaign/approved and campaign/pending: a joiner reaches the coaches, admitted at once or awaiting approval', async () => {
      const [joiner, asker] = [await person('Joi'), await person('Ask')];
      const open = await campaignWith([]);
      const gated = await campaignWith([], { requireCoachApproval: true });
      await (await as(joiner)).campaign.join({ slug: open.slug });
      expect(await latest(coach)).toMatchObject({ type: 'campaign', subType: 'approved', data: { campaignSlug: open.slug, actorGuid: joiner.id, actorName: 'Joi Person' } });
      await (await as(asker)).campaign.join({ slug: gated.slug });
      expect(await latest(coach)).toMatchObject({ type: 'campaign', subType: 'pending', data: { campaignSlug: gated.slug, actorGuid: asker.id } });
      // Joining again changes nothing, so it says nothing.
      const before = (await kinds(coach)).length;
      await (await as(joiner)).campaign.join({ slug: open.slug });
      expect(await kinds(coach)).toHaveLength(before);
      expect(await kinds(joiner)).toEqual([]);
      expect(await kinds(asker)).toEqual([]);
    });

    it('participant/approved and participant/declined: the coach\'s answer reaches the participant only; removal says nothing', async () => {
      const [approved, declined, removed] = [await person('App'), await person('Dec'), await person('Rem')];
      const campaign = await createCampaignRow({ organisation: org, coach, requireCoachApproval: true });
      await addParticipants(campaign, [approved, declined], 'pending');
      await addParticipants(campaign, [removed]);
      const coachCaller = await as(coach);
      await coachCaller.campaign.member.approve({ slug: campaign.slug, userGuid: approved.id });
      await coachCaller.campaign.member.decline({ slug: campaign.slug, userGuid: declined.id });
      await coachCaller.campaign.member.remove({ slug: campaign.slug, userGuid: removed.id });
      expect(await latest(approved)).toMatchObject({ type: 'participant', subType: 'approved', data: { campaignSlug: campaign.slug, campaignName: campaign.name, actorGuid: coach.id } });
      expect(await latest(declined)).toMatchObject({ type: 'participant', subType: 'declined', data: { campaignSlug: campaign.slug } });
      // Approving twice is no new news.
      await coachCaller.campaign.member.approve({ slug: campaign.slug, userGuid: approved.id });
      expect(await kinds(approved)).toEqual(['participant.approved']);
      expect(await kinds(declined)).toEqual(['participant.declined']);
      expect(await kinds(removed)).toEqual([]);
    });
  });

  describe('feed, unread count and mark all read', () => {
    const write = async (user: User, count: number) => {
      const em = scopedEm(org);
      for (let index = 0; index < count; index += 1) {
        await notify(em, { organisationId: org.id, userIds: [user.id, user.id], type: 'campaign', subType: 'created', data: { campaignSlug: `c-${index}`, campaignName: `Campaign ${index}` } });
      }
    };

    it('lists the latest first up to the cap, counts the unread, and marks them all read for this user only', async () => {
      const [reader, neighbour] = [await person('Rea'), await person('Nei')];
      await write(reader, FEED_LIMIT + 2);
      await write(neighbour, 1);
      const caller = await as(reader);
      const feed = await caller.notification.feed();
      expect(feed).toHaveLength(FEED_LIMIT);
      expect(feed[0]).toMatchObject({ data: { campaignSlug: `c-${FEED_LIMIT + 1}` }, unread: true });
      expect(feed[0]!.updatedAt).toBeInstanceOf(Date);
      expect(await caller.notification.unreadCount()).toBe(FEED_LIMIT + 2);
      expect((await caller.auth.me())?.quickStatus).toEqual({ notifications: FEED_LIMIT + 2 });

      expect(await caller.notification.markAllRead()).toEqual({ marked: FEED_LIMIT + 2 });
      expect(await caller.notification.unreadCount()).toBe(0);
      expect((await caller.notification.feed()).every((entry) => !entry.unread)).toBe(true);
      expect(await caller.notification.markAllRead()).toEqual({ marked: 0 });
      expect(await (await as(neighbour)).notification.unreadCount()).toBe(1);
    });

    it('shows another organisation\'s user nothing of this one', async () => {
      const reader = await person('Rea');
      await write(reader, 2);
      const foreign = await as(outsider, otherOrg);
      expect(await foreign.notification.feed()).toEqual([]);
      expect(await foreign.notification.unreadCount()).toBe(0);
      await foreign.notification.markAllRead();
      expect(await (await as(reader)).notification.unreadCount()).toBe(2);
    });

    it('refuses the logged out', async () => {
      const visitor = await as(null);
      await expectAppError(visitor.notification.feed(), 'not-authenticated');
      await expectAppError(visitor.notification.unreadCount(), 'not-authenticated');
      await expectAppError(visitor.notification.markAllRead(), 'not-authenticated');
    });
  });
});
