import { beforeAll, describe, expect, it } from 'vitest';
import type { Organisation } from '#server/entities/organisation.entity.ts';
import type { User } from '#server/entities/user.entity.ts';
import type { IdeaCreateInput } from '#shared/schemas/idea.ts';
import { createCampaignRow } from '../factories/campaign.factory';
import { createIdeaRow } from '../factories/idea.factory';
import { createOrganisation } from '../factories/organisation.factory';
import { createUser } from '../factories/user.factory';
import { callerFor } from '../support/callers';
import { expectAppError } from '../support/errors';

/** Tags on ideas (spec 1 §2, §9 ideaMaxNumTags; spec 2 §7 idea tag routes). */
describe('idea tags', () => {
  let org: Organisation;
  let tagless: Organisation;
  let coach: User;
  let author: User;
  let participant: User;
  let outsider: User;
  beforeAll(async () => {
    [org, tagless] = await Promise.all([createOrganisation({ settings: { ideaMaxNumTags: 2 } }), createOrganisation()]);
    [coach, author, participant, outsider] = await Promise.all([
      createUser({ organisation: org }),
      createUser({ organisation: org }),
      createUser({ organisation: org }),
      createUser({ organisation: tagless, isOrgAdmin: true }),
    ]);
  });
  const as = async (viewer: User | null, site = org) => (await callerFor(viewer, { org: site })).caller;
  const input = (slug: string, overrides: Partial<IdeaCreateInput> = {}): IdeaCreateInput => ({ campaignSlug: slug, name: 'Tagged', content: 'An idea with tags', extraFields: {}, ...overrides });

  it('saves tags on create and save, presents them by name, and refuses more than ideaMaxNumTags with TOO_MANY_TAGS', async () => {
    const campaign = await createCampaignRow({ organisation: org, coach });
    const caller = await as(author);
    await expectAppError(caller.idea.create(input(campaign.slug, { tags: ['a', 'b', 'c'] })), 'TOO_MANY_TAGS', 'tags');
    const created = await caller.idea.create(input(campaign.slug, { tags: ['Water', 'Energy', 'water '] }));
    expect(created.tags.map((tag) => tag.name)).toEqual(['Energy', 'Water']);
    expect(created.tags[0]).toMatchObject({ guid: expect.any(String), slug: 'energy' });
    expect(created.maxTags).toBe(2);

    const base = { guid: created.guid, name: created.name, content: 'Saved', extraFields: {} };
    await expectAppError(caller.idea.update({ ...base, feedbackUsed: [], tags: ['x', 'y', 'z'] }), 'TOO_MANY_TAGS', 'tags');
    expect((await caller.idea.update({ ...base, feedbackUsed: [] })).tags.map((tag) => tag.name)).toEqual(['Energy', 'Water']);
    expect((await caller.idea.update({ ...base, feedbackUsed: [], tags: ['Parks'] })).tags.map((tag) => tag.name)).toEqual(['Parks']);
    expect((await (await as(null)).idea.byGuid({ guid: created.guid })).tags.map((tag) => tag.slug)).toEqual(['parks']);
  });

  it('ignores tags where the organisation has ideaMaxNumTags 0, and refuses the one-tag routes with idea-tags-not-enabled', async () => {
    const localCoach = await createUser({ organisation: tagless });
    const campaign = await createCampaignRow({ organisation: tagless, coach: localCoach });
    const caller = await as(localCoach, tagless);
    const created = await caller.idea.create(input(campaign.slug, { tags: ['Ignored'] }));
    expect(created).toMatchObject({ tags: [], maxTags: 0 });
    await expectAppError(caller.idea.tag.add({ guid: created.guid, tag: 'Ignored' }), 'idea-tags-not-enabled');
  });

  it('adds and removes one tag on an existing idea for its authors and coaches only, within the cap', async () => {
    const campaign = await createCampaignRow({ organisation: org, coach });
    const idea = await createIdeaRow({ campaign, author });
    const byAuthor = await as(author);
    expect((await byAuthor.idea.tag.add({ guid: idea.id, tag: 'Bikes' })).tags.map((tag) => tag.name)).toEqual(['Bikes']);
    // The same tag again changes nothing, so it does not count against the cap.
    expect((await byAuthor.idea.tag.add({ guid: idea.id, tag: 'bikes' })).tags).toHaveLength(1);
    expect((await (await as(coach)).idea.tag.add({ guid: idea.id, tag: 'Trains' })).tags).toHaveLength(2);
    await expectAppError(byAuthor.idea.tag.add({ guid: idea.id, tag: 'Buses' }), 'TOO_MANY_TAGS');

    await expectAppError((await as(participant)).idea.tag.add({ guid: idea.id, tag: 'Spam' }), 'forbidden');
    await expectAppError((await as(participant)).idea.tag.remove({ guid: idea.id, tag: 'Bikes' }), 'forbidden');
    await expectAppError((await as(null)).idea.tag.add({ guid: idea.id, tag: 'Spam' }), 'not-authenticated');
    // Another organisation's admin, on their own site, does not find this idea at all.
    await expectAppError((await as(outsider, tagless)).idea.tag.add({ guid: idea.id, tag: 'Spam' }), 'not-found');
    await expectAppError(byAuthor.idea.tag.add({ guid: '01900000-0000-7000-8000-000000000000', tag: 'Bikes' }), 'not-found');

    expect((await byAuthor.idea.tag.remove({ guid: idea.id, tag: 'Bikes' })).tags.map((tag) => tag.name)).toEqual(['Trains']);
  });

  it('lists the tags ideas of this site carry (GET /idea-tags) and finds or creates a list (POST /idea-tags)', async () => {
    const site = await createOrganisation({ settings: { ideaMaxNumTags: 3 } });
    const localCoach = await createUser({ organisation: site });
    const campaign = await createCampaignRow({ organisation: site, coach: localCoach });
    const caller = await as(localCoach, site);
    const created = await caller.idea.tag.findOrCreate({ list: ['Unused', 'Zebra'] });
    expect(created.map((tag) => tag.name)).toEqual(['Unused', 'Zebra']);
    await caller.idea.create(input(campaign.slug, { tags: ['Zebra', 'Apple'] }));
    expect((await (await as(null, site)).idea.tag.inUse()).map((tag) => tag.name)).toEqual(['Apple', 'Zebra']);
    // Tags of another site's ideas are not this site's.
    expect(await (await as(null, tagless)).idea.tag.inUse()).toEqual([]);
    await expectAppError((await as(null, site)).idea.tag.findOrCreate({ list: ['x'] }), 'not-authenticated');
  });
});
