import { beforeAll, describe, expect, it } from 'vitest';
import { POINTS } from '#shared/points.ts';
import { awardPoints, lockFirstFeedbackBonus, pointsOf } from '#server/modules/points/points.service.ts';
import { CampaignSchema, type Campaign } from '#server/entities/campaign.entity.ts';
import type { Organisation } from '#server/entities/organisation.entity.ts';
import type { User } from '#server/entities/user.entity.ts';
import { createCampaignRow } from '../factories/campaign.factory';
import { createFeedbackRow, createIdeaRow } from '../factories/idea.factory';
import { createOrganisation } from '../factories/organisation.factory';
import { addParticipants } from '../factories/participation.factory';
import { createUser } from '../factories/user.factory';
import { callerFor } from '../support/callers';
import { expectAppError } from '../support/errors';
import { createPersonas, type Personas } from '../support/personas';
import { testOrm } from '../support/test-database';

describe('the points ledger', () => {
  let personas: Personas;
  beforeAll(async () => {
    personas = await createPersonas();
  });

  it('awards each cause once, even when the same award races itself', async () => {
    const campaign = await createCampaignRow({ organisation: personas.org, coach: personas.coach });
    const award = { campaignId: campaign.id, userId: personas.participant.id, cause: 'idea-new' as const, key: 'idea-1' };
    const results = await Promise.all(Array.from({ length: 8 }, () => awardPoints(testOrm().em.fork(), award)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await awardPoints(testOrm().em.fork(), { ...award, cause: 'idea-revised' })).toBe(true);
    expect(await pointsOf(testOrm().em.fork(), personas.participant.id, campaign.id)).toBe(POINTS['idea-new'] + POINTS['idea-revised']);
  });

  it('gives nothing when the transaction it ran in rolls back', async () => {
    const campaign = await createCampaignRow({ organisation: personas.org, coach: personas.coach });
    const em = testOrm().em.fork();
    await expect(
      em.transactional(async (tx) => {
        await awardPoints(tx, { campaignId: campaign.id, userId: personas.coach.id, cause: 'feedback-new', key: 'f-1' });
        throw new Error('the action failed after the award');
      }),
    ).rejects.toThrow('the action failed');
    expect(await pointsOf(testOrm().em.fork(), personas.coach.id, campaign.id)).toBe(0);
  });
});

describe('points follow what they were paid for', () => {
  let org: Organisation;
  let coach: User;
  let admin: User;
  beforeAll(async () => {
    org = await createOrganisation({ settings: { multipleIdeaAuthors: true } });
    [coach, admin] = await Promise.all([createUser({ organisation: org }), createUser({ organisation: org, isOrgAdmin: true })]);
  });
  const as = async (viewer: User) => (await callerFor(viewer, { org })).caller;
  /** A running campaign with these people as approved participants. */
  async function campaignWith(...people: User[]): Promise<Campaign> {
    const campaign = await createCampaignRow({ organisation: org, coach });
    await addParticipants(campaign, people);
    return campaign;
  }
  const people = (count: number) => Promise.all(Array.from({ length: count }, () => createUser({ organisation: org })));
  const total = (user: User) => pointsOf(testOrm().em.fork(), user.id);
  /** What the person's profile and the campaign's Contributors tab show. */
  async function shown(user: User, campaign: Campaign): Promise<{ profile: number | null; leaderboard: number | null | undefined }> {
    const caller = await as(user);
    const [profile, board] = await Promise.all([caller.profile.own(), caller.campaign.leaderboard({ slug: campaign.slug })]);
    return { profile: profile.xp, leaderboard: board.highscore.find((row) => row.user.guid === user.id)?.score };
  }
  const idea = (campaign: Campaign, name = 'Bike racks by the door') => ({ campaignSlug: campaign.slug, name, content: 'Covered racks for forty bikes.', extraFields: {} });
  const campaignIdeaCount = async (campaign: Campaign) =>
    (await testOrm().em.fork().findOneOrFail(CampaignSchema, { id: campaign.id }, { filters: false })).ideaCount;

  it('leaves the profile and the leaderboard where they were after rounds of posting and deleting an idea', async () => {
    const [author] = await people(1);
    const campaign = await campaignWith(author!);
    const byAuthor = await as(author!);
    await byAuthor.idea.create(idea(campaign, 'An idea that stays'));
    const before = await shown(author!, campaign);
    expect(before).toEqual({ profile: POINTS['idea-new'], leaderboard: POINTS['idea-new'] });
    for (let round = 0; round < 3; round += 1) {
      const posted = await byAuthor.idea.create(idea(campaign, `Round ${round}`));
      expect(await shown(author!, campaign)).toEqual({ profile: 2 * POINTS['idea-new'], leaderboard: 2 * POINTS['idea-new'] });
      await byAuthor.idea.delete({ guid: posted.guid });
      expect(await shown(author!, campaign)).toEqual(before);
    }
  });

  it('takes back what an idea paid when an admin deletes it: its authors\u2019 points and its feedback\u2019s, no one else\u2019s', async () => {
    const [author, coAuthor, helper, critic] = await people(4);
    const campaign = await campaignWith(author!, coAuthor!, helper!, critic!);
    const elsewhere = await createIdeaRow({ campaign, author: coAuthor!, withPoints: true });
    const posted = await (await as(author!)).idea.create(idea(campaign));
    await testOrm().em.fork().getConnection().execute("insert into idea_author (id, created_at, updated_at, idea_id, user_id, status) values (gen_random_uuid(), now(), now(), ?, ?, 'accepted')", [posted.guid, coAuthor!.id]);
    // The critic gave feedback elsewhere too, so their first-feedback bonus stands; the helper's only feedback is on this idea.
    await (await as(critic!)).feedback.create({ ideaGuid: elsewhere.id, comment: 'Keep it simple.', rating: 3 });
    const helpful = await (await as(helper!)).feedback.create({ ideaGuid: posted.guid, comment: 'Add a roof.', rating: 5 });
    await (await as(critic!)).feedback.create({ ideaGuid: posted.guid, comment: 'Too costly.', rating: 2 });
    await (await as(author!)).idea.update({ guid: posted.guid, name: 'Covered bike racks', content: 'With a roof.', extraFields: {}, feedbackUsed: [helpful.guid] });
    await (await as(coAuthor!)).idea.update({ guid: posted.guid, name: 'Covered bike racks', content: 'With a roof and lights.', extraFields: {}, feedbackUsed: [] });
    await (await as(coach)).idea.setStatus({ guid: posted.guid, status: 'ACCEPTED' });
    expect(await total(author!)).toBe(POINTS['idea-new'] + POINTS['idea-revised'] + POINTS['idea-accepted']);
    expect(await total(helper!)).toBe(POINTS['feedback-new'] + POINTS['feedback-first'] + POINTS['feedback-used']);

    await (await as(admin)).idea.delete({ guid: posted.guid });
    expect(await total(author!)).toBe(0);
    expect(await total(coAuthor!)).toBe(POINTS['idea-new']);
    expect(await total(helper!)).toBe(0);
    expect(await total(critic!)).toBe(POINTS['feedback-new'] + POINTS['feedback-first']);
    for (const person of [author!, coAuthor!, helper!, critic!]) {
      const { profile, leaderboard } = await shown(person, campaign);
      expect(profile).toBe(await total(person));
      expect(leaderboard).toBe(profile);
    }
  });

  it('takes back what a co-author earned on an idea when they are removed from it, and only that', async () => {
    const [author, coAuthor] = await people(2);
    const campaign = await campaignWith(author!, coAuthor!);
    await (await as(coAuthor!)).idea.create(idea(campaign, 'Their own idea'));
    const posted = await (await as(author!)).idea.create(idea(campaign));
    const save = (changes: object) => ({ guid: posted.guid, name: 'Covered bike racks', content: 'With a roof.', extraFields: {}, feedbackUsed: [], ...changes });
    await (await as(author!)).idea.update(save({ authorsToAdd: [coAuthor!.email] }));
    await (await as(coAuthor!)).idea.authorStatus({ ideaGuid: posted.guid, newStatus: 'accepted' });
    await (await as(coAuthor!)).idea.update(save({ content: 'With a roof and lights.' }));
    await (await as(coach)).idea.setStatus({ guid: posted.guid, status: 'ACCEPTED' });
    expect(await total(coAuthor!)).toBe(POINTS['idea-new'] + POINTS['idea-revised'] + POINTS['idea-accepted']);

    await (await as(author!)).idea.update(save({ authorsToRemove: [coAuthor!.id] }));
    expect(await total(coAuthor!)).toBe(POINTS['idea-new']);
    expect(await total(author!)).toBe(POINTS['idea-new'] + POINTS['idea-revised'] + POINTS['idea-accepted']);
    expect(await shown(coAuthor!, campaign)).toEqual({ profile: POINTS['idea-new'], leaderboard: POINTS['idea-new'] });
    // Removing someone no longer on the idea takes nothing more.
    await (await as(author!)).idea.update(save({ authorsToRemove: [coAuthor!.id] }));
    expect(await total(coAuthor!)).toBe(POINTS['idea-new']);
  });

  it('takes back once when the same idea is deleted twice or by several at once', async () => {
    const [author] = await people(1);
    const campaign = await campaignWith(author!);
    const byAuthor = await as(author!);
    await byAuthor.idea.create(idea(campaign, 'Kept'));
    const posted = await byAuthor.idea.create(idea(campaign, 'Deleted'));
    const deleters = [byAuthor, await as(admin), await as(coach)];
    const outcomes = await Promise.allSettled(deleters.map((caller) => caller.idea.delete({ guid: posted.guid })));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    await expectAppError(byAuthor.idea.delete({ guid: posted.guid }), 'not-found');
    expect(await total(author!)).toBe(POINTS['idea-new']);
    expect(await campaignIdeaCount(campaign)).toBe(1);
  });

  it('takes back what deleted feedback earned, once, and the first-feedback bonus with the writer\u2019s last feedback', async () => {
    const [author, writer] = await people(2);
    const campaign = await campaignWith(author!, writer!);
    const [first, second] = await Promise.all([createIdeaRow({ campaign, author: author! }), createIdeaRow({ campaign, author: author! })]);
    const byWriter = await as(writer!);
    const used = await byWriter.feedback.create({ ideaGuid: first.id, comment: 'Paint it green.', rating: 4 });
    const other = await byWriter.feedback.create({ ideaGuid: second.id, comment: 'Ask facilities.', rating: 3 });
    await (await as(author!)).idea.update({ guid: first.id, name: first.name, content: first.content, extraFields: {}, feedbackUsed: [used.guid] });
    expect(await total(writer!)).toBe(2 * POINTS['feedback-new'] + POINTS['feedback-first'] + POINTS['feedback-used']);

    const byAdmin = await as(admin);
    const outcomes = await Promise.allSettled([byAdmin.feedback.delete({ guid: used.guid }), byAdmin.feedback.delete({ guid: used.guid })]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    await expectAppError(byAdmin.feedback.delete({ guid: used.guid }), 'not-found');
    expect(await total(writer!)).toBe(POINTS['feedback-new'] + POINTS['feedback-first']);

    await byAdmin.feedback.delete({ guid: other.guid });
    expect(await total(writer!)).toBe(0);
    expect(await shown(writer!, campaign)).toEqual({ profile: 0, leaderboard: 0 });
    // Feedback given again is the first again.
    await byWriter.feedback.create({ ideaGuid: second.id, comment: 'Ask facilities first.', rating: 3 });
    expect(await total(writer!)).toBe(POINTS['feedback-new'] + POINTS['feedback-first']);
  });

  it('keeps the first-feedback bonus exactly while the writer has feedback, when feedback is given and deleted at once', async () => {
    const [author, writer] = await people(2);
    const campaign = await campaignWith(author!, writer!);
    const ideas = await Promise.all(Array.from({ length: 6 }, () => createIdeaRow({ campaign, author: author! })));
    const byWriter = await as(writer!);
    const byAdmin = await as(admin);
    let previous = await byWriter.feedback.create({ ideaGuid: ideas[0]!.id, comment: 'One.', rating: 3 });
    for (const next of ideas.slice(1)) {
      // Each round the writer's only feedback goes while their next arrives.
      const [, given] = await Promise.all([byAdmin.feedback.delete({ guid: previous.guid }), byWriter.feedback.create({ ideaGuid: next.id, comment: 'Next.', rating: 3 })]);
      previous = given;
      expect(await total(writer!)).toBe(POINTS['feedback-new'] + POINTS['feedback-first']);
    }
  });

  it('leaves the first-feedback bonus to feedback being given while the writer’s other feedback is deleted', async () => {
    const [author, writer] = await people(2);
    const campaign = await campaignWith(author!, writer!);
    const [first, second] = await Promise.all([createIdeaRow({ campaign, author: author! }), createIdeaRow({ campaign, author: author! })]);
    const given = await (await as(writer!)).feedback.create({ ideaGuid: first.id, comment: 'One.', rating: 3 });
    const byAdmin = await as(admin);
    // New feedback held mid-transaction, as giving feedback holds it: the bonus lock taken, the row written, not yet committed.
    let release = () => {};
    let holding = () => {};
    const held = new Promise<void>((resolve) => (holding = resolve));
    const giving = testOrm()
      .em.fork()
      .transactional(async (tx) => {
        await lockFirstFeedbackBonus(tx, campaign.id, [writer!.id]);
        await createFeedbackRow({ idea: second, author: writer! }, tx);
        holding();
        await new Promise<void>((resolve) => (release = resolve));
      });
    await held;
    const deleting = byAdmin.feedback.delete({ guid: given.guid });
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await Promise.all([giving, deleting]);
    expect(await total(writer!)).toBe(POINTS['feedback-first']);
  });
});
