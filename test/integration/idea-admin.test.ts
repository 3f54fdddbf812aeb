import { beforeAll, describe, expect, it } from 'vitest';
import { SUPER_ADMIN_ROLE, type IdeaStatus } from '#shared/constants.ts';
import { campaignSettingsSchema } from '#shared/schemas/campaign.ts';
import { CampaignSchema, type Campaign } from '#server/entities/campaign.entity.ts';
import { IdeaSchema, type Idea } from '#server/entities/idea.entity.ts';
import { NotificationSchema } from '#server/entities/notification.entity.ts';
import { PointAwardSchema } from '#server/entities/point-award.entity.ts';
import type { Organisation } from '#server/entities/organisation.entity.ts';
import type { User } from '#server/entities/user.entity.ts';
import { createCampaignRow } from '../factories/campaign.factory';
import { createFeedbackRow, createIdeaRow } from '../factories/idea.factory';
import { createOrganisation } from '../factories/organisation.factory';
import { createUser } from '../factories/user.factory';
import { callerFor } from '../support/callers';
import { countQueries } from '../support/count-queries';
import { expectAppError } from '../support/errors';
import { testOrm } from '../support/test-database';

/** Spec 2 §2, §7, §9: the organisation admin's ideas list and idea editor. */
describe('idea.admin: the admin ideas list and editor', () => {
  let org: Organisation;
  let admin: User;
  let superAdmin: User;
  let coach: User;
  let participant: User;
  let outsider: User;
  let solar: Campaign;
  let water: Campaign;
  let ended: Campaign;
  let foreign: Campaign;
  const ideas: Partial<Record<IdeaStatus, Idea>> = {};

  const settings = campaignSettingsSchema.parse({
    ideaExtraFields: {
      custom: [
        { fieldid: 'val.team', label: 'Team', formType: 'select-dropdown', options: 'Ops, Dev', required: true, public: true },
        { fieldid: 'val.note', label: 'Note', formType: 'text', public: true },
      ],
    },
  });

  beforeAll(async () => {
    org = await createOrganisation({ settings: { ideaMaxNumTags: 2 } });
    const otherOrg = await createOrganisation();
    [admin, superAdmin, coach, participant, outsider] = await Promise.all([
      createUser({ organisation: org, isOrgAdmin: true, firstName: 'Ada', lastName: 'Admin' }),
      createUser({ organisation: org, roles: [SUPER_ADMIN_ROLE] }),
      createUser({ organisation: org, firstName: 'Cody', lastName: 'Coach' }),
      createUser({ organisation: org, firstName: 'Pat', lastName: 'Participant' }),
      createUser({ organisation: otherOrg, isOrgAdmin: true }),
    ]);
    [solar, water, ended, foreign] = await Promise.all([
      createCampaignRow({ organisation: org, coach, name: 'Solar hunt' }),
      createCampaignRow({ organisation: org, coach, name: 'Water hunt' }),
      createCampaignRow({ organisation: org, coach, name: 'Ended hunt', startsInDays: -30, endsInDays: -2 }),
      createCampaignRow({ organisation: otherOrg, coach: outsider, name: 'Foreign hunt' }),
    ]);
    await testOrm().em.fork().nativeUpdate(CampaignSchema, { id: { $in: [solar.id, ended.id] } }, { settings }, { filters: false });
    const statuses: IdeaStatus[] = ['DRAFT', 'PUBLISHED', 'candidate', 'WINNER', 'declined', 'ACCEPTED', 'implemented', 'ARCHIVED'];
    for (const [index, status] of statuses.entries()) {
      ideas[status] = await createIdeaRow({
        campaign: index % 2 === 0 ? solar : water,
        author: participant,
        status,
        name: `Idea ${status}`,
        createdAt: new Date(Date.now() - (10 - index) * 60_000),
      });
    }
    await createIdeaRow({ campaign: foreign, author: outsider, name: 'Foreign idea' });
  });

  const as = async (viewer: User | null) => (await callerFor(viewer, { org })).caller;
  const names = (list: { items: { name: string }[] }) => list.items.map((item) => item.name);

  it('shows declined, published, candidate and winner ideas of the site by default, newest first', async () => {
    const list = await (await as(admin)).idea.admin.list({});
    expect(names(list)).toEqual(['Idea declined', 'Idea WINNER', 'Idea candidate', 'Idea PUBLISHED']);
    expect(list).toMatchObject({ total: 4, page: 1, pageSize: 10, sort: 'new', statuses: ['declined', 'PUBLISHED', 'candidate', 'WINNER'] });
    expect(list.items[0]).toMatchObject({
      status: 'declined',
      campaign: { guid: solar.id, name: 'Solar hunt' },
      authors: [{ guid: participant.id, name: 'Pat Participant' }],
      upvoteCount: 0,
      feedbackCount: 0,
      commentCount: 0,
      rating: null,
    });
    expect(list.items[0]!.createdAt).toBeInstanceOf(Date);
    // Super admins have the same list.
    expect(names(await (await as(superAdmin)).idea.admin.list({}))).toEqual(names(list));
  });

  it('filters by status (none ticked: all), campaign, free text, tag and author, and sorts', async () => {
    const caller = await as(admin);
    expect((await caller.idea.admin.list({ statuses: [] })).total).toBe(8);
    expect(names(await caller.idea.admin.list({ statuses: ['DRAFT', 'ARCHIVED'] }))).toEqual(['Idea ARCHIVED', 'Idea DRAFT']);
    expect(names(await caller.idea.admin.list({ statuses: [], campaignGuid: water.id }))).toEqual(['Idea ARCHIVED', 'Idea ACCEPTED', 'Idea WINNER', 'Idea PUBLISHED']);
    expect((await caller.idea.admin.list({ campaignGuid: 'not-a-guid' })).total).toBe(0);
    expect(names(await caller.idea.admin.list({ statuses: [], search: 'winn' }))).toEqual(['Idea WINNER']);
    // Punctuation that would break a raw tsquery is only a separator here.
    expect(names(await caller.idea.admin.list({ statuses: [], search: "idea & | ! ( ' win:*" }))).toEqual(['Idea WINNER']);
    expect((await caller.idea.admin.list({ search: '&|!' })).total).toBe(4);
    expect(names(await caller.idea.admin.list({ sort: 'name' }))).toEqual(['Idea candidate', 'Idea declined', 'Idea PUBLISHED', 'Idea WINNER']);
    expect(names(await caller.idea.admin.list({ sort: 'old' }))).toEqual(['Idea PUBLISHED', 'Idea candidate', 'Idea WINNER', 'Idea declined']);

    const other = await createUser({ organisation: org, firstName: 'Olle', lastName: 'Other' });
    const tagged = await createIdeaRow({ campaign: water, author: other, name: 'Tagged rain barrels' });
    await caller.idea.admin.update({ guid: tagged.id, name: tagged.name, content: 'Barrels', status: 'PUBLISHED', extraFields: {}, tags: ['Rain'] });
    await createFeedbackRow({ idea: tagged, author: participant, rating: 4 });
    expect(names(await caller.idea.admin.list({ tags: ['rain'] }))).toEqual(['Tagged rain barrels']);
    expect(names(await caller.idea.admin.list({ authorGuid: other.id }))).toEqual(['Tagged rain barrels']);
    expect((await caller.idea.admin.list({ authorGuid: 'nobody' })).total).toBe(0);
    expect((await caller.idea.admin.list({ sort: 'feedback' })).items[0]).toMatchObject({ name: 'Tagged rain barrels', feedbackCount: 1, rating: 4 });
    await testOrm().em.fork().nativeDelete(IdeaSchema, { id: tagged.id }, { filters: false });
  });

  it('pages by 10 with a 1-based page and the total, in at most two statements', async () => {
    const site = await createOrganisation();
    const siteAdmin = await createUser({ organisation: site, isOrgAdmin: true });
    const hunt = await createCampaignRow({ organisation: site, coach: siteAdmin });
    for (let i = 0; i < 12; i += 1) await createIdeaRow({ campaign: hunt, author: siteAdmin, name: `Paged ${String(i).padStart(2, '0')}`, createdAt: new Date(Date.now() - i * 1000) });
    const caller = (await callerFor(siteAdmin)).caller;
    const first = await countQueries(testOrm(), () => caller.idea.admin.list({ page: 1 }));
    expect(first.count).toBe(1);
    expect([first.result.total, first.result.items.length, first.result.items[0]!.name]).toEqual([12, 10, 'Paged 00']);
    expect(names(await caller.idea.admin.list({ page: 2 }))).toEqual(['Paged 10', 'Paged 11']);
    const past = await countQueries(testOrm(), () => caller.idea.admin.list({ page: 5 }));
    expect([past.result.total, past.result.items, past.count]).toEqual([12, [], 2]);
    await expectAppError(caller.idea.admin.list({ page: 0 }), 'invalid-input', 'page');
  });

  it('edits name, content, any status, tags and extra fields, even after the campaign ended', async () => {
    const idea = await createIdeaRow({ campaign: ended, author: participant, name: 'Old name', extraFields: { 'val.team': 'Ops' } });
    const caller = await as(admin);
    const before = await caller.idea.admin.byGuid({ guid: idea.id });
    expect(before).toMatchObject({ name: 'Old name', status: 'PUBLISHED', extraFields: { 'val.team': 'Ops' }, maxTags: 2, campaign: { guid: ended.id } });
    expect(before.fields.map((field) => field.fieldid)).toEqual(['val.team', 'val.note']);

    const saved = await caller.idea.admin.update({
      guid: idea.id,
      name: '  New name ',
      content: 'New **content**',
      status: 'ACCEPTED',
      tags: ['Energy', 'Roofs'],
      extraFields: { 'val.team': 'Dev', 'val.note': 'Quokka corner' },
    });
    expect(saved).toMatchObject({ name: 'New name', content: 'New **content**', status: 'ACCEPTED', extraFields: { 'val.team': 'Dev', 'val.note': 'Quokka corner' } });
    expect(saved.tags.map((tag) => tag.name)).toEqual(['Energy', 'Roofs']);
    // The public text fields are searchable at once.
    expect(names(await caller.idea.admin.list({ statuses: [], search: 'quokk' }))).toEqual(['New name']);
    // Accepting tells the authors and pays them once, as the coach's accept does.
    const again = { guid: idea.id, name: 'New name', content: 'x', status: 'ACCEPTED' as const, extraFields: { 'val.team': 'Dev' } };
    await caller.idea.admin.update({ ...again, status: 'candidate' });
    await caller.idea.admin.update(again);
    expect(await testOrm().em.fork().count(PointAwardSchema, { cause: 'idea-accepted', user: participant.id }, { filters: false })).toBe(1);
    const told = await testOrm().em.fork().find(NotificationSchema, { user: participant.id, type: 'idea', subType: 'accepted' }, { filters: false });
    expect(told.map((row) => row.data.ideaGuid)).toEqual([idea.id, idea.id]);
    // Tags omitted stay as they were.
    expect((await caller.idea.admin.byGuid({ guid: idea.id })).tags.map((tag) => tag.name)).toEqual(['Energy', 'Roofs']);
  });

  it('refuses invalid saves with the field keys', async () => {
    const idea = await createIdeaRow({ campaign: solar, author: participant, extraFields: { 'val.team': 'Ops' } });
    const caller = await as(admin);
    const valid = { guid: idea.id, name: 'Name', content: 'Text', status: 'PUBLISHED' as const, extraFields: { 'val.team': 'Ops' } };
    await expectAppError(caller.idea.admin.update({ ...valid, name: ' ' }), 'ERROR_REQUIRED', 'name');
    await expectAppError(caller.idea.admin.update({ ...valid, content: '' }), 'ERROR_REQUIRED', 'content');
    await expectAppError(caller.idea.admin.update({ ...valid, name: 'x'.repeat(201) }), 'VALUE_TOO_LONG', 'name');
    await expectAppError(caller.idea.admin.update({ ...valid, status: 'LOST' as IdeaStatus }), 'invalid-input', 'status');
    await expectAppError(caller.idea.admin.update({ ...valid, extraFields: {} }), 'ERROR_REQUIRED', 'extraFields.val.team');
    await expectAppError(caller.idea.admin.update({ ...valid, extraFields: { 'val.team': 'Sales' } }), 'invalid-input', 'extraFields.val.team');
    await expectAppError(caller.idea.admin.update({ ...valid, extraFields: { 'val.team': 'Ops', 'val.unknown': 'x' } }), 'invalid-input', 'extraFields.val.unknown');
    await expectAppError(caller.idea.admin.update({ ...valid, tags: ['a', 'b', 'c'] }), 'TOO_MANY_TAGS', 'tags');
    await expectAppError(caller.idea.admin.update({ ...valid, guid: '00000000-0000-7000-8000-000000000000' }), 'not-found');
    expect((await caller.idea.admin.byGuid({ guid: idea.id })).name).toBe(idea.name);
  });

  it('is for org admins and super admins of the site only', async () => {
    const idea = ideas.PUBLISHED!;
    const update = { guid: idea.id, name: 'Taken over', content: 'x', status: 'WINNER' as const, extraFields: { 'val.team': 'Ops' } };
    for (const [viewer, code] of [
      [null, 'not-authenticated'],
      [coach, 'forbidden'],
      [participant, 'forbidden'],
    ] as const) {
      const caller = await as(viewer);
      await expectAppError(caller.idea.admin.list({}), code);
      await expectAppError(caller.idea.admin.filters(), code);
      await expectAppError(caller.idea.admin.byGuid({ guid: idea.id }), code);
      await expectAppError(caller.idea.admin.update(update), code);
    }
    // Another site's admin sees only their own site's ideas, and cannot reach these.
    const foreignAdmin = (await callerFor(outsider)).caller;
    expect(names(await foreignAdmin.idea.admin.list({}))).toEqual(['Foreign idea']);
    expect((await foreignAdmin.idea.admin.filters()).campaigns.map((campaign) => campaign.name)).toEqual(['Foreign hunt']);
    await expectAppError(foreignAdmin.idea.admin.byGuid({ guid: idea.id }), 'not-found');
    await expectAppError(foreignAdmin.idea.admin.update(update), 'not-found');
    expect((await (await as(admin)).idea.admin.byGuid({ guid: idea.id })).name).toBe('Idea PUBLISHED');
    expect((await (await as(admin)).idea.admin.filters()).campaigns.map((campaign) => campaign.name)).toEqual(['Ended hunt', 'Solar hunt', 'Water hunt']);
  });
});
