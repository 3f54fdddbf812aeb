import { beforeAll, describe, expect, it } from 'vitest';
import { POINTS } from '#shared/points.ts';
import { CampaignSchema, type Campaign } from '#server/entities/campaign.entity.ts';
import { OrganisationSchema } from '#server/entities/organisation.entity.ts';
import type { User } from '#server/entities/user.entity.ts';
import { campaignSettingsSchema } from '#shared/schemas/campaign.ts';
import { createCampaignRow, type CampaignOverrides } from '../factories/campaign.factory';
import { awardPointsRow, createFeedbackRow, createIdeaRow } from '../factories/idea.factory';
import { createUser } from '../factories/user.factory';
import { callerFor } from '../support/callers';
import { countQueries } from '../support/count-queries';
import { expectAppError } from '../support/errors';
import { createPersonas, type Personas } from '../support/personas';
import { testOrm } from '../support/test-database';

const DAY = 24 * 60 * 60 * 1000;
const isoDay = (moment: Date) => moment.toISOString().slice(0, 10);

describe('campaign insights: contributors, statistics, winners, tags and lists', () => {
  let personas: Personas;
  beforeAll(async () => {
    personas = await createPersonas();
    await testOrm().em.fork().nativeUpdate(OrganisationSchema, { id: personas.org.id }, { settings: { featureHuntStatistics: true } });
  });

  const as = async (viewer: User | null) => (await callerFor(viewer, { org: personas.org })).caller;
  const campaign = (overrides: Partial<CampaignOverrides> = {}) => createCampaignRow({ organisation: personas.org, coach: personas.coach, ...overrides });
  const join = async (user: User, row: Campaign) => (await as(user)).campaign.join({ slug: row.slug });

  describe('leaderboard', () => {
    it('ranks members by points from the ledger, with their ideas and feedback; drafts do not count', async () => {
      const row = await campaign();
      const [ada, bo, cy] = await Promise.all([createUser({ organisation: personas.org, firstName: 'Ada' }), createUser({ organisation: personas.org, firstName: 'Bo' }), createUser({ organisation: personas.org, firstName: 'Cy' })]);
      for (const user of [ada, bo, cy]) await join(user, row);
      const idea = await createIdeaRow({ campaign: row, author: bo, withPoints: true });
      await createIdeaRow({ campaign: row, author: bo, status: 'DRAFT' });
      await createFeedbackRow({ idea, author: ada });
      await awardPointsRow({ campaign: row, user: ada, cause: 'feedback-new' });

      const board = await (await as(cy)).campaign.leaderboard({ slug: row.slug });
      expect(board.hidePoints).toBe(false);
      expect(board.highscore.map((entry) => [entry.user.firstName, entry.score, entry.ideaCount, entry.feedbackCount])).toEqual([
        ['Bo', POINTS['idea-new'], 1, 0],
        ['Ada', POINTS['feedback-new'], 0, 1],
        ['Cy', 0, 0, 0],
      ]);
      expect(board.highscore.map((entry) => entry.rank)).toEqual([1, 2, 3]);
    });

    it('is for members and coaches: user-not-in-campaign for others, not-authenticated when logged out', async () => {
      const row = await campaign();
      await expectAppError((await as(personas.participant)).campaign.leaderboard({ slug: row.slug }), 'user-not-in-campaign');
      await expectAppError((await as(null)).campaign.leaderboard({ slug: row.slug }), 'not-authenticated');
      expect((await (await as(personas.coach)).campaign.leaderboard({ slug: row.slug })).highscore).toEqual([]);
      expect((await (await as(personas.orgAdmin)).campaign.leaderboard({ slug: row.slug })).highscore).toEqual([]);
      await expectAppError((await callerFor(personas.outsider, { org: personas.otherOrg })).caller.campaign.leaderboard({ slug: row.slug }), 'not-found');
    });

    it('leaves the points out when the site hides gamification', async () => {
      const row = await campaign();
      const em = testOrm().em.fork();
      await em.nativeUpdate(OrganisationSchema, { id: personas.org.id }, { settings: { featureHuntStatistics: true, hideGamification: true } });
      try {
        await join(personas.participant, row);
        await awardPointsRow({ campaign: row, user: personas.participant, cause: 'feedback-new' });
        const board = await (await as(personas.coach)).campaign.leaderboard({ slug: row.slug });
        expect(board.hidePoints).toBe(true);
        expect(board.highscore[0]?.score).toBeNull();
      } finally {
        await em.nativeUpdate(OrganisationSchema, { id: personas.org.id }, { settings: { featureHuntStatistics: true } });
      }
    });
  });

  describe('statistics', () => {
    const withFields = async (row: Campaign) => {
      const settings = campaignSettingsSchema.parse({
        ideaExtraFields: {
          custom: [
            { fieldid: 'val.department', label: 'Department', formType: 'select-dropdown', options: 'Sales, Support, R&D' },
            { fieldid: 'val.hidden', label: 'Old question', formType: 'select-dropdown', options: 'A, B', campaignenabled: false },
            { fieldid: 'val.why', label: 'Why', formType: 'text' },
          ],
        },
      });
      await testOrm().em.fork().nativeUpdate(CampaignSchema, { id: row.id }, { settings }, { filters: false });
    };

    it('counts ideas, contributors and feedback per day and spreads ideas over each campaign-enabled dropdown', async () => {
      const row = await campaign({ startsInDays: -10, endsInDays: 10 });
      await withFields(row);
      const [ada, bo] = await Promise.all([createUser({ organisation: personas.org }), createUser({ organisation: personas.org })]);
      const yesterday = new Date(Date.now() - DAY);
      const first = await createIdeaRow({ campaign: row, author: ada, extraFields: { 'val.department': 'Sales' }, createdAt: yesterday });
      await createIdeaRow({ campaign: row, author: ada, extraFields: { 'val.department': 'Sales' } });
      await createIdeaRow({ campaign: row, author: bo, extraFields: { 'val.department': 'Support' } });
      await createIdeaRow({ campaign: row, author: bo });
      await createIdeaRow({ campaign: row, author: bo, status: 'DRAFT', extraFields: { 'val.department': 'R&D' } });
      await createFeedbackRow({ idea: first, author: personas.participant });

      const admin = await as(personas.orgAdmin);
      const { result: statistics, count: queries } = await countQueries(testOrm(), () => admin.campaign.statistics({ guid: row.id }));
      expect(queries).toBeLessThanOrEqual(5);
      expect(statistics).toMatchObject({ fromDate: isoDay(row.startDate), toDate: isoDay(row.endDate), ideas: 4, contributors: 3, feedback: 1, filter: null });
      expect(statistics.filterFields).toEqual([{ id: 'val.department', label: 'Department', options: ['Sales', 'Support', 'R&D'] }]);
      expect(statistics.userMetrics).toEqual([
        {
          id: 'val.department',
          label: 'Department',
          values: [
            { label: 'Sales', number: 2, share: 0.5 },
            { label: 'Support', number: 1, share: 0.25 },
            { label: 'R&D', number: 0, share: 0 },
          ],
          unanswered: 1,
        },
      ]);
      expect(statistics.timeline).toHaveLength(21);
      expect(statistics.timeline.find((entry) => entry.date === isoDay(yesterday))).toEqual({ date: isoDay(yesterday), ideas: 1, feedback: 0 });

      const filtered = await admin.campaign.statistics({ guid: row.id, filterField: 'val.department', filter: 'Sales' });
      expect(filtered).toMatchObject({ ideas: 2, contributors: 2, feedback: 1, filter: { field: 'val.department', value: 'Sales' } });
      const today = await admin.campaign.statistics({ guid: row.id, fromDate: isoDay(new Date()), toDate: isoDay(new Date()) });
      expect(today).toMatchObject({ ideas: 3, timeline: [{ date: isoDay(new Date()), ideas: 3, feedback: 1 }] });
    });

    it('keeps the period inside the campaign (named keys) and filters only by campaign-enabled dropdown options', async () => {
      const row = await campaign({ startsInDays: -10, endsInDays: 10 });
      await withFields(row);
      const admin = await as(personas.orgAdmin);
      const before = isoDay(new Date(row.startDate.getTime() - DAY));
      const after = isoDay(new Date(row.endDate.getTime() + DAY));
      await expectAppError(admin.campaign.statistics({ guid: row.id, fromDate: before }), 'STATISTICS_FROM_BEFORE_START', 'fromDate');
      await expectAppError(admin.campaign.statistics({ guid: row.id, toDate: after }), 'STATISTICS_TO_AFTER_END', 'toDate');
      await expectAppError(admin.campaign.statistics({ guid: row.id, fromDate: '22-11-2026' }), 'INVALID_DATE', 'fromDate');
      await expectAppError(admin.campaign.statistics({ guid: row.id, fromDate: isoDay(new Date()), toDate: isoDay(row.startDate) }), 'END_BEFORE_START', 'toDate');
      await expectAppError(admin.campaign.statistics({ guid: row.id, filterField: 'val.hidden', filter: 'A' }), 'INVALID_STATISTICS_FILTER', 'filter');
      await expectAppError(admin.campaign.statistics({ guid: row.id, filterField: 'val.why', filter: 'x' }), 'INVALID_STATISTICS_FILTER', 'filter');
      await expectAppError(admin.campaign.statistics({ guid: row.id, filterField: 'val.department', filter: 'Marketing' }), 'INVALID_STATISTICS_FILTER', 'filter');
    });

    it('is for org admins and super admins of a site with the feature', async () => {
      const row = await campaign();
      expect((await (await as(personas.superAdmin)).campaign.statistics({ guid: row.id })).ideas).toBe(0);
      for (const viewer of [personas.coach, personas.participant]) await expectAppError((await as(viewer)).campaign.statistics({ guid: row.id }), 'forbidden');
      await expectAppError((await as(null)).campaign.statistics({ guid: row.id }), 'not-authenticated');
      await expectAppError((await callerFor(personas.outsider, { org: personas.otherOrg })).caller.campaign.statistics({ guid: row.id }), 'forbidden');
      await testOrm().em.fork().nativeUpdate(OrganisationSchema, { id: personas.otherOrg.id }, { settings: { featureHuntStatistics: true } });
      await expectAppError((await callerFor(personas.outsider, { org: personas.otherOrg })).caller.campaign.statistics({ guid: row.id }), 'not-found');
    });
  });

  describe('winners', () => {
    it('shows winning ideas on the brief and lets coaches announce them once, after the end', async () => {
      const running = await campaign();
      const finished = await campaign({ startsInDays: -20, endsInDays: -1 });
      await join(personas.participant, running);
      const coach = await as(personas.coach);
      await expectAppError(coach.campaign.event({ slug: running.slug, event: 'announce.winners' }), 'campaign-not-ended');
      await expectAppError(coach.campaign.event({ slug: finished.slug, event: 'announce.winners' }), 'no-winners');
      const winner = await createIdeaRow({ campaign: finished, author: personas.participant, status: 'WINNER', name: 'Bike bus' });
      await createIdeaRow({ campaign: finished, author: personas.participant, status: 'candidate' });
      expect((await coach.campaign.bySlug({ slug: finished.slug })).winners).toEqual({ list: [{ guid: winner.id, name: 'Bike bus' }], announcedAt: null });
      await expectAppError((await as(personas.participant)).campaign.event({ slug: finished.slug, event: 'announce.winners' }), 'forbidden');
      const announced = await coach.campaign.event({ slug: finished.slug, event: 'announce.winners' });
      expect(announced.recipients).toBe(0);
      await expectAppError(coach.campaign.event({ slug: finished.slug, event: 'announce.winners' }), 'winners-already-announced');
      expect((await (await as(null)).campaign.bySlug({ slug: finished.slug })).winners.announcedAt).toEqual(announced.announcedAt);
    });
  });

  describe('tags', () => {
    it('lets admins tag campaigns; /tag/{slug} lists visible running and finished ones, never upcoming', async () => {
      const running = await campaign({ name: 'Tagged running' });
      const finished = await campaign({ name: 'Tagged finished', startsInDays: -20, endsInDays: -1 });
      const upcoming = await campaign({ name: 'Tagged upcoming', startsInDays: 3, endsInDays: 20 });
      const hidden = await campaign({ name: 'Tagged private', privacySetting: 'private' });
      const admin = await as(personas.orgAdmin);
      for (const row of [running, finished, upcoming, hidden]) await admin.tag.setForCampaign({ guid: row.id, tags: ['Green Mobility', 'Summer'] });
      expect((await admin.tag.addToCampaign({ guid: running.id, tag: 'Bikes' })).tags.map((tag) => tag.name)).toEqual(['Bikes', 'Green Mobility', 'Summer'].sort());
      expect((await admin.tag.removeFromCampaign({ guid: running.id, tag: 'Bikes' })).tags.map((tag) => tag.slug).sort()).toEqual(['green-mobility', 'summer']);

      const page = await (await as(personas.participant)).tag.campaigns({ slug: 'green-mobility' });
      expect(page.tag.name).toBe('Green Mobility');
      expect(page.campaigns.map((card) => card.name)).toEqual(['Tagged running', 'Tagged finished']);
      expect((await admin.tag.campaigns({ slug: 'green-mobility' })).campaigns.map((card) => card.name)).toEqual(['Tagged running', 'Tagged private', 'Tagged finished']);
      await expectAppError(admin.tag.campaigns({ slug: 'no-such-tag' }), 'not-found');
      expect((await (await as(personas.participant)).campaign.bySlug({ slug: running.slug })).tags.map((tag) => tag.slug).sort()).toEqual(['green-mobility', 'summer']);
      expect((await (await as(null)).campaign.similar({ slug: running.slug })).map((card) => card.name)).toEqual(['Tagged finished']);
    });

    it('refuses tagging to coaches and participants, validates names, and keeps tags per site', async () => {
      const row = await campaign();
      await expectAppError((await as(personas.coach)).tag.setForCampaign({ guid: row.id, tags: ['x'] }), 'forbidden');
      await expectAppError((await as(personas.participant)).tag.addToCampaign({ guid: row.id, tag: 'x' }), 'forbidden');
      await expectAppError((await as(personas.orgAdmin)).tag.addToCampaign({ guid: row.id, tag: '  ' }), 'ERROR_REQUIRED', 'tag');
      await expectAppError((await as(personas.orgAdmin)).tag.addToCampaign({ guid: row.id, tag: 'x'.repeat(61) }), 'VALUE_TOO_LONG', 'tag');
      const outsider = (await callerFor(personas.outsider, { org: personas.otherOrg })).caller;
      await expectAppError(outsider.tag.addToCampaign({ guid: row.id, tag: 'Stolen' }), 'not-found');
      await (await as(personas.orgAdmin)).tag.findOrCreate({ name: 'Only here' });
      expect((await outsider.tag.list()).map((tag) => tag.name)).not.toContain('Only here');
    });

    it('creates a tag once when two requests race for the same new name', async () => {
      const admin = await as(personas.orgAdmin);
      const name = `Race ${Date.now()}`;
      const [first, second] = await Promise.all([admin.tag.findOrCreate({ name }), (await as(personas.orgAdmin)).tag.findOrCreate({ name })]);
      expect(first.guid).toBe(second.guid);
    });
  });

  describe('campaign lists', () => {
    it('searches visible campaigns by name or brief, pages them, and shows guests only featured ones', async () => {
      const unique = `Zeppelin${Date.now()}`;
      await campaign({ name: `${unique} one` });
      await campaign({ name: `${unique} two` });
      await campaign({ name: `${unique} secret`, privacySetting: 'private' });
      const participant = await as(personas.participant);
      const found = await participant.campaign.search({ query: unique, count: 1, offset: 0, orderBy: 'name', order: 'asc' });
      expect(found).toMatchObject({ searchTotal: 2, list: [{ name: `${unique} one` }] });
      expect((await participant.campaign.search({ query: '%', count: 10, offset: 0, orderBy: 'name', order: 'asc' })).searchTotal).toBe(0);
      expect((await (await as(personas.orgAdmin)).campaign.search({ query: unique, count: 10, offset: 0, orderBy: 'name', order: 'asc' })).searchTotal).toBe(3);
      const featured = await campaign({ name: `${unique} featured` });
      await testOrm().em.fork().nativeUpdate(CampaignSchema, { id: featured.id }, { featured: true }, { filters: false });
      expect((await (await as(null)).campaign.guest({ featured: true })).map((card) => card.name)).toContain(`${unique} featured`);
      expect((await (await as(null)).campaign.guest({ featured: true })).map((card) => card.name)).not.toContain(`${unique} one`);
      expect((await participant.campaign.bySlugs({ slugs: [featured.slug, 'missing'] })).map((card) => card.slug)).toEqual([featured.slug]);
    });
  });
});
