import { beforeAll, describe, expect, it } from 'vitest';
import { CampaignSchema, type Campaign } from '#server/entities/campaign.entity.ts';
import { IdeaSchema, IdeaTagSchema, type Idea } from '#server/entities/idea.entity.ts';
import { campaignIdeasQuery } from '#server/modules/idea/idea-list.service.ts';
import { refreshTrending } from '#server/modules/idea/trending.service.ts';
import { TagSchema } from '#server/entities/tag.entity.ts';
import type { User } from '#server/entities/user.entity.ts';
import { campaignSettingsSchema } from '#shared/schemas/campaign.ts';
import { IDEA_SORTS } from '#shared/constants.ts';
import type { CampaignIdeasInput } from '#shared/schemas/idea-list.ts';
import { createCampaignRow, type CampaignOverrides } from '../factories/campaign.factory';
import { createFeedbackRow, createIdeaRow } from '../factories/idea.factory';
import { createUser } from '../factories/user.factory';
import { callerFor } from '../support/callers';
import { countQueries } from '../support/count-queries';
import { expectAppError } from '../support/errors';
import { createPersonas, type Personas } from '../support/personas';
import { testOrm } from '../support/test-database';
import { ideaField } from '../factories/idea-field.factory';

const HOUR = 60 * 60 * 1000;


describe('the ideas list’s search, filters, HOT label and recent ideas', () => {
  let personas: Personas;
  beforeAll(async () => {
    personas = await createPersonas();
  });
  const as = async (viewer: User | null) => (await callerFor(viewer, { org: personas.org })).caller;
  const campaign = (overrides: Partial<CampaignOverrides> = {}) => createCampaignRow({ organisation: personas.org, coach: personas.coach, ...overrides });
  const idea = (row: Campaign, name: string, extra: Partial<Parameters<typeof createIdeaRow>[0]> = {}) =>
    createIdeaRow({ campaign: row, author: personas.participant, name, ...extra });
  const setContent = (target: Idea, content: string) => testOrm().em.fork().nativeUpdate(IdeaSchema, { id: target.id }, { content }, { filters: false });
  const setCounts = (target: Idea, counts: { upvoteCount?: number; feedbackCount?: number; commentCount?: number }) =>
    testOrm().em.fork().nativeUpdate(IdeaSchema, { id: target.id }, counts, { filters: false });
  const tag = async (name: string, ideas: Idea[]) => {
    const em = testOrm().em.fork();
    const created = em.create(TagSchema, { organisation: personas.org, name, slug: name.toLowerCase() });
    for (const target of ideas) em.create(IdeaTagSchema, { idea: em.getReference(IdeaSchema, target.id), tag: created });
    await em.flush();
    return created;
  };
  const names = (list: { ideas: { name: string }[] }) => list.ideas.map((entry) => entry.name);

  it('searches a field from the moment a coach makes it public, and stops when it is made private', async () => {
    const row = await campaign();
    const fields = (secretPublic: boolean) => ({
      ideaExtraFields: {
        custom: [ideaField({ fieldid: 'val.kind', formType: 'select-dropdown', options: 'Greenhouse, Orchard', public: !secretPublic }), ideaField({ fieldid: 'val.secret', formType: 'text', public: secretPublic })],
      },
    });
    await testOrm().em.fork().nativeUpdate(CampaignSchema, { id: row.id }, { settings: campaignSettingsSchema.parse(fields(false)) }, { filters: false });
    await (await as(personas.participant)).idea.create({ campaignSlug: row.slug, name: 'Shared garden', content: 'Grow food.', extraFields: { 'val.kind': 'Greenhouse', 'val.secret': 'Moonbudget' } });
    const visitor = await as(null);
    const found = async (search: string) => (await visitor.idea.byCampaign({ slug: row.slug, search })).total;
    expect([await found('greenho'), await found('moonbudget')]).toEqual([1, 0]);

    await (await as(personas.coach)).campaign.update({ slug: row.slug, settings: fields(true) });
    expect([await found('greenho'), await found('moonbudget')]).toEqual([0, 1]);
  });

  it('searches title, description and public searchable extra fields by word prefix, most relevant first', async () => {
    const row = await campaign();
    await testOrm()
      .em.fork()
      .nativeUpdate(
        CampaignSchema,
        { id: row.id },
        {
          settings: campaignSettingsSchema.parse({
            ideaExtraFields: {
              custom: [
                ideaField({ fieldid: 'val.place', formType: 'text' }),
                ideaField({ fieldid: 'val.kind', formType: 'select-dropdown', options: 'Greenhouse, Orchard' }),
                ideaField({ fieldid: 'val.secret', formType: 'text', public: false }),
                ideaField({ fieldid: 'val.areas', formType: 'select-checkbox', options: 'Wetland,Forest' }),
              ],
            },
          }),
        },
        { filters: false },
      );
    const caller = await as(personas.participant);
    const created = await caller.idea.create({
      campaignSlug: row.slug,
      name: 'Community garden',
      content: 'Grow food together.',
      extraFields: { 'val.place': 'Riverside park', 'val.kind': 'Greenhouse', 'val.secret': 'Moonbudget', 'val.areas': ['Wetland'] },
    });
    const inTitle = await idea(row, 'Riverside cleanup day');
    await setContent(inTitle, 'Pick up litter.');
    const inContent = await idea(row, 'Litter bins');
    await setContent(inContent, 'More bins along the riverside path.');
    await idea(row, 'Unrelated bike racks');

    const visitor = await as(null);
    const found = await visitor.idea.byCampaign({ slug: row.slug, search: 'river' });
    // Title (weight A) over description (B) over extra fields (C).
    expect(found.sort).toBe('custom');
    expect(names(found)).toEqual(['Riverside cleanup day', 'Litter bins', 'Community garden']);
    expect(names(await visitor.idea.byCampaign({ slug: row.slug, search: 'greenho' }))).toEqual(['Community garden']);
    expect(names(await visitor.idea.byCampaign({ slug: row.slug, search: 'RIVER litter' }))).toEqual(['Riverside cleanup day', 'Litter bins']);
    // Non-public fields and field types the spec leaves out are not searched.
    expect((await visitor.idea.byCampaign({ slug: row.slug, search: 'moonbudget' })).total).toBe(0);
    expect((await visitor.idea.byCampaign({ slug: row.slug, search: 'wetland' })).total).toBe(0);
    // Another order may still be asked for while searching; relevance needs a search.
    expect(names(await visitor.idea.byCampaign({ slug: row.slug, search: 'river', sort: 'new' }))[0]).toBe('Litter bins');
    expect((await visitor.idea.byCampaign({ slug: row.slug, sort: 'custom' })).sort).toBe('trending');

    // Saving the idea keeps the searched text in step with its fields.
    await caller.idea.update({ guid: created.guid, name: 'Community garden', content: 'Grow food together.', extraFields: { 'val.kind': 'Orchard' }, feedbackUsed: [] });
    expect(names(await visitor.idea.byCampaign({ slug: row.slug, search: 'orchard' }))).toEqual(['Community garden']);
    expect((await visitor.idea.byCampaign({ slug: row.slug, search: 'greenhouse' })).total).toBe(0);
  });

  it('never lets search text break the query: operators, quotes and blanks are only separators', async () => {
    const row = await campaign();
    await idea(row, 'Rock & roll night');
    const visitor = await as(null);
    // Input with no word left is no search at all: the whole list.
    const cases: [string, number][] = [
      ["rock'", 1], ['rock & | !', 1], [':* roll', 1], ['(rock', 1], ['rock)', 1], ['rock:*N', 1], ['rock <-> night', 1], ['ni*', 1],
      ['!!', 1], ['"', 1], ["'", 1], ['\\', 1], ['<->', 1], ['?', 1], ['%_', 1], ['   ', 1], ['', 1], ['💡', 1],
      ['rock jazz', 0], ['ünïcödé', 0], ["o'reilly", 0],
    ];
    for (const [search, total] of cases) expect((await visitor.idea.byCampaign({ slug: row.slug, search })).total, search).toBe(total);
  });

  it('filters by accepted authors and by tags (guid or slug), and keeps hidden ideas hidden while searching', async () => {
    const row = await campaign();
    const other = await createUser({ organisation: personas.org, firstName: 'Olga', lastName: 'Other' });
    const mine = await idea(row, 'Solar roof');
    const theirs = await createIdeaRow({ campaign: row, author: other, name: 'Solar bikes' });
    await idea(row, 'Solar draft', { status: 'DRAFT' });
    await idea(row, 'Solar declined', { status: 'declined' });
    await idea(row, 'Solar archived', { status: 'ARCHIVED' });
    const energy = await tag('Energy', [mine]);
    await tag('Transport', [theirs]);

    const visitor = await as(null);
    expect(names(await visitor.idea.byCampaign({ slug: row.slug, sort: 'new', authors: [other.id] }))).toEqual(['Solar bikes']);
    expect(names(await visitor.idea.byCampaign({ slug: row.slug, sort: 'new', authors: [other.id, personas.participant.id] }))).toEqual(['Solar bikes', 'Solar roof']);
    expect((await visitor.idea.byCampaign({ slug: row.slug, authors: ['not-a-guid'] })).total).toBe(0);
    expect(names(await visitor.idea.byCampaign({ slug: row.slug, tags: [energy.id] }))).toEqual(['Solar roof']);
    expect(names(await visitor.idea.byCampaign({ slug: row.slug, sort: 'new', tags: ['transport', 'energy'] }))).toEqual(['Solar bikes', 'Solar roof']);
    expect((await visitor.idea.byCampaign({ slug: row.slug, tags: ['energy'], authors: [other.id] })).total).toBe(0);

    expect(names(await visitor.idea.byCampaign({ slug: row.slug, sort: 'new', search: 'solar' }))).toEqual(['Solar bikes', 'Solar roof']);
    expect(names(await (await as(personas.coach)).idea.byCampaign({ slug: row.slug, sort: 'new', search: 'solar' }))).toEqual([
      'Solar archived',
      'Solar declined',
      'Solar bikes',
      'Solar roof',
    ]);

    const filters = await visitor.idea.listFilters({ slug: row.slug });
    expect(filters.authors.map((author) => author.firstName)).toEqual(['Olga', 'Pat']);
    expect(filters.tags.map((entry) => entry.slug)).toEqual(['energy', 'transport']);
  });

  it('filters by status for a participant and a visitor, and a status hidden from them lists nothing', async () => {
    const row = await campaign();
    await idea(row, 'Bright winner', { status: 'WINNER' });
    await idea(row, 'Second winner', { status: 'WINNER' });
    await idea(row, 'Hopeful candidate', { status: 'candidate' });
    await idea(row, 'Plain published');
    await idea(row, 'Quiet draft', { status: 'DRAFT' });
    await idea(row, 'Turned down', { status: 'declined' });
    await idea(row, 'Put away', { status: 'ARCHIVED' });

    for (const viewer of [personas.participant, null]) {
      const caller = await as(viewer);
      const list = async (status: NonNullable<CampaignIdeasInput['status']>) => caller.idea.byCampaign({ slug: row.slug, sort: 'new', status });
      expect(names(await list('WINNER'))).toEqual(['Second winner', 'Bright winner']);
      expect((await list('WINNER')).total).toBe(2);
      expect(names(await list('candidate'))).toEqual(['Hopeful candidate']);
      expect(names(await list('PUBLISHED'))).toEqual(['Plain published']);
      // Not refused, so a coach's link still opens: the hidden ideas are simply not there.
      for (const hidden of ['declined', 'ARCHIVED', 'DRAFT'] as const) expect(await list(hidden)).toMatchObject({ total: 0, ideas: [] });
    }
    const coach = await as(personas.coach);
    expect(names(await coach.idea.byCampaign({ slug: row.slug, status: 'declined' }))).toEqual(['Turned down']);
    expect((await coach.idea.byCampaign({ slug: row.slug, status: 'DRAFT' })).total).toBe(0);
    await expectAppError(coach.idea.byCampaign({ slug: row.slug, status: 'LOST' as 'WINNER' }), 'invalid-input');
  });

  it('answers every order and filter in at most five statements, whatever the page size', async () => {
    const row = await campaign();
    const energy = await tag('Budget', []);
    for (let index = 0; index < 12; index += 1) {
      const created = await idea(row, `Idea number ${index}`);
      await createFeedbackRow({ idea: created, author: personas.coach });
      if (index % 2 === 0) await testOrm().em.fork().insert(IdeaTagSchema, { idea: created.id, tag: energy.id });
    }
    const viewers = [await as(null), await as(personas.participant), await as(personas.coach)];
    const filterSets = [{}, { search: 'idea' }, { authors: [personas.participant.id] }, { tags: ['budget'] }, { search: 'number', authors: [personas.participant.id], tags: [energy.id] }];
    for (const caller of viewers) {
      for (const sort of IDEA_SORTS) {
        for (const filters of filterSets) {
          for (const count of [1, 50]) {
            const { count: statements, result } = await countQueries(testOrm(), () => caller.idea.byCampaign({ slug: row.slug, sort, count, ...filters }));
            expect(statements, `${sort} ${JSON.stringify(filters)} ${count}`).toBeLessThanOrEqual(5);
            expect(result.ideas.length).toBe(Math.min(count, result.total));
          }
        }
      }
    }
    // The exported builder is what the procedure runs; lists go as JSON text, never as arrays.
    const query = campaignIdeasQuery({ campaignId: row.id, coach: false, sort: 'custom', terms: ['idea'], authors: [personas.participant.id], tags: ['budget'], limit: 10, offset: 0 });
    expect(query.params.every((param) => !Array.isArray(param))).toBe(true);
    expect(query.sql.split('?').length - 1).toBe(query.params.length);
  });

  it('labels HOT the ideas trending above the campaign’s median, in the list and on the idea page', async () => {
    const row = await campaign();
    const hot = await idea(row, 'Hot one', { createdAt: new Date(Date.now() - 5 * HOUR) });
    await setCounts(hot, { upvoteCount: 9, commentCount: 3 });
    const warm = await idea(row, 'Warm one', { createdAt: new Date(Date.now() - 5 * HOUR) });
    await setCounts(warm, { upvoteCount: 2 });
    const cold = await idea(row, 'Cold one', { createdAt: new Date(Date.now() - 5 * HOUR) });
    // Before the scheduled refresh the campaign has no median yet: any activity counts as HOT.
    const visitor = await as(null);
    expect((await visitor.idea.byCampaign({ slug: row.slug, sort: 'trending' })).ideas.map((entry) => entry.isHot)).toEqual([true, true, false]);
    await refreshTrending(testOrm().em.fork());
    const list = await visitor.idea.byCampaign({ slug: row.slug, sort: 'trending' });
    expect(list.ideas.map((entry) => [entry.name, entry.isHot])).toEqual([
      ['Hot one', true],
      ['Warm one', false],
      ['Cold one', false],
    ]);
    // The median is the warm idea's score: its boost is exactly 1, the hot one's 12 / 2.
    expect(list.ideas[0]!.boost).toBeCloseTo(6);
    expect(list.ideas[1]!.boost).toBeCloseTo(1);
    expect(await visitor.idea.byGuid({ guid: hot.id })).toMatchObject({ isHot: true, boost: expect.closeTo(6) });
    expect(await visitor.idea.byGuid({ guid: cold.id })).toMatchObject({ isHot: false, boost: 0 });

    // With no activity at all the median is 0: no boost, and nothing is HOT.
    const quiet = await campaign();
    const lone = await idea(quiet, 'Quiet');
    await refreshTrending(testOrm().em.fork());
    expect((await visitor.idea.byCampaign({ slug: quiet.slug })).ideas[0]).toMatchObject({ boost: null, isHot: false });
    expect(await visitor.idea.byGuid({ guid: lone.id })).toMatchObject({ boost: null, isHot: false });
  });

  it('never labels HOT an idea nobody has upvoted, however much feedback and comment lift its trending', async () => {
    const row = await campaign();
    const talked = await idea(row, 'Talked about', { createdAt: new Date(Date.now() - 5 * HOUR) });
    await setCounts(talked, { feedbackCount: 4, commentCount: 6 });
    const liked = await idea(row, 'Liked', { createdAt: new Date(Date.now() - 5 * HOUR) });
    await setCounts(liked, { upvoteCount: 1 });
    await idea(row, 'Quiet', { createdAt: new Date(Date.now() - 5 * HOUR) });
    await refreshTrending(testOrm().em.fork());
    const visitor = await as(null);
    const list = await visitor.idea.byCampaign({ slug: row.slug, sort: 'trending' });
    expect(list.ideas.map((entry) => [entry.name, entry.totalUpvoteCount, entry.isHot])).toEqual([
      ['Talked about', 0, false],
      ['Liked', 1, false],
      ['Quiet', 0, false],
    ]);
    expect(list.ideas[0]!.boost).toBeGreaterThan(1);
    expect(await visitor.idea.byGuid({ guid: talked.id })).toMatchObject({ isHot: false });
  });

  it('pages by a legacy count and offset, and finds a campaign by guid', async () => {
    const row = await campaign();
    for (let index = 0; index < 5; index += 1) await idea(row, `Paged ${index}`, { createdAt: new Date(Date.now() - index * HOUR) });
    const visitor = await as(null);
    const list = await visitor.idea.byCampaign({ campaignGuid: row.id, sort: 'new', count: 2, offset: 3 });
    expect(names(list)).toEqual(['Paged 3', 'Paged 4']);
    expect(list).toMatchObject({ total: 5, pageSize: 2, offset: 3 });
    await expectAppError(visitor.idea.byCampaign({ campaignGuid: '00000000-0000-7000-8000-000000000000' }), 'not-found');
    await expectAppError((await callerFor(personas.outsider, { org: personas.otherOrg })).caller.idea.byCampaign({ campaignGuid: row.id }), 'not-found');
  });

  it('lists the viewer’s own four latest ideas across campaigns, drafts and declined ones left out', async () => {
    const author = await createUser({ organisation: personas.org, firstName: 'Rita', lastName: 'Recent' });
    const [first, second] = [await campaign(), await campaign()];
    for (let index = 0; index < 4; index += 1) await createIdeaRow({ campaign: index % 2 ? first : second, author, name: `Mine ${index}`, createdAt: new Date(Date.now() - (10 - index) * HOUR) });
    await createIdeaRow({ campaign: first, author, name: 'My draft', status: 'DRAFT' });
    await createIdeaRow({ campaign: first, author, name: 'My declined', status: 'declined' });
    await idea(first, 'Someone else’s');
    const recent = await (await as(author)).idea.recent({});
    expect(recent.map((entry) => entry.name)).toEqual(['Mine 3', 'Mine 2', 'Mine 1', 'Mine 0']);
    expect(recent[0]!.campaign).toEqual({ slug: first.slug, name: first.name });
    expect((await (await as(author)).idea.recent({ count: 2 })).length).toBe(2);
    await expectAppError((await as(null)).idea.recent({}), 'not-authenticated');
  });
});
