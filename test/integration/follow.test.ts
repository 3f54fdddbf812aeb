import { beforeAll, describe, expect, it } from 'vitest';
import type { IdeaCreateInput } from '#shared/schemas/idea.ts';
import type { Campaign } from '#server/entities/campaign.entity.ts';
import type { Organisation } from '#server/entities/organisation.entity.ts';
import type { User } from '#server/entities/user.entity.ts';
import { createCampaignRow, type CampaignOverrides } from '../factories/campaign.factory';
import { createOrganisation } from '../factories/organisation.factory';
import { addParticipants } from '../factories/participation.factory';
import { createUser } from '../factories/user.factory';
import { callerFor } from '../support/callers';
import { expectAppError } from '../support/errors';

/**
 * Following ideas (issue 34 item 1): taking part follows, the follow button sets it, an explicit
 * unfollow stands against taking part again, and only people who see the idea may follow it.
 */
describe('following ideas', () => {
  let org: Organisation;
  let otherOrg: Organisation;
  let coach: User;
  beforeAll(async () => {
    [org, otherOrg] = await Promise.all([createOrganisation({ settings: { multipleIdeaAuthors: true } }), createOrganisation()]);
    coach = await createUser({ organisation: org, firstName: 'Cleo', lastName: 'Coach' });
  });

  const as = async (viewer: User | null, site = org) => (await callerFor(viewer, { org: site })).caller;
  const person = (firstName: string) => createUser({ organisation: org, firstName, lastName: 'Person' });
  const campaignWith = async (members: User[], overrides: Partial<CampaignOverrides> = {}) => {
    const campaign = await createCampaignRow({ organisation: org, coach, ...overrides });
    await addParticipants(campaign, members);
    return campaign;
  };
  const ideaInput = (campaign: Campaign, overrides: Partial<IdeaCreateInput> = {}): IdeaCreateInput => ({ campaignSlug: campaign.slug, name: 'Bike racks by the gate', content: 'More room', extraFields: {}, ...overrides });
  const follows = async (user: User, ideaGuid: string) => (await (await as(user)).ideaFollow.state({ ideaGuid })).following;

  it('the author, an accepted co-author, an upvoter, a commenter and a feedback giver follow; a pending or refusing invitee and a bystander do not', async () => {
    const [author, coAuthor, pending, refuser, voter, commenter, giver, bystander] = [await person('Aut'), await person('Coa'), await person('Pen'), await person('Ref'), await person('Vot'), await person('Com'), await person('Giv'), await person('Bys')];
    const campaign = await campaignWith([author, voter, commenter, giver, bystander]);
    const idea = await (await as(author)).idea.create(ideaInput(campaign, { authorsToAdd: [coAuthor.email, pending.email, refuser.email] }));
    await (await as(coAuthor)).idea.authorStatus({ ideaGuid: idea.guid, newStatus: 'accepted' });
    await (await as(refuser)).idea.authorStatus({ ideaGuid: idea.guid, newStatus: 'rejected' });
    await (await as(voter)).upvote.toggle({ ideaGuid: idea.guid });
    await (await as(commenter)).comment.create({ ideaGuid: idea.guid, parentGuid: null, body: 'Yes please' });
    await (await as(giver)).feedback.create({ ideaGuid: idea.guid, comment: 'Ask the caretaker', rating: 4 });
    for (const follower of [author, coAuthor, voter, commenter, giver]) expect(await follows(follower, idea.guid)).toBe(true);
    for (const other of [pending, refuser, bystander, coach]) expect(await follows(other, idea.guid)).toBe(false);
  });

  it('taking a vote back keeps the follow; unfollowing stands when the person votes, comments or gives feedback again', async () => {
    const [author, member] = [await person('Aut'), await person('Mem')];
    const campaign = await campaignWith([author, member]);
    const idea = await (await as(author)).idea.create(ideaInput(campaign));
    const memberCaller = await as(member);
    await memberCaller.upvote.toggle({ ideaGuid: idea.guid });
    await memberCaller.upvote.toggle({ ideaGuid: idea.guid });
    expect(await follows(member, idea.guid)).toBe(true);
    expect(await memberCaller.ideaFollow.set({ ideaGuid: idea.guid, following: false })).toEqual({ following: false });
    await memberCaller.upvote.toggle({ ideaGuid: idea.guid });
    await memberCaller.comment.create({ ideaGuid: idea.guid, parentGuid: null, body: 'Still like it' });
    await memberCaller.feedback.create({ ideaGuid: idea.guid, comment: 'Fine', rating: 3 });
    expect(await follows(member, idea.guid)).toBe(false);
    // The author may unfollow their own idea and follow it again.
    const authorCaller = await as(author);
    await authorCaller.ideaFollow.set({ ideaGuid: idea.guid, following: false });
    expect(await follows(author, idea.guid)).toBe(false);
    await authorCaller.ideaFollow.set({ ideaGuid: idea.guid, following: true });
    await authorCaller.ideaFollow.set({ ideaGuid: idea.guid, following: true });
    expect(await follows(author, idea.guid)).toBe(true);
  });

  it('anyone signed in who sees the idea may follow it, even outside the campaign; no one may follow what they cannot see', async () => {
    const [author, visitor, insider] = [await person('Aut'), await person('Vis'), await person('Ins')];
    const open = await campaignWith([author]);
    const openIdea = await (await as(author)).idea.create(ideaInput(open));
    await (await as(visitor)).ideaFollow.set({ ideaGuid: openIdea.guid, following: true });
    expect(await follows(visitor, openIdea.guid)).toBe(true);

    const hidden = await campaignWith([author, insider], { privacySetting: 'private' });
    const hiddenIdea = await (await as(author)).idea.create(ideaInput(hidden));
    await (await as(insider)).ideaFollow.set({ ideaGuid: hiddenIdea.guid, following: true });
    expect(await follows(insider, hiddenIdea.guid)).toBe(true);
    // The idea view's own refusal for a private campaign's idea.
    await expectAppError((await as(visitor)).ideaFollow.set({ ideaGuid: hiddenIdea.guid, following: true }), 'invitation-required');
    await expectAppError((await as(visitor)).ideaFollow.state({ ideaGuid: hiddenIdea.guid }), 'invitation-required');

    const stranger = await createUser({ organisation: otherOrg });
    await expectAppError((await as(stranger, otherOrg)).ideaFollow.set({ ideaGuid: openIdea.guid, following: true }), 'not-found');
    await expectAppError((await as(stranger, otherOrg)).ideaFollow.state({ ideaGuid: openIdea.guid }), 'not-found');
  });

  it('refuses a signed-out viewer and a malformed input with their keys', async () => {
    const author = await person('Aut');
    const idea = await (await as(author)).idea.create(ideaInput(await campaignWith([author])));
    await expectAppError((await as(null)).ideaFollow.state({ ideaGuid: idea.guid }), 'not-authenticated');
    await expectAppError((await as(null)).ideaFollow.set({ ideaGuid: idea.guid, following: true }), 'not-authenticated');
    await expectAppError((await as(author)).ideaFollow.set({ ideaGuid: 'not-a-guid', following: true }), 'invalid-input', 'ideaGuid');
    await expectAppError((await as(author)).ideaFollow.set({ ideaGuid: idea.guid, following: 'yes' as unknown as boolean }), 'invalid-input', 'following');
  });
});
