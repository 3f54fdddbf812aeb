import { beforeAll, describe, expect, it } from 'vitest';
import { createCampaignRow } from '../factories/campaign.factory';
import { createUser } from '../factories/user.factory';
import { createFeedbackRow, createIdeaRow } from '../factories/idea.factory';
import { addParticipants } from '../factories/participation.factory';
import { callerFor } from '../support/callers';
import { expectAppError } from '../support/errors';
import { createPersonas, type Personas } from '../support/personas';

/** Labels (spec 2 §7 POST/DELETE /labels, GET /organisations/{guid}/labels): one site's, unique by name. */
describe('people.label', () => {
  let personas: Personas;
  beforeAll(async () => {
    personas = await createPersonas();
  });

  it('creates, lists, renames and deletes labels; renaming keeps them on their users, deleting takes them off', async () => {
    const { caller } = await callerFor(personas.orgAdmin);
    const mentor = await caller.people.label.create({ name: '  Mentor ' });
    expect(mentor.name).toBe('Mentor');
    await caller.people.label.create({ name: 'Alumni' });
    expect((await (await callerFor(null, { org: personas.org })).caller.people.label.list()).map((label) => label.name)).toEqual(['Alumni', 'Mentor']);
    const person = await createUser({ organisation: personas.org });
    await caller.people.update({ guid: person.id, labels: ['Mentor'] });

    expect(await caller.people.label.rename({ guid: mentor.guid, name: 'Guide' })).toEqual({ guid: mentor.guid, name: 'Guide' });
    expect((await caller.people.byGuid({ guid: person.id })).labels).toEqual(['Guide']);
    await caller.people.label.delete({ guid: mentor.guid });
    expect((await caller.people.byGuid({ guid: person.id })).labels).toEqual([]);
    expect((await caller.people.label.list()).map((label) => label.name)).toEqual(['Alumni']);
  });

  it('refuses an empty, too long or taken name, naming the field', async () => {
    const { caller } = await callerFor(personas.orgAdmin);
    const taken = await caller.people.label.create({ name: 'Taken' });
    const other = await caller.people.label.create({ name: 'Other' });
    await expectAppError(caller.people.label.create({ name: ' ' }), 'ERROR_REQUIRED', 'name');
    await expectAppError(caller.people.label.create({ name: 'x'.repeat(101) }), 'VALUE_TOO_LONG', 'name');
    await expectAppError(caller.people.label.create({ name: 'Taken' }), 'people-label-exists', 'name');
    await expectAppError(caller.people.label.rename({ guid: other.guid, name: 'Taken' }), 'people-label-exists', 'name');
    expect(await caller.people.label.rename({ guid: taken.guid, name: 'Taken' })).toEqual({ guid: taken.guid, name: 'Taken' });
  });

  it('lets only admins change labels, and keeps each site\'s own', async () => {
    const label = await (await callerFor(personas.orgAdmin)).caller.people.label.create({ name: 'Private' });
    await expectAppError((await callerFor(personas.participant)).caller.people.label.create({ name: 'Mine' }), 'forbidden');
    await expectAppError((await callerFor(null, { org: personas.org })).caller.people.label.delete({ guid: label.guid }), 'not-authenticated');
    await expectAppError((await callerFor(personas.outsider)).caller.people.label.rename({ guid: label.guid, name: 'Stolen' }), 'not-found');
    await expectAppError((await callerFor(personas.outsider)).caller.people.label.delete({ guid: label.guid }), 'not-found');
    expect((await (await callerFor(personas.outsider)).caller.people.label.list()).map((item) => item.name)).not.toContain('Private');
    // The same name on another site is another label.
    expect((await (await callerFor(personas.outsider)).caller.people.label.create({ name: 'Private' })).name).toBe('Private');
  });
});

/** The coach picker's search (spec 2 §7 GET /users/organisation/{guid}): every active user of the site. */
describe('people.search', () => {
  let personas: Personas;
  beforeAll(async () => {
    personas = await createPersonas();
    await createCampaignRow({ organisation: personas.org, coach: personas.coach });
    await createUser({ organisation: personas.org, firstName: 'Nora', lastName: 'Nobody', email: 'nora@example.com' });
    await createUser({ organisation: personas.org, firstName: 'Nils', lastName: 'Blocked', status: 'blocked' });
  });

  it('finds users of the site who are in no campaign, by name for coaches and with addresses for admins', async () => {
    const found = await (await callerFor(personas.coach)).caller.people.search({ query: 'nor' });
    expect(found).toEqual([{ guid: expect.any(String), name: 'Nora Nobody', email: null }]);
    expect(await (await callerFor(personas.orgAdmin)).caller.people.search({ query: 'nora@' })).toEqual([{ guid: found[0]!.guid, name: 'Nora Nobody', email: 'nora@example.com' }]);
    expect(await (await callerFor(personas.orgAdmin)).caller.people.search({ query: 'Nils' })).toEqual([]);
    expect((await (await callerFor(personas.orgAdmin)).caller.people.search({})).length).toBeLessThanOrEqual(10);
  });

  it('refuses people who coach nothing, the logged out and too long a query; another site\'s users are not found', async () => {
    await expectAppError((await callerFor(personas.participant)).caller.people.search({ query: 'nor' }), 'forbidden');
    await expectAppError((await callerFor(null, { org: personas.org })).caller.people.search({ query: 'nor' }), 'not-authenticated');
    await expectAppError((await callerFor(personas.orgAdmin)).caller.people.search({ query: 'x'.repeat(201) }), 'VALUE_TOO_LONG', 'query');
    expect(await (await callerFor(personas.outsider)).caller.people.search({ query: 'nora' })).toEqual([]);
  });

  it('shows a person’s labels beside their name as idea author, feedback writer and commenter (spec 1 §3; issue 16 item 7)', async () => {
    const { caller: admin } = await callerFor(personas.orgAdmin);
    await admin.people.label.create({ name: 'Facilities' });
    await admin.people.label.create({ name: 'Ambassador' });
    const person = await createUser({ organisation: personas.org, firstName: 'Lena' });
    await admin.people.update({ guid: person.id, labels: ['Facilities', 'Ambassador'] });
    const campaign = await createCampaignRow({ organisation: personas.org, coach: personas.coach });
    await addParticipants(campaign, [person]);
    const idea = await createIdeaRow({ campaign, author: person });
    const other = await createIdeaRow({ campaign, author: personas.participant });
    await createFeedbackRow({ idea: other, author: person });
    const { caller: lena } = await callerFor(person);
    await lena.comment.create({ ideaGuid: other.id, body: 'Labelled comment' });

    const visitor = (await callerFor(null, { org: personas.org })).caller;
    expect((await visitor.idea.byGuid({ guid: idea.id })).authors).toMatchObject([{ guid: person.id, labels: ['Ambassador', 'Facilities'] }]);
    expect((await visitor.idea.byGuid({ guid: other.id })).authors).toMatchObject([{ guid: personas.participant.id, labels: [] }]);
    expect((await visitor.feedback.list({ ideaGuid: other.id }))[0]?.author).toMatchObject({ guid: person.id, labels: expect.arrayContaining(['Ambassador', 'Facilities']) });
    expect((await visitor.comment.list({ ideaGuid: other.id }))[0]?.user).toMatchObject({ guid: person.id, labels: expect.arrayContaining(['Ambassador', 'Facilities']) });
  });
});
