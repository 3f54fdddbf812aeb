import { beforeAll, describe, expect, it } from 'vitest';
import { IdeaAuthorSchema } from '#server/entities/idea.entity.ts';
import { MailMessageSchema } from '#server/entities/mail.entity.ts';
import type { Organisation } from '#server/entities/organisation.entity.ts';
import type { User } from '#server/entities/user.entity.ts';
import type { IdeaCreateInput, IdeaUpdateInput } from '#shared/schemas/idea.ts';
import { createCampaignRow } from '../factories/campaign.factory';
import { createIdeaRow } from '../factories/idea.factory';
import { createOrganisation } from '../factories/organisation.factory';
import { createUser } from '../factories/user.factory';
import { callerFor } from '../support/callers';
import { expectAppError } from '../support/errors';
import { testOrm } from '../support/test-database';

/** Co-authors (spec 1 §2 idea form, §4 invitation states, §8 idea save codes). */
describe('idea co-authors', () => {
  let org: Organisation;
  let otherOrg: Organisation;
  let coach: User;
  let creator: User;
  let invitee: User;
  let second: User;
  let participant: User;
  let outsider: User;
  beforeAll(async () => {
    [org, otherOrg] = await Promise.all([createOrganisation({ settings: { multipleIdeaAuthors: true } }), createOrganisation()]);
    [coach, creator, invitee, second, participant, outsider] = await Promise.all([
      createUser({ organisation: org }),
      createUser({ organisation: org }),
      createUser({ organisation: org, email: `invitee-${Date.now()}@example.test` }),
      createUser({ organisation: org }),
      createUser({ organisation: org }),
      createUser({ organisation: otherOrg, isOrgAdmin: true }),
    ]);
  });
  const as = async (viewer: User | null, site = org) => (await callerFor(viewer, { org: site })).caller;
  const campaign = (privacySetting: 'public' | 'private' = 'public', site = org, owner = coach) => createCampaignRow({ organisation: site, coach: owner, privacySetting });
  const createInput = (slug: string, overrides: Partial<IdeaCreateInput> = {}): IdeaCreateInput => ({ campaignSlug: slug, name: 'Shared', content: 'Written together', extraFields: {}, ...overrides });
  const save = (guid: string, overrides: Partial<IdeaUpdateInput> = {}): IdeaUpdateInput => ({ guid, name: 'Shared', content: 'Written together', extraFields: {}, feedbackUsed: [], ...overrides });
  const statuses = async (guid: string) =>
    (await testOrm().em.fork().find(IdeaAuthorSchema, { idea: guid }, { populate: ['user'], orderBy: { createdAt: 'asc' }, filters: false })).map((row) => [row.user.id, row.status]);

  it('invites co-authors by e-mail on create: pending until the invitee accepts on the idea page', async () => {
    const row = await campaign();
    const created = await (await as(creator)).idea.create(createInput(row.slug, { authorsToAdd: [invitee.email.toUpperCase()] }));
    expect(created.pendingAuthors).toEqual([expect.objectContaining({ guid: invitee.id, ideaStatus: 'pending' })]);
    expect(created.authors.map((author) => author.guid)).toEqual([creator.id]);
    expect(created.abilities.inviteAuthors).toBe(true);
    // 'Invite to be sent': the invitee gets a link to the idea page, where they answer.
    const [invitation] = await testOrm().em.fork().find(IdeaAuthorSchema, { idea: created.guid, user: invitee.id }, { filters: false });
    const mails = await testOrm().em.fork().find(MailMessageSchema, { to: invitee.email, template: 'idea-author-invitation' }, { filters: false });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`/ideas/${created.guid}?pendinginvitation=${invitation!.id}`);

    const byInvitee = await as(invitee);
    expect((await byInvitee.idea.byGuid({ guid: created.guid })).abilities).toMatchObject({ answerInvitation: true, edit: false });
    await expectAppError((await as(second)).idea.authorStatus({ ideaGuid: created.guid, newStatus: 'accepted' }), 'invalid-invitation');
    await expectAppError(byInvitee.idea.authorStatus({ ideaGuid: created.guid, newStatus: 'accepted', authorGuid: second.id }), 'forbidden');
    const answered = await byInvitee.idea.authorStatus({ ideaGuid: created.guid, newStatus: 'accepted' });
    expect(answered.outcome).toEqual({ guid: invitee.id, ideaStatus: 'accepted' });
    expect(answered.idea).toMatchObject({ isAuthor: true, pendingAuthors: [], abilities: { edit: true, answerInvitation: false } });
    expect(answered.idea.authors.map((author) => [author.guid, author.ideaStatus])).toEqual([
      [creator.id, 'creator'],
      [invitee.id, 'accepted'],
    ]);
    // Answered once: a second answer is no invitation any more.
    await expectAppError(byInvitee.idea.authorStatus({ ideaGuid: created.guid, newStatus: 'rejected' }), 'invalid-invitation');
    await expectAppError((await as(null)).idea.authorStatus({ ideaGuid: created.guid, newStatus: 'accepted' }), 'not-authenticated');
  });

  it('records a rejection, and does not re-invite someone who said no (idea-author-exists-already)', async () => {
    const row = await campaign();
    const idea = await createIdeaRow({ campaign: row, author: creator });
    await (await as(creator)).idea.update(save(idea.id, { authorsToAdd: [second.email] }));
    await (await as(second)).idea.authorStatus({ ideaGuid: idea.id, newStatus: 'rejected' });
    expect(await statuses(idea.id)).toEqual([
      [creator.id, 'accepted'],
      [second.id, 'rejected'],
    ]);
    const refused = await expectAppError((await as(creator)).idea.update(save(idea.id, { authorsToAdd: [second.email] })), 'idea-author-exists-already');
    expect(refused.details).toEqual([idea.id, second.email.toLowerCase()]);
  });

  it('answers user-not-found when no address is a user of this site, and saves nothing', async () => {
    const row = await campaign();
    const idea = await createIdeaRow({ campaign: row, author: creator });
    await expectAppError((await as(creator)).idea.update(save(idea.id, { name: 'Renamed', authorsToAdd: ['nobody@example.test', outsider.email] })), 'user-not-found');
    expect((await (await as(creator)).idea.byGuid({ guid: idea.id })).name).not.toBe('Renamed');
    await expectAppError((await as(creator)).idea.update(save(idea.id, { authorsToAdd: ['not-an-address'] })), 'PLEASE_ENTER_A_VALID_MAIL', 'authorsToAdd.0');
  });

  it('saves the rest and answers idea-updated-but-all-users-not-found when only some addresses are users', async () => {
    const row = await campaign();
    const idea = await createIdeaRow({ campaign: row, author: creator });
    const outcome = await expectAppError(
      (await as(creator)).idea.update(save(idea.id, { name: 'Saved anyway', authorsToAdd: [invitee.email, 'nobody@example.test'] })),
      'idea-updated-but-all-users-not-found',
    );
    expect(outcome.details).toEqual([idea.id, 'nobody@example.test']);
    const view = await (await as(creator)).idea.byGuid({ guid: idea.id });
    expect(view.name).toBe('Saved anyway');
    expect(view.pendingAuthors.map((author) => author.guid)).toEqual([invitee.id]);
    // Inviting the same user again: already on the idea.
    await expectAppError((await as(creator)).idea.update(save(idea.id, { authorsToAdd: [invitee.email] })), 'idea-author-exists-already');
  });

  it('removes co-authors but never the creator (user-could-not-be-deleted)', async () => {
    const row = await campaign();
    const idea = await createIdeaRow({ campaign: row, author: creator });
    await (await as(creator)).idea.update(save(idea.id, { authorsToAdd: [second.email] }));
    await (await as(second)).idea.authorStatus({ ideaGuid: idea.id, newStatus: 'accepted' });
    await expectAppError((await as(second)).idea.update(save(idea.id, { authorsToRemove: [creator.id] })), 'user-could-not-be-deleted');
    const saved = await (await as(creator)).idea.update(save(idea.id, { authorsToRemove: [second.id, participant.id] }));
    expect(saved.authors.map((author) => author.guid)).toEqual([creator.id]);
    expect(await statuses(idea.id)).toEqual([[creator.id, 'accepted']]);
  });

  it('lets only editors change co-authors: a participant and another organisation’s admin are refused', async () => {
    const row = await campaign();
    const idea = await createIdeaRow({ campaign: row, author: creator });
    await expectAppError((await as(participant)).idea.update(save(idea.id, { authorsToAdd: [participant.email] })), 'forbidden');
    await expectAppError((await as(outsider, otherOrg)).idea.update(save(idea.id, { authorsToAdd: [outsider.email] })), 'not-found');
    // A coach edits, so a coach may invite.
    const byCoach = await (await as(coach)).idea.update(save(idea.id, { authorsToAdd: [participant.email] }));
    expect(byCoach.pendingAuthors.map((author) => author.guid)).toEqual([participant.id]);
  });

  it('refuses co-authors with idea-authors-not-enabled where the site or the campaign does not allow them', async () => {
    const privateRow = await campaign('private');
    const idea = await createIdeaRow({ campaign: privateRow, author: creator });
    // The campaign's coach may edit the idea, but a private campaign takes no co-authors.
    await expectAppError((await as(coach)).idea.update(save(idea.id, { authorsToAdd: [invitee.email] })), 'idea-authors-not-enabled');
    expect((await (await as(coach)).idea.update(save(idea.id, { authorsToAdd: [] }))).abilities.inviteAuthors).toBe(false);

    const otherCoach = await createUser({ organisation: otherOrg });
    const elsewhere = await campaign('public', otherOrg, otherCoach);
    const colleague = await createUser({ organisation: otherOrg });
    await expectAppError((await as(otherCoach, otherOrg)).idea.create(createInput(elsewhere.slug, { authorsToAdd: [colleague.email] })), 'idea-authors-not-enabled');
  });
});
