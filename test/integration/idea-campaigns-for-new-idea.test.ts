import { beforeAll, describe, expect, it } from 'vitest';
import { CampaignSchema, type Campaign } from '#server/entities/campaign.entity.ts';
import type { User } from '#server/entities/user.entity.ts';
import { GUEST_ROLE } from '#shared/constants.ts';
import { campaignSettingsSchema } from '#shared/schemas/campaign.ts';
import { createCampaignRow, type CampaignOverrides } from '../factories/campaign.factory';
import { addParticipants } from '../factories/participation.factory';
import { createUser } from '../factories/user.factory';
import { callerFor } from '../support/callers';
import { expectAppError } from '../support/errors';
import { createPersonas, type Personas } from '../support/personas';
import { testOrm } from '../support/test-database';

describe('idea.campaignsForNewIdea: the /new-idea campaign picker', () => {
  let personas: Personas;
  let guest: User;
  beforeAll(async () => {
    personas = await createPersonas();
    guest = await createUser({ organisation: personas.org, orgRole: GUEST_ROLE, firstName: 'Gus', lastName: 'Guest' });
  });
  const campaign = (overrides: Partial<CampaignOverrides> = {}) => createCampaignRow({ organisation: personas.org, coach: personas.coach, ...overrides });
  const limitIdeaCreation = (row: Campaign) =>
    testOrm().em.fork().nativeUpdate(CampaignSchema, { id: row.id }, { settings: campaignSettingsSchema.parse({ limitIdeaCreation: true }) }, { filters: false });
  /** The slugs offered to `viewer` (on their own site unless told), limited to the campaigns a test made. */
  const offered = async (viewer: User, rows: Campaign[], org = personas.org) => {
    const cards = await (await callerFor(viewer, { org })).caller.idea.campaignsForNewIdea();
    const wanted = new Set(rows.map((row) => row.slug));
    return cards.filter((card) => wanted.has(card.slug)).map((card) => card.slug);
  };

  it('offers a running public campaign to members, guests and coaches, as cards soonest to end first', async () => {
    const later = await campaign({ endsInDays: 20 });
    const sooner = await campaign({ endsInDays: 3 });
    for (const viewer of [personas.participant, guest, personas.coach, personas.orgAdmin, personas.superAdmin]) {
      expect(await offered(viewer, [later, sooner])).toEqual([sooner.slug, later.slug]);
    }
    const [card] = (await (await callerFor(personas.participant)).caller.idea.campaignsForNewIdea()).filter((entry) => entry.slug === sooner.slug);
    expect(card).toMatchObject({ guid: sooner.id, name: sooner.name, phase: 'active' });
  });

  it('never offers a campaign that is not running: upcoming, finished or a draft, not even to its coach', async () => {
    const rows = await Promise.all([campaign({ startsInDays: 2, endsInDays: 9 }), campaign({ startsInDays: -9, endsInDays: -1 }), campaign({ active: false })]);
    for (const viewer of [personas.participant, personas.coach, personas.orgAdmin]) expect(await offered(viewer, rows)).toEqual([]);
  });

  it('offers a private campaign only to its approved participants and coaches', async () => {
    const row = await campaign({ privacySetting: 'private' });
    const joined = await createUser({ organisation: personas.org });
    const pending = await createUser({ organisation: personas.org });
    await addParticipants(row, [joined]);
    await addParticipants(row, [pending], 'pending');
    expect(await offered(joined, [row])).toEqual([row.slug]);
    expect(await offered(personas.coach, [row])).toEqual([row.slug]);
    expect(await offered(personas.orgAdmin, [row])).toEqual([row.slug]);
    expect(await offered(pending, [row])).toEqual([]);
    expect(await offered(personas.participant, [row])).toEqual([]);
  });

  it('offers an internal campaign to members who joined, not to unjoined members or joined guests', async () => {
    const row = await campaign({ privacySetting: 'internal' });
    const joinedMember = await createUser({ organisation: personas.org });
    const joinedGuest = await createUser({ organisation: personas.org, orgRole: GUEST_ROLE });
    await addParticipants(row, [joinedMember, joinedGuest]);
    expect(await offered(joinedMember, [row])).toEqual([row.slug]);
    expect(await offered(personas.participant, [row])).toEqual([]);
    expect(await offered(joinedGuest, [row])).toEqual([]);
  });

  it('with limitIdeaCreation, offers the campaign to members, admins and coaches but not to guests', async () => {
    const row = await campaign();
    await limitIdeaCreation(row);
    await addParticipants(row, [guest]);
    for (const viewer of [personas.participant, personas.coach, personas.orgAdmin, personas.superAdmin]) expect(await offered(viewer, [row])).toEqual([row.slug]);
    expect(await offered(guest, [row])).toEqual([]);
  });

  it("never offers another organisation's campaigns", async () => {
    const row = await campaign();
    const theirs = await createCampaignRow({ organisation: personas.otherOrg, coach: personas.outsider });
    expect(await offered(personas.outsider, [row, theirs], personas.otherOrg)).toEqual([theirs.slug]);
    expect(await offered(personas.participant, [row, theirs])).toEqual([row.slug]);
  });

  it('answers the same as the idea form: every offered campaign takes an idea', async () => {
    const rows = await Promise.all([campaign(), campaign({ privacySetting: 'internal' }), campaign({ privacySetting: 'private' })]);
    const slugs = await offered(personas.participant, rows);
    const { caller } = await callerFor(personas.participant);
    for (const slug of slugs) await expect(caller.idea.create({ campaignSlug: slug, name: 'Picked', content: 'From the picker.', extraFields: {} })).resolves.toMatchObject({ name: 'Picked' });
    await expectAppError(caller.idea.create({ campaignSlug: rows[1]!.slug, name: 'Not offered', content: 'Refused.', extraFields: {} }), 'invitation-required');
  });

  it('refuses logged-out visitors and unverified users', async () => {
    await expectAppError((await callerFor(null, { org: personas.org })).caller.idea.campaignsForNewIdea(), 'not-authenticated');
    await expectAppError((await callerFor(personas.inactiveUser)).caller.idea.campaignsForNewIdea(), 'user-not-active');
  });
});
