import { beforeAll, describe, expect, it } from 'vitest';
import { CampaignSchema } from '#server/entities/campaign.entity.ts';
import { IdeaSchema, type Idea } from '#server/entities/idea.entity.ts';
import { TRENDING_TOLERANCE, refreshTrending } from '#server/modules/idea/trending.service.ts';
import { createCampaignRow } from '../factories/campaign.factory';
import { createIdeaRow } from '../factories/idea.factory';
import { callerFor } from '../support/callers';
import { createPersonas, type Personas } from '../support/personas';
import { testOrm } from '../support/test-database';

const HOUR = 60 * 60 * 1000;

/** ARCHITECTURE §7: (upvotes + 2·feedback + comments) / (hours since creation + 2)^1.5. */
const expectedScore = (activity: number, ageHours: number) => activity / (ageHours + 2) ** 1.5;

describe('stored trending scores', () => {
  let personas: Personas;
  beforeAll(async () => {
    personas = await createPersonas();
  });
  const em = () => testOrm().em.fork({ disableTransactions: false });
  const scoreOf = async (idea: Idea) => (await em().findOneOrFail(IdeaSchema, { id: idea.id }, { filters: false, fields: ['trendingScore'] })).trendingScore;
  const setCounts = (idea: Idea, counts: { upvoteCount?: number; feedbackCount?: number; commentCount?: number }) =>
    em().nativeUpdate(IdeaSchema, { id: idea.id }, counts, { filters: false });

  it('follows the counters at once, through the trigger, whoever changes them', async () => {
    const campaign = await createCampaignRow({ organisation: personas.org, coach: personas.coach });
    const young = await createIdeaRow({ campaign, author: personas.participant, name: 'Young', createdAt: new Date(Date.now() - HOUR) });
    const old = await createIdeaRow({ campaign, author: personas.participant, name: 'Old', createdAt: new Date(Date.now() - 30 * HOUR) });
    expect(await scoreOf(young)).toBe(0);
    await setCounts(young, { upvoteCount: 3 });
    await setCounts(old, { upvoteCount: 10, feedbackCount: 2, commentCount: 1 });
    expect(await scoreOf(young)).toBeCloseTo(expectedScore(3, 1), 3);
    expect(await scoreOf(old)).toBeCloseTo(expectedScore(10 + 4 + 1, 30), 3);

    const visitor = (await callerFor(null, { org: personas.org })).caller;
    const names = async () => (await visitor.idea.byCampaign({ slug: campaign.slug, sort: 'trending' })).ideas.map((idea) => idea.name);
    expect(await names()).toEqual(['Young', 'Old']);
    // A burst of activity on the old idea puts it first without waiting for the refresh.
    await setCounts(old, { upvoteCount: 200 });
    expect(await names()).toEqual(['Old', 'Young']);
  });

  it('lets scores decay with age and sets each recent campaign’s median in the scheduled refresh', async () => {
    const running = await createCampaignRow({ organisation: personas.org, coach: personas.coach });
    const longOver = await createCampaignRow({ organisation: personas.org, coach: personas.coach, startsInDays: -30, endsInDays: -5 });
    const ideas = await Promise.all(
      [1, 2, 3].map(async (upvotes) => {
        const idea = await createIdeaRow({ campaign: running, author: personas.participant, name: `Idea ${upvotes}`, createdAt: new Date(Date.now() - 4 * HOUR) });
        await setCounts(idea, { upvoteCount: upvotes });
        return idea;
      }),
    );
    const archived = await createIdeaRow({ campaign: longOver, author: personas.participant, createdAt: new Date(Date.now() - 200 * HOUR) });
    await setCounts(archived, { upvoteCount: 5 });
    // A score written long ago, before the idea aged: the refresh brings it to today's value.
    await em().nativeUpdate(IdeaSchema, { id: ideas[2]!.id }, { trendingScore: 99 }, { filters: false });
    await em().nativeUpdate(IdeaSchema, { id: archived.id }, { trendingScore: 42 }, { filters: false });

    await refreshTrending(em());
    expect(await scoreOf(ideas[2]!)).toBeCloseTo(expectedScore(3, 4), 3);
    const median = (await em().findOneOrFail(CampaignSchema, { id: running.id }, { filters: false })).trendingMedian;
    expect(median).toBeCloseTo(expectedScore(2, 4), 3);
    // Campaigns over for more than a day are no longer listed by trending: left as they are.
    expect(await scoreOf(archived)).toBe(42);
    expect((await em().findOneOrFail(CampaignSchema, { id: longOver.id }, { filters: false })).trendingMedian).toBe(0);
  });

  it('rewrites only the scores that lag by more than the tolerance, so a second run rewrites none of them', async () => {
    const campaign = await createCampaignRow({ organisation: personas.org, coach: personas.coach });
    const [close, far] = await Promise.all(
      ['Close', 'Far'].map(async (name) => {
        const idea = await createIdeaRow({ campaign, author: personas.participant, name, createdAt: new Date(Date.now() - 48 * HOUR) });
        await setCounts(idea, { upvoteCount: 4 });
        return idea;
      }),
    );
    const exact = expectedScore(4, 48);
    const closeScore = exact * (1 + TRENDING_TOLERANCE / 2);
    await em().nativeUpdate(IdeaSchema, { id: close!.id }, { trendingScore: closeScore }, { filters: false });
    await em().nativeUpdate(IdeaSchema, { id: far!.id }, { trendingScore: exact * (1 + TRENDING_TOLERANCE * 2) }, { filters: false });

    expect(await refreshTrending(em())).toBeGreaterThanOrEqual(1);
    expect(await scoreOf(close!)).toBe(closeScore);
    expect(await scoreOf(far!)).toBeCloseTo(exact, 6);
    // Other tests' ideas share the database: the rows' versions show what the run wrote.
    const versions = async () => em().execute<{ xmin: string }[]>(`select xmin::text from idea where id in (?, ?) order by name`, [close!.id, far!.id]);
    const before = await versions();
    await refreshTrending(em());
    expect(await versions()).toEqual(before);
  });
});
