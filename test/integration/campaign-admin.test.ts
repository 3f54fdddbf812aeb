import { beforeAll, describe, expect, it } from 'vitest';
import type { User } from '#server/entities/user.entity.ts';
import { createCampaignRow } from '../factories/campaign.factory';
import { createOrganisation } from '../factories/organisation.factory';
import { createUser } from '../factories/user.factory';
import { callerFor } from '../support/callers';
import { countQueries } from '../support/count-queries';
import { expectAppError } from '../support/errors';
import { createPersonas, type Personas } from '../support/personas';
import { testOrm } from '../support/test-database';

describe('campaign.admin: hunts lists, delete, custom code', () => {
  let personas: Personas;
  beforeAll(async () => {
    personas = await createPersonas();
  });

  const as = async (viewer: User | null) => (await callerFor(viewer, { org: personas.org })).caller;
  const campaign = (name?: string) => createCampaignRow({ organisation: personas.org, coach: personas.coach, ...(name ? { name } : {}) });

  it('lets only admins delete a campaign', async () => {
    const row = await campaign();
    // The brief offers the delete button to exactly those the server lets delete.
    expect((await (await as(personas.coach)).campaign.bySlug({ slug: row.slug })).abilities.delete).toBe(false);
    expect((await (await as(personas.orgAdmin)).campaign.bySlug({ slug: row.slug })).abilities.delete).toBe(true);
    await expectAppError((await as(null)).campaign.admin.delete({ guid: row.id }), 'not-authenticated');
    await expectAppError((await as(personas.coach)).campaign.admin.delete({ guid: row.id }), 'forbidden');
    await expectAppError((await callerFor(personas.outsider)).caller.campaign.admin.delete({ guid: row.id }), 'not-found');
    expect(await (await as(personas.orgAdmin)).campaign.admin.delete({ guid: row.id })).toEqual({ deleted: true });
    await expectAppError((await as(personas.orgAdmin)).campaign.bySlug({ slug: row.slug }), 'not-found');
  });

  it('lets only super admins set custom code, which every viewer then receives', async () => {
    const row = await campaign();
    await expectAppError((await as(null)).campaign.admin.setCustomCode({ slug: row.slug, customCode: 'x' }), 'not-authenticated');
    await expectAppError((await as(personas.coach)).campaign.admin.setCustomCode({ slug: row.slug, customCode: 'x' }), 'forbidden');
    await expectAppError((await as(personas.orgAdmin)).campaign.admin.setCustomCode({ slug: row.slug, customCode: 'x' }), 'forbidden');
    await expectAppError((await as(personas.superAdmin)).campaign.admin.setCustomCode({ slug: row.slug, customCode: 'x'.repeat(100_001) }), 'VALUE_TOO_LONG', 'customCode');
    await expectAppError((await as(personas.superAdmin)).campaign.admin.setCustomCode({ slug: 'no-such-hunt', customCode: 'x' }), 'not-found');
    expect(await (await as(personas.superAdmin)).campaign.admin.setCustomCode({ slug: row.slug, customCode: '<p>Welcome</p>' })).toEqual({ customCode: '<p>Welcome</p>' });
    expect((await (await as(null)).campaign.bySlug({ slug: row.slug })).customCode).toBe('<p>Welcome</p>');
  });

  it('answers ERROR_SETTING_CUSTOM_CODE when the code cannot be stored', async () => {
    const row = await campaign();
    const { caller, ctx } = await callerFor(personas.superAdmin, { org: personas.org });
    ctx.em.flush = async () => {
      throw new Error('the database went away');
    };
    await expectAppError(caller.campaign.admin.setCustomCode({ slug: row.slug, customCode: '<p>Lost</p>' }), 'ERROR_SETTING_CUSTOM_CODE');
    expect((await (await as(null)).campaign.bySlug({ slug: row.slug })).customCode).toBe('');
  });

  it('pages the hunts list by 10, newest end first or by name, for this site only, for admins only', async () => {
    const site = await createOrganisation();
    const admin = await createUser({ organisation: site, isOrgAdmin: true });
    for (let i = 0; i < 11; i += 1) {
      await createCampaignRow({ organisation: site, coach: admin, name: `Hunt ${String.fromCharCode(65 + i)}`, endsInDays: 10 + i });
    }
    const caller = (await callerFor(admin)).caller;
    const first = await caller.campaign.admin.list({});
    expect([first.total, first.items.length, first.pageSize, first.page]).toEqual([11, 10, 10, 1]);
    expect(first.items[0]).toMatchObject({ name: 'Hunt K', phase: 'active', ideaCount: 0, contributorCount: 0, coaches: [{ guid: admin.id }] });
    expect((await caller.campaign.admin.list({ page: 2 })).items.map((item) => item.name)).toEqual(['Hunt A']);
    expect((await caller.campaign.admin.list({ page: 2, sort: 'name' })).items.map((item) => item.name)).toEqual(['Hunt K']);
    expect((await caller.campaign.admin.list({ page: 3 })).items).toEqual([]);
    await expectAppError(caller.campaign.admin.list({ page: 0 }), 'invalid-input', 'page');
    await expectAppError((await as(null)).campaign.admin.list({}), 'not-authenticated');
    await expectAppError((await as(personas.participant)).campaign.admin.list({}), 'forbidden');
    await expectAppError((await as(personas.coach)).campaign.admin.list({}), 'forbidden');
    // Another site's admin sees their own site's hunts, never these.
    expect((await (await as(personas.orgAdmin)).campaign.admin.list({})).items.every((item) => !item.name.startsWith('Hunt '))).toBe(true);
  });

  describe('all hunts (super admins)', () => {
    let first: Awaited<ReturnType<typeof createOrganisation>>;
    let second: Awaited<ReturnType<typeof createOrganisation>>;
    beforeAll(async () => {
      [first, second] = await Promise.all([createOrganisation({ name: 'Alpha site' }), createOrganisation({ name: 'Beta site' })]);
      const [alphaCoach, betaCoach] = await Promise.all([
        createUser({ organisation: first, firstName: 'Ada', lastName: 'Alpha' }),
        createUser({ organisation: second, firstName: 'Bo', lastName: 'Beta' }),
      ]);
      await createCampaignRow({ organisation: first, coach: alphaCoach, name: 'All-sites Alpha running', endsInDays: 400 });
      await createCampaignRow({ organisation: second, coach: betaCoach, name: 'All-sites Beta finished', startsInDays: -300, endsInDays: -200 });
      await createCampaignRow({ organisation: second, coach: betaCoach, name: 'All-sites Beta upcoming', startsInDays: 100, endsInDays: 130 });
    });

    it('shows the campaigns of every site, with the site and its coaches from that site', async () => {
      const { caller } = await callerFor(personas.superAdmin);
      const all = await caller.campaign.admin.allSites({ sort: 'name' });
      const ours = all.items.filter((item) => item.name.startsWith('All-sites '));
      expect(ours.map((item) => [item.name, item.organisationName, item.site.guid])).toEqual([
        ['All-sites Alpha running', 'Alpha site', first.id],
        ['All-sites Beta finished', 'Beta site', second.id],
        ['All-sites Beta upcoming', 'Beta site', second.id],
      ]);
      expect(ours[0]?.coaches.map((coach) => coach.name)).toEqual(['Ada Alpha']);
      expect(ours[1]?.coaches.map((coach) => coach.name)).toEqual(['Bo Beta']);
      expect(ours.every((item) => item.site.isCurrent === false)).toBe(true);
      expect(all.currentSite).toMatchObject({ guid: personas.org.id, isCurrent: true });
      expect(all.pageSize).toBe(10);
    });

    it('is newest end first by default, narrows to one site or a period, and pages', async () => {
      const { caller } = await callerFor(personas.superAdmin);
      const beta = await caller.campaign.admin.allSites({ siteGuid: second.id });
      expect(beta.total).toBe(2);
      expect(beta.items.map((item) => item.name)).toEqual(['All-sites Beta upcoming', 'All-sites Beta finished']);
      const inPast = await caller.campaign.admin.allSites({ siteGuid: second.id, startDate: new Date(Date.now() - 250 * 86_400_000), endDate: new Date(Date.now() - 220 * 86_400_000) });
      expect(inPast.items.map((item) => item.name)).toEqual(['All-sites Beta finished']);
      expect((await caller.campaign.admin.allSites({ siteGuid: second.id, page: 2 })).items).toEqual([]);
      await expectAppError(caller.campaign.admin.allSites({ siteGuid: 'not-a-guid' }), 'invalid-input', 'siteGuid');
    });

    it('loads a page of every site in a fixed number of queries', async () => {
      const { caller } = await callerFor(personas.superAdmin);
      // A count, the page, its coaches and their pivot: never one query per row.
      const { count, result } = await countQueries(testOrm(), () => caller.campaign.admin.allSites({}));
      expect(result.items.length).toBeGreaterThanOrEqual(3);
      expect(count).toBeLessThanOrEqual(4);
    });

    it('lists the sites to narrow by', async () => {
      const sites = await (await as(personas.superAdmin)).campaign.admin.sites();
      expect(sites).toEqual(expect.arrayContaining([{ guid: first.id, name: 'Alpha site' }, { guid: second.id, name: 'Beta site' }]));
      const names = sites.map((site) => site.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    });

    it('refuses everyone but super admins, whatever their site', async () => {
      for (const viewer of [personas.orgAdmin, personas.coach, personas.participant]) {
        await expectAppError((await as(viewer)).campaign.admin.allSites({}), 'forbidden');
        await expectAppError((await as(viewer)).campaign.admin.sites(), 'forbidden');
      }
      await expectAppError((await callerFor(personas.outsider)).caller.campaign.admin.allSites({}), 'forbidden');
      await expectAppError((await as(null)).campaign.admin.allSites({}), 'not-authenticated');
    });

    it('leaves tenant scoping on for everything else the super admin does', async () => {
      const { caller } = await callerFor(personas.superAdmin);
      await caller.campaign.admin.allSites({});
      const hunts = await caller.campaign.admin.list({ sort: 'name' });
      expect(hunts.items.some((item) => item.name.startsWith('All-sites '))).toBe(false);
    });
  });
});
