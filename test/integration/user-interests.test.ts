import { beforeAll, describe, expect, it } from 'vitest';
import { USER_INTEREST_MAX } from '#shared/constants.ts';
import type { Organisation } from '#server/entities/organisation.entity.ts';
import type { User } from '#server/entities/user.entity.ts';
import { createOrganisation } from '../factories/organisation.factory';
import { createUser } from '../factories/user.factory';
import { callerFor } from '../support/callers';
import { expectAppError } from '../support/errors';

/** A person's interests as tags (spec 3: Tag "user interest tags"; GET /user/{guid}/tags, POST and DELETE /user/{guid}/tag/{tag}). */
describe('user interests', () => {
  let org: Organisation;
  let other: Organisation;
  let person: User;
  let colleague: User;
  let orgAdmin: User;
  let otherAdmin: User;
  beforeAll(async () => {
    [org, other] = await Promise.all([createOrganisation(), createOrganisation()]);
    [person, colleague, orgAdmin, otherAdmin] = await Promise.all([
      createUser({ organisation: org }),
      createUser({ organisation: org }),
      createUser({ organisation: org, isOrgAdmin: true }),
      createUser({ organisation: other, isOrgAdmin: true }),
    ]);
  });
  const as = async (viewer: User | null, site = org) => (await callerFor(viewer, { org: site })).caller;
  const names = (tags: { name: string }[]) => tags.map((tag) => tag.name);

  it('lets a person add interests, new names becoming site tags, listed by name to anyone on the site', async () => {
    const self = await as(person);
    await self.tag.addToUser({ guid: person.id, tag: 'Water' });
    const added = await self.tag.addToUser({ guid: person.id, tag: 'Energy' });
    expect(names(added)).toEqual(['Energy', 'Water']);
    expect(added[0]).toMatchObject({ guid: expect.any(String), slug: 'energy' });
    expect(names(await self.tag.addToUser({ guid: person.id, tag: ' water ' })), 'the same tag twice is one interest').toEqual(['Energy', 'Water']);
    expect(names(await self.tag.list())).toEqual(expect.arrayContaining(['Energy', 'Water']));
    expect(names(await (await as(null)).tag.forUser({ guid: person.id }))).toEqual(['Energy', 'Water']);
  });

  it('removes an interest by name or guid, and removing one not held changes nothing', async () => {
    const self = await as(colleague);
    const [garden] = await self.tag.addToUser({ guid: colleague.id, tag: 'Garden' });
    await self.tag.addToUser({ guid: colleague.id, tag: 'Bikes' });
    expect(names(await self.tag.removeFromUser({ guid: colleague.id, tag: garden!.guid }))).toEqual(['Bikes']);
    expect(names(await self.tag.removeFromUser({ guid: colleague.id, tag: 'bikes' }))).toEqual([]);
    expect(names(await self.tag.removeFromUser({ guid: colleague.id, tag: 'Never held' }))).toEqual([]);
  });

  it('lets an org admin change anyone\'s interests, and refuses other people and visitors', async () => {
    expect(names(await (await as(orgAdmin)).tag.addToUser({ guid: person.id, tag: 'Chosen by admin' }))).toContain('Chosen by admin');
    await expectAppError((await as(colleague)).tag.addToUser({ guid: person.id, tag: 'Not yours' }), 'forbidden');
    await expectAppError((await as(colleague)).tag.removeFromUser({ guid: person.id, tag: 'Water' }), 'forbidden');
    await expectAppError((await as(null)).tag.addToUser({ guid: person.id, tag: 'Anonymous' }), 'not-authenticated');
    expect(names(await (await as(person)).tag.forUser({ guid: person.id }))).toEqual(['Chosen by admin', 'Energy', 'Water']);
  });

  it('does not find another site\'s people, even for that site\'s admin', async () => {
    await expectAppError((await as(otherAdmin, other)).tag.forUser({ guid: person.id }), 'user-not-found');
    await expectAppError((await as(otherAdmin, other)).tag.addToUser({ guid: person.id, tag: 'Intruder' }), 'user-not-found');
    await expectAppError((await as(null)).tag.forUser({ guid: 'not-a-guid' }), 'invalid-input', 'guid');
    await expectAppError((await as(null)).tag.forUser({ guid: '01900000-0000-7000-8000-00000000abcd' }), 'user-not-found');
  });

  it('names the field with ERROR_REQUIRED for an empty tag and TOO_MANY_TAGS past the cap', async () => {
    const collector = await createUser({ organisation: org });
    const self = await as(collector);
    await expectAppError(self.tag.addToUser({ guid: collector.id, tag: '   ' }), 'ERROR_REQUIRED', 'tag');
    for (let index = 0; index < USER_INTEREST_MAX; index += 1) await self.tag.addToUser({ guid: collector.id, tag: `Interest ${index}` });
    await expectAppError(self.tag.addToUser({ guid: collector.id, tag: 'One too many' }), 'TOO_MANY_TAGS', 'tag');
    expect(await self.tag.forUser({ guid: collector.id })).toHaveLength(USER_INTEREST_MAX);
  });
});
