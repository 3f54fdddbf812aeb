import { beforeAll, describe, expect, it } from 'vitest';
import { GUEST_ROLE } from '#shared/constants.ts';
import { POINTS } from '#shared/points.ts';
import { FEEDBACK_MAX_LENGTH } from '#shared/schemas/feedback.ts';
import type { CampaignSettings } from '#shared/schemas/campaign.ts';
import { CampaignSchema, type Campaign } from '#server/entities/campaign.entity.ts';
import { FeedbackSchema, IdeaSchema, type Idea } from '#server/entities/idea.entity.ts';
import { pointsOf } from '#server/modules/points/points.service.ts';
import type { User } from '#server/entities/user.entity.ts';
import { createCampaignRow, type CampaignOverrides } from '../factories/campaign.factory';
import { createIdeaRow } from '../factories/idea.factory';
import { addParticipants } from '../factories/participation.factory';
import { createUser } from '../factories/user.factory';
import { callerFor, scopedEm } from '../support/callers';
import { errorOf, expectAppError } from '../support/errors';
import { createPersonas, type Personas } from '../support/personas';
import { testOrm } from '../support/test-database';

describe('feedback', () => {
  let personas: Personas;
  let author: User;
  beforeAll(async () => {
    personas = await createPersonas();
    author = await createUser({ organisation: personas.org, firstName: 'Ida', lastName: 'Author' });
  });

  const as = async (viewer: User | null) => (await callerFor(viewer, { org: personas.org })).caller;
  const campaignWith = async (members: User[] = [], overrides: Partial<CampaignOverrides> = {}) => {
    const campaign = await createCampaignRow({ organisation: personas.org, coach: personas.coach, ...overrides });
    await addParticipants(campaign, [author, ...members]);
    return campaign;
  };
  const ideaIn = async (campaign: Campaign) => createIdeaRow({ campaign, author });
  const counters = async (idea: Idea) => {
    const em = scopedEm(personas.org);
    const row = await em.findOneOrFail(IdeaSchema, { id: idea.id });
    const campaign = await em.findOneOrFail(CampaignSchema, { id: idea.campaign.id });
    return { feedback: row.feedbackCount, ratingSum: row.ratingSum, ratingCount: row.ratingCount, campaignFeedback: campaign.feedbackCount, rows: await em.count(FeedbackSchema, { idea: idea.id }) };
  };
  const points = (user: User, campaign: Campaign) => pointsOf(testOrm().em.fork(), user.id, campaign.id);

  describe('feedback.create', () => {
    it('saves the feedback, counts it on the idea and campaign, and pays feedback-new plus the first-feedback bonus once', async () => {
      const campaign = await campaignWith([personas.participant]);
      const [first, second] = [await ideaIn(campaign), await ideaIn(campaign)];
      const caller = await as(personas.participant);
      const given = await caller.feedback.create({ ideaGuid: first.id, comment: '  Try a pilot first.  ', rating: 4 });
      expect(given).toMatchObject({ comment: 'Try a pilot first.', rating: 4, filtered: false, accepted: false, author: { guid: personas.participant.id, name: 'Pat Participant' }, abilities: { edit: true, delete: false } });
      expect(given.createdAt).toBeInstanceOf(Date);
      expect(await counters(first)).toEqual({ feedback: 1, ratingSum: 4, ratingCount: 1, campaignFeedback: 1, rows: 1 });
      expect(await points(personas.participant, campaign)).toBe(POINTS['feedback-new'] + POINTS['feedback-first']);
      // Rating 0 is "not rated": counted as feedback, left out of the mean.
      expect(await caller.feedback.create({ ideaGuid: second.id, comment: 'Nice', rating: 0 })).toMatchObject({ rating: 0 });
      expect(await counters(second)).toEqual({ feedback: 1, ratingSum: 0, ratingCount: 0, campaignFeedback: 2, rows: 1 });
      expect(await points(personas.participant, campaign)).toBe(2 * POINTS['feedback-new'] + POINTS['feedback-first']);
    });

    it('names each validation key', async () => {
      const idea = await ideaIn(await campaignWith([personas.participant]));
      const caller = await as(personas.participant);
      await expectAppError(caller.feedback.create({ ideaGuid: idea.id, comment: '   ', rating: 3 }), 'PLEASE_ENTER_A_COMMENT', 'comment');
      await expectAppError(caller.feedback.create({ ideaGuid: idea.id, comment: 'x'.repeat(FEEDBACK_MAX_LENGTH + 1), rating: 3 }), 'VALUE_TOO_LONG', 'comment');
      await expectAppError(caller.feedback.create({ ideaGuid: idea.id, comment: 'ok', rating: 6 }), 'INVALID_RATING', 'rating');
      await expectAppError(caller.feedback.create({ ideaGuid: idea.id, comment: 'ok', rating: -1 }), 'INVALID_RATING', 'rating');
      await expectAppError(caller.feedback.create({ ideaGuid: idea.id, comment: 'ok', rating: 2.5 }), 'INVALID_RATING', 'rating');
      expect((await counters(idea)).rows).toBe(0);
    });

    it('refuses feedback on one\'s own idea, and a second feedback on the same idea, even when sent in parallel', async () => {
      const idea = await ideaIn(await campaignWith([personas.participant]));
      await expectAppError((await as(author)).feedback.create({ ideaGuid: idea.id, comment: 'Mine', rating: 5 }), 'feedback-on-own-idea');
      const callers = await Promise.all(Array.from({ length: 4 }, () => as(personas.participant)));
      const outcomes = await Promise.allSettled(callers.map((caller) => caller.feedback.create({ ideaGuid: idea.id, comment: 'Again', rating: 2 })));
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
      await expectAppError((await as(personas.participant)).feedback.create({ ideaGuid: idea.id, comment: 'Again', rating: 2 }), 'feedback-already-given');
      expect(await counters(idea)).toMatchObject({ feedback: 1, ratingSum: 2, ratingCount: 1, rows: 1 });
    });

    it('refuses the logged out, the unverified, other organisations, non-participants of a restricted campaign and ended campaigns', async () => {
      const idea = await ideaIn(await campaignWith());
      const input = { ideaGuid: idea.id, comment: 'Hello', rating: 3 };
      await expectAppError((await as(null)).feedback.create(input), 'not-authenticated');
      await expectAppError((await as(personas.inactiveUser)).feedback.create(input), 'user-not-active');
      await expectAppError((await callerFor(personas.outsider)).caller.feedback.create(input), 'not-found');
      await expectAppError((await as(personas.participant)).feedback.create({ ...input, ideaGuid: '01900000-0000-7000-8000-000000000000' }), 'not-found');
      const semiPublic = await ideaIn(await campaignWith([], { privacySetting: 'semi-public' }));
      await expectAppError((await as(personas.participant)).feedback.create({ ...input, ideaGuid: semiPublic.id }), 'user-not-in-campaign');
      const ended = await ideaIn(await campaignWith([personas.participant], { startsInDays: -20, endsInDays: -1 }));
      await expectAppError((await as(personas.participant)).feedback.create({ ...input, ideaGuid: ended.id }), 'campaign-ended');
      // Anyone who sees the idea of a public campaign gives feedback without joining (spec 1 §6).
      await expect((await as(personas.participant)).feedback.create(input)).resolves.toMatchObject({ comment: 'Hello' });
    });
  });

  describe('feedback.update and feedback.delete', () => {
    it('lets the author edit their own feedback, moving the idea\'s rating by the difference', async () => {
      const idea = await ideaIn(await campaignWith([personas.participant]));
      const given = await (await as(personas.participant)).feedback.create({ ideaGuid: idea.id, comment: 'First take', rating: 2 });
      expect(await (await as(personas.participant)).feedback.update({ guid: given.guid, comment: 'Second take', rating: 5 })).toMatchObject({ comment: 'Second take', rating: 5 });
      expect(await counters(idea)).toMatchObject({ feedback: 1, ratingSum: 5, ratingCount: 1 });
      await (await as(personas.participant)).feedback.update({ guid: given.guid, comment: 'Unrated now', rating: 0 });
      expect(await counters(idea)).toMatchObject({ feedback: 1, ratingSum: 0, ratingCount: 0 });
      await expectAppError((await as(personas.orgAdmin)).feedback.update({ guid: given.guid, comment: 'Not yours', rating: 1 }), 'forbidden');
      await expectAppError((await as(personas.participant)).feedback.update({ guid: given.guid, comment: ' ', rating: 1 }), 'PLEASE_ENTER_A_COMMENT', 'comment');
      await expectAppError((await as(null)).feedback.update({ guid: given.guid, comment: 'x', rating: 1 }), 'not-authenticated');
      await expectAppError((await callerFor(personas.outsider)).caller.feedback.update({ guid: given.guid, comment: 'x', rating: 1 }), 'not-found');
    });

    it('lets org admins and super admins delete any feedback (FEEDBACK_DELETED), keeping the counters exact', async () => {
      const campaign = await campaignWith([personas.participant, personas.coach]);
      const idea = await ideaIn(campaign);
      const mine = await (await as(personas.participant)).feedback.create({ ideaGuid: idea.id, comment: 'One', rating: 3 });
      const other = await (await as(personas.coach)).feedback.create({ ideaGuid: idea.id, comment: 'Two', rating: 4 });
      await expectAppError((await as(personas.participant)).feedback.delete({ guid: mine.guid }), 'forbidden');
      await expectAppError((await as(personas.coach)).feedback.delete({ guid: mine.guid }), 'forbidden');
      await expectAppError((await as(null)).feedback.delete({ guid: mine.guid }), 'not-authenticated');
      await expectAppError((await callerFor(personas.outsider)).caller.feedback.delete({ guid: mine.guid }), 'not-found');
      const admin = await as(personas.orgAdmin);
      const outcomes = await Promise.allSettled([admin.feedback.delete({ guid: mine.guid }), (await as(personas.orgAdmin)).feedback.delete({ guid: mine.guid })]);
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
      expect(await counters(idea)).toEqual({ feedback: 1, ratingSum: 4, ratingCount: 1, campaignFeedback: 1, rows: 1 });
      expect(await (await as(personas.superAdmin)).feedback.delete({ guid: other.guid })).toEqual({ deleted: true, message: 'FEEDBACK_DELETED' });
      expect(await counters(idea)).toEqual({ feedback: 0, ratingSum: 0, ratingCount: 0, campaignFeedback: 0, rows: 0 });
      expect((await errorOf(admin.feedback.delete({ guid: other.guid }))).code).toBe('not-found');
    });
  });

  describe('feedback.list visibility (canViewTrustedFeedback)', () => {
    let idea: Idea;
    let campaign: Campaign;
    let member: User;
    let guest: User;
    beforeAll(async () => {
      member = await createUser({ organisation: personas.org, firstName: 'Mem', lastName: 'Ber' });
      guest = await createUser({ organisation: personas.org, orgRole: GUEST_ROLE, firstName: 'Gus', lastName: 'Guest' });
      campaign = await campaignWith([member, guest]);
      idea = await ideaIn(campaign);
      await (await as(member)).feedback.create({ ideaGuid: idea.id, comment: 'From a member', rating: 5 });
      await (await as(guest)).feedback.create({ ideaGuid: idea.id, comment: 'From a guest', rating: 3 });
    });

    const setVisibility = (visibility: CampaignSettings['canViewTrustedFeedback']) =>
      testOrm().em.fork().nativeUpdate(CampaignSchema, { id: campaign.id }, { settings: { ...campaign.settings, canViewTrustedFeedback: visibility } }, { filters: false });
    /** Which texts this viewer reads, in list order (newest first); null where filtered. */
    const readBy = async (viewer: User | null) => (await (await as(viewer)).feedback.list({ ideaGuid: idea.id })).map((item) => item.comment);

    it('shows everything to everyone by default, with dates as Date', async () => {
      await setVisibility('everyone');
      const items = await (await as(null)).feedback.list({ ideaGuid: idea.id });
      expect(items.map((item) => item.comment)).toEqual(['From a guest', 'From a member']);
      expect(items[0]?.createdAt).toBeInstanceOf(Date);
      expect(items[1]?.author).toMatchObject({ guid: member.id, name: 'Mem Ber', orgRole: 'member' });
    });

    it('trusted: members\' feedback is filtered for guests and visitors, not for members and admins', async () => {
      await setVisibility('trusted');
      const filtered = (await (await as(guest)).feedback.list({ ideaGuid: idea.id }))[1];
      expect(filtered).toMatchObject({ filtered: true, message: 'FEEDBACK_FILTERED_MESSAGE', comment: null, rating: null, author: null });
      expect(await readBy(guest)).toEqual(['From a guest', null]);
      expect(await readBy(null)).toEqual(['From a guest', null]);
      expect(await readBy(personas.participant)).toEqual(['From a guest', 'From a member']);
      expect(await readBy(personas.orgAdmin)).toEqual(['From a guest', 'From a member']);
    });

    it('admin: only admins and coaches read members\' feedback; its writer still reads their own', async () => {
      await setVisibility('admin');
      expect(await readBy(personas.participant)).toEqual(['From a guest', null]);
      expect(await readBy(member)).toEqual(['From a guest', 'From a member']);
      expect(await readBy(personas.coach)).toEqual(['From a guest', 'From a member']);
      expect(await readBy(personas.superAdmin)).toEqual(['From a guest', 'From a member']);
    });

    it('admin: the idea\'s author reads all its feedback, so they can mark what helped (issue 20 item 4)', async () => {
      await setVisibility('admin');
      expect(await readBy(author)).toEqual(['From a guest', 'From a member']);
    });

    it('hides the list from other organisations', async () => {
      await expectAppError((await callerFor(personas.outsider)).caller.feedback.list({ ideaGuid: idea.id }), 'not-found');
    });
  });
});
