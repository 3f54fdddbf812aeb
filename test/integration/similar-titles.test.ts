import { beforeAll, describe, expect, it } from 'vitest';
import type { User } from '#server/entities/user.entity.ts';
import { createCampaignRow, type CampaignOverrides } from '../factories/campaign.factory';
import { createIdeaRow } from '../factories/idea.factory';
import { callerFor } from '../support/callers';
import { expectAppError } from '../support/errors';
import { createPersonas, type Personas } from '../support/personas';

/** Likely duplicates while a new idea's title is typed (issue 5 item 11). */
describe('similar idea titles', () => {
  let personas: Personas;
  beforeAll(async () => {
    personas = await createPersonas();
  });
  const as = async (viewer: User | null) => (await callerFor(viewer, { org: personas.org })).caller;
  const campaign = (overrides: Partial<CampaignOverrides> = {}) => createCampaignRow({ organisation: personas.org, coach: personas.coach, ...overrides });

  it('offers up to five visible ideas of the same campaign, most alike first, above the threshold', async () => {
    const row = await campaign();
    const elsewhere = await campaign();
    const exact = await createIdeaRow({ campaign: row, author: personas.participant, name: 'Solar panels on the roof' });
    await createIdeaRow({ campaign: row, author: personas.participant, name: 'Roof solar panels' });
    await createIdeaRow({ campaign: row, author: personas.participant, name: 'Solar panel roofs for the bike shed' });
    await createIdeaRow({ campaign: row, author: personas.participant, name: 'Bike to work day' });
    await createIdeaRow({ campaign: row, author: personas.participant, name: 'Solar panels on the roof (draft)', status: 'DRAFT' });
    await createIdeaRow({ campaign: row, author: personas.participant, name: 'Solar panels on the roofs', status: 'declined' });
    await createIdeaRow({ campaign: elsewhere, author: personas.participant, name: 'Solar panels on the roof' });

    const caller = await as(personas.participant);
    const similar = await caller.idea.similarTitles({ campaignSlug: row.slug, title: 'Solar panels on the rof' });
    expect(similar.map((entry) => entry.name)).toEqual(['Solar panels on the roof', 'Roof solar panels', 'Solar panel roofs for the bike shed']);
    expect(similar[0]!.similarity).toBeGreaterThan(similar[1]!.similarity);
    expect(similar.every((entry) => entry.similarity >= 0.3)).toBe(true);
    // One shared word is not a duplicate; short titles are not looked up at all.
    expect(await caller.idea.similarTitles({ campaignSlug: row.slug, title: 'Bike sheds' })).toEqual([]);
    expect(await caller.idea.similarTitles({ campaignSlug: row.slug, title: 'Sol' })).toEqual([]);
    // The idea being edited is not its own duplicate.
    expect((await caller.idea.similarTitles({ campaignSlug: row.slug, title: 'Solar panels on the roof', exceptGuid: exact.id })).map((entry) => entry.name)).not.toContain(
      'Solar panels on the roof',
    );
    // Coaches also see declined ideas, as in their list; drafts never.
    const coachSees = (await (await as(personas.coach)).idea.similarTitles({ campaignSlug: row.slug, title: 'Solar panels on the rof' })).map((entry) => entry.name);
    expect(coachSees).toContain('Solar panels on the roofs');
    expect(coachSees).not.toContain('Solar panels on the roof (draft)');

    for (let index = 0; index < 6; index += 1) await createIdeaRow({ campaign: row, author: personas.participant, name: `Solar panels on the roof ${index}` });
    expect(await caller.idea.similarTitles({ campaignSlug: row.slug, title: 'Solar panels on the rof' })).toHaveLength(5);
  });

  it('follows the campaign’s privacy and never crosses to another organisation', async () => {
    const secret = await campaign({ privacySetting: 'private' });
    await createIdeaRow({ campaign: secret, author: personas.coach, name: 'Secret greenhouse plan' });
    await expectAppError((await as(personas.participant)).idea.similarTitles({ campaignSlug: secret.slug, title: 'Secret greenhouse plan' }), 'invitation-required');
    const outsider = (await callerFor(personas.outsider, { org: personas.otherOrg })).caller;
    await expectAppError(outsider.idea.similarTitles({ campaignSlug: secret.slug, title: 'Secret greenhouse plan' }), 'not-found');
    expect((await (await as(personas.coach)).idea.similarTitles({ campaignSlug: secret.slug, title: 'secret greenhouse' })).map((entry) => entry.name)).toEqual([
      'Secret greenhouse plan',
    ]);
  });
});
