import ExcelJS from 'exceljs';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consensus, normalisedScore, reviewScore } from '#shared/review-scores.ts';
import { CONSENSUS_PAGE_SIZE, CONSENSUS_SEARCH_MAX_LENGTH } from '#shared/consensus.ts';
import type { CriterionInput } from '#shared/schemas/evaluation.ts';
import type { Campaign } from '#server/entities/campaign.entity.ts';
import type { Idea } from '#server/entities/idea.entity.ts';
import type { User } from '#server/entities/user.entity.ts';
import { realtimeBus, startRealtimeListener, type RealtimeListener } from '#server/realtime/realtime-bus.ts';
import { publishEvent } from '#server/realtime/realtime-events.ts';
import { viewerStream, type ViewerEvent } from '#server/realtime/realtime-streams.ts';
import { createCampaignRow } from '../factories/campaign.factory';
import { createIdeaRow } from '../factories/idea.factory';
import { submitReviewRow } from '../factories/review.factory';
import { FACTORY_PASSWORD, createUser } from '../factories/user.factory';
import { callerFor } from '../support/callers';
import { expectAppError } from '../support/errors';
import { requestJson, useHttpFixture } from '../support/http';
import { testOrm } from '../support/test-database';

const sql = <T extends object>(query: string, params: unknown[] = []) => testOrm().em.fork().getConnection().execute<T[]>(query, params);
const DUE = '2030-06-30';

/** A deterministic stream of scores, so a failure repeats. */
function scoresFrom(seed: number) {
  let state = seed;
  return (scale: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return 1 + (state % scale);
  };
}

/** The consensus of a stage's reviews (issue 33 item 5): the ranking table, its export, calibration, and its live updates. */
describe('consensus', () => {
  const fixture = useHttpFixture();
  const as = async (user: User | null) => (await callerFor(user, { org: user?.organisation ?? fixture.personas.org })).caller;

  /** A campaign of the coach's with one stage scored on `criteria`, `ideaNames` in it and `evaluatorCount` evaluators, each assigned every idea. */
  async function stageWith(criteria: CriterionInput[], ideaNames: string[], evaluatorCount: number) {
    const { org, coach } = fixture.personas;
    const campaign = await createCampaignRow({ organisation: org, coach });
    const writer = await createUser({ organisation: org });
    const ideas: Idea[] = [];
    for (const name of ideaNames) ideas.push(await createIdeaRow({ campaign, author: writer, name }));
    const evaluators = await Promise.all(Array.from({ length: evaluatorCount }, (_, index) => createUser({ organisation: org, firstName: `Eva${index}`, lastName: 'Luator' })));
    const caller = await as(coach);
    const stage = (await caller.stages.savePipeline({ campaignSlug: campaign.slug, stages: [{ nameEn: 'Review', nameSv: 'Granskning', participantView: 'stage', reportsStatus: 'PUBLISHED' }] })).stages[0]!.guid;
    const scorecard = await caller.evaluation.saveScorecard({ stageGuid: stage, criteria });
    for (const evaluator of evaluators) await caller.evaluation.evaluator.add({ campaignSlug: campaign.slug, email: evaluator.email });
    if (ideas.length > 0 && evaluators.length > 0) await caller.evaluation.assignment.create({ stageGuid: stage, ideaGuids: ideas.map((idea) => idea.id), evaluatorGuids: evaluators.map((evaluator) => evaluator.id), dueDate: DUE });
    const assignments = await sql<{ id: string; idea_id: string; evaluator_id: string }>('select id, idea_id, evaluator_id from review_assignment where stage_id = ?', [stage]);
    const assignmentOf = (idea: Idea, evaluator: User) => assignments.find((row) => row.idea_id === idea.id && row.evaluator_id === evaluator.id)!.id;
    /** `evaluator` submits their review of `idea`, a score per criterion. */
    const review = (idea: Idea, evaluator: User, scores: number[]) => submitReviewRow({ assignmentId: assignmentOf(idea, evaluator), scores });
    return { campaign, stage, criteria: scorecard.criteria, ideas, evaluators, coach: caller, review };
  }

  // Weights 1 and 4 on 1–5: a review of (1, 1) is 0 and one of (5, 2) is 40, so two of them lie exactly DISAGREEMENT_SPREAD apart.
  const clarity: CriterionInput = { nameEn: 'Clarity', nameSv: 'Tydlighet', scale: 5, weight: 1 };
  const value: CriterionInput = { nameEn: 'Value', nameSv: 'Värde', scale: 5, weight: 4 };
  const mixed: CriterionInput[] = [
    { nameEn: 'Impact', nameSv: 'Nytta', scale: 5, weight: 2 },
    { nameEn: 'Feasibility', nameSv: 'Genomförbarhet', scale: 10, weight: 1 },
    { nameEn: 'Novelty', nameSv: 'Nyhet', scale: 5, weight: 0.5 },
  ];

  describe('figures', () => {
    it('gives each idea and evaluator the figures of review-scores.ts', async () => {
      const { stage, criteria, ideas, evaluators, coach, review } = await stageWith(mixed, ['A', 'B', 'C', 'D', 'E', 'F'], 4);
      const next = scoresFrom(7);
      // Who reviewed what, and their scores: idea A none, B one, the rest three or four.
      const given = new Map<string, { evaluator: string; scores: number[] }[]>();
      for (const [index, idea] of ideas.entries()) {
        const reviewers = index === 0 ? [] : index === 1 ? evaluators.slice(0, 1) : evaluators.slice(index % 2, index % 2 + 3 + (index === 5 ? 1 : 0));
        for (const evaluator of reviewers) {
          const scores = criteria.map((criterion) => next(criterion.scale));
          await review(idea, evaluator, scores);
          given.set(idea.id, [...(given.get(idea.id) ?? []), { evaluator: evaluator.id, scores }]);
        }
      }
      const scoreOf = (scores: number[]) => reviewScore(scores.map((score, index) => ({ score, scale: criteria[index]!.scale, weight: criteria[index]!.weight })))!;

      const table = await coach.evaluation.consensus.table({ stageGuid: stage });
      expect(table.total).toBe(6);
      expect(table.criteria.map((criterion) => criterion.nameEn)).toEqual(['Impact', 'Feasibility', 'Novelty']);
      for (const idea of ideas) {
        const row = table.ideas.find((candidate) => candidate.guid === idea.id)!;
        const reviews = given.get(idea.id) ?? [];
        const expected = consensus(reviews.map((one) => scoreOf(one.scores)));
        expect(row).toMatchObject({ title: idea.name, submitted: reviews.length, assigned: 4, disagreement: expected.disagreement });
        for (const key of ['mean', 'spread'] as const) {
          if (expected[key] === null) expect(row[key]).toBeNull();
          else expect(row[key]).toBeCloseTo(expected[key], 9);
        }
        row.criterionMeans.forEach((mean, index) => {
          if (reviews.length === 0) return expect(mean).toBeNull();
          const normalised = reviews.map((one) => normalisedScore({ score: one.scores[index]!, scale: criteria[index]!.scale }));
          expect(mean).toBeCloseTo(normalised.reduce((sum, score) => sum + score, 0) / normalised.length, 9);
        });
      }
      // Ranked by the mean, highest first; the idea without a review last.
      const means = table.ideas.map((row) => row.mean);
      expect(means.at(-1)).toBeNull();
      expect(means.slice(0, -1)).toEqual([...means.slice(0, -1)].sort((a, b) => b! - a!));

      // Calibration: each review's score minus the mean of the other reviews of its idea, averaged.
      const calibration = await coach.evaluation.consensus.calibration({ stageGuid: stage });
      expect(calibration.map((row) => row.guid)).toEqual(evaluators.map((evaluator) => evaluator.id));
      for (const evaluator of evaluators) {
        const offsets: number[] = [];
        let reviewed = 0;
        for (const reviews of given.values()) {
          const mine = reviews.find((one) => one.evaluator === evaluator.id);
          if (!mine) continue;
          reviewed += 1;
          const others = reviews.filter((one) => one !== mine).map((one) => scoreOf(one.scores));
          if (others.length > 0) offsets.push(scoreOf(mine.scores) - consensus(others).mean!);
        }
        const row = calibration.find((candidate) => candidate.guid === evaluator.id)!;
        expect(row).toMatchObject({ name: `${evaluator.firstName} Luator`, reviews: reviewed, compared: offsets.length });
        if (offsets.length === 0) expect(row.offset).toBeNull();
        else expect(row.offset).toBeCloseTo(offsets.reduce((sum, offset) => sum + offset, 0) / offsets.length, 9);
      }
    });

    it('keeps the figures exact under reviews submitted at once', async () => {
      const { stage, ideas, evaluators, coach, review } = await stageWith([clarity, value], ['Busy'], 6);
      const scores = [[1, 1], [5, 2], [3, 3], [2, 5], [4, 4], [5, 5]];
      await Promise.all(evaluators.map((evaluator, index) => review(ideas[0]!, evaluator, scores[index]!)));
      const [row] = (await coach.evaluation.consensus.table({ stageGuid: stage })).ideas;
      const expected = consensus(scores.map(([a, b]) => reviewScore([{ score: a!, scale: 5, weight: 1 }, { score: b!, scale: 5, weight: 4 }])!));
      expect(row!.submitted).toBe(6);
      expect(row!.mean).toBeCloseTo(expected.mean!, 9);
      expect(row!.spread).toBeCloseTo(expected.spread!, 9);
    });
  });

  describe('the ranking table', () => {
    let world: Awaited<ReturnType<typeof stageWith>>;
    const names = ['Boundary', 'Agreed', 'Single', ...Array.from({ length: 52 }, (_, index) => `Idea ${String(index + 1).padStart(2, '0')}`)];
    const idea = (name: string) => world.ideas.find((candidate) => candidate.name === name)!;

    beforeAll(async () => {
      world = await stageWith([clarity, value], names, 2);
      const [first, second] = world.evaluators;
      await world.review(idea('Boundary'), first!, [1, 1]);
      await world.review(idea('Boundary'), second!, [5, 2]);
      await world.review(idea('Agreed'), first!, [5, 5]);
      await world.review(idea('Agreed'), second!, [5, 5]);
      await world.review(idea('Single'), first!, [3, 3]);
    });

    it('flags the panel that lies DISAGREEMENT_SPREAD apart, and filters by it, by reviews and by title', async () => {
      const table = (input: object) => world.coach.evaluation.consensus.table({ stageGuid: world.stage, ...input });
      const boundary = (await table({ search: 'Boundary' })).ideas;
      expect(boundary).toEqual([{ guid: idea('Boundary').id, title: 'Boundary', submitted: 2, assigned: 2, mean: 20, spread: 20, disagreement: true, criterionMeans: [50, 12.5] }]);
      expect((await table({ disagreementOnly: true })).ideas.map((row) => row.title)).toEqual(['Boundary']);
      expect((await table({ minReviews: 2 })).ideas.map((row) => row.title)).toEqual(['Agreed', 'Boundary']);
      expect((await table({ minReviews: 1, sort: 'mean', direction: 'asc' })).ideas.map((row) => row.title)).toEqual(['Boundary', 'Single', 'Agreed']);
      expect((await table({ search: 'agree' })).ideas.map((row) => row.title)).toEqual(['Agreed']);
      // The search is a text, not a pattern.
      expect((await table({ search: '%' })).total).toBe(0);
      expect((await table({ search: 'Idea 0' })).total).toBe(9);
    });

    it('sorts by each column and pages 50 at a time', async () => {
      const table = (input: object) => world.coach.evaluation.consensus.table({ stageGuid: world.stage, ...input });
      const first = await table({});
      expect(first).toMatchObject({ total: names.length, page: 1, pageSize: CONSENSUS_PAGE_SIZE });
      expect(first.ideas.slice(0, 3).map((row) => row.title)).toEqual(['Agreed', 'Single', 'Boundary']);
      const second = await table({ page: 2 });
      expect(second.ideas).toHaveLength(names.length - CONSENSUS_PAGE_SIZE);
      expect(new Set([...first.ideas, ...second.ideas].map((row) => row.guid)).size).toBe(names.length);

      expect((await table({ sort: 'title', direction: 'asc' })).ideas.slice(0, 4).map((row) => row.title)).toEqual(['Agreed', 'Boundary', 'Idea 01', 'Idea 02']);
      expect((await table({ sort: 'title', direction: 'desc', page: 2 })).ideas.map((row) => row.title)).toEqual(['Idea 03', 'Idea 02', 'Idea 01', 'Boundary', 'Agreed']);
      expect((await table({ sort: 'reviews', direction: 'desc' })).ideas.slice(0, 3).map((row) => row.title)).toEqual(['Agreed', 'Boundary', 'Single']);
      expect((await table({ sort: 'spread', direction: 'desc' })).ideas.slice(0, 3).map((row) => [row.title, row.spread])).toEqual([['Boundary', 20], ['Agreed', 0], ['Single', 0]]);
      const [clarityGuid, valueGuid] = first.criteria.map((criterion) => criterion.guid);
      expect((await table({ sort: valueGuid, direction: 'asc', minReviews: 1 })).ideas.map((row) => row.title)).toEqual(['Boundary', 'Single', 'Agreed']);
      expect((await table({ sort: clarityGuid, direction: 'desc', minReviews: 1 })).ideas.map((row) => row.title)).toEqual(['Agreed', 'Boundary', 'Single']);
    });

    it('refuses bad input with its key, and a criterion of another stage', async () => {
      const table = (input: object) => world.coach.evaluation.consensus.table({ stageGuid: world.stage, ...input });
      await expectAppError(table({ sort: 'rank' }), 'invalid-input', 'sort');
      await expectAppError(table({ direction: 'up' }), 'invalid-input', 'direction');
      await expectAppError(table({ minReviews: -1 }), 'invalid-input', 'minReviews');
      await expectAppError(table({ page: 0 }), 'invalid-input', 'page');
      await expectAppError(table({ search: 'x'.repeat(CONSENSUS_SEARCH_MAX_LENGTH + 1) }), 'VALUE_TOO_LONG', 'search');
      await expectAppError(world.coach.evaluation.consensus.table({ stageGuid: 'nope' }), 'invalid-input', 'stageGuid');
      const other = await stageWith([clarity], [], 0);
      await expectAppError(table({ sort: other.criteria[0]!.guid }), 'not-found');
    });

    it('is the campaign\'s coaches\' and the org admins\' only, and this site\'s', async () => {
      const { personas } = fixture;
      const input = { stageGuid: world.stage };
      expect((await (await as(personas.orgAdmin)).evaluation.consensus.table(input)).total).toBe(names.length);
      for (const [user, code] of [
        [world.evaluators[0]!, 'forbidden'],
        [personas.participant, 'forbidden'],
        [await createUser({ organisation: personas.org }), 'forbidden'],
        [null, 'not-authenticated'],
      ] as const) {
        await expectAppError((await as(user)).evaluation.consensus.table(input), code);
        await expectAppError((await as(user)).evaluation.consensus.calibration(input), code);
      }
      const outsider = await as(personas.outsider);
      await expectAppError(outsider.evaluation.consensus.table(input), 'not-found');
      await expectAppError(outsider.evaluation.consensus.calibration(input), 'not-found');
          });

    describe('export', () => {
      const cookieOf = async (user: User) => {
        const response = await requestJson(fixture.app, { method: 'POST', url: '/trpc/auth.login', host: fixture.host, headers: { origin: `http://${fixture.host}` }, body: { json: { email: user.email, password: FACTORY_PASSWORD } } });
        expect(response.status).toBe(200);
        return `session=${response.cookies.find((cookie) => cookie.name === 'session')!.value}`;
      };
      const download = (cookie: string | null, query: string) =>
        fixture.app.inject({ method: 'GET', url: `/exports/stages/${world.stage}/consensus?${query}`, headers: { host: fixture.host, ...(cookie ? { cookie } : {}) } });
      const header = ['Idea', 'Submitted reviews', 'Assigned reviews', 'Weighted mean (0-100)', 'Spread', 'Disagreement', 'Clarity (0-100)', 'Value (0-100)'];

      it('writes the filtered ranking as csv and xlsx', async () => {
        const cookie = await cookieOf(fixture.personas.coach);
        const csv = await download(cookie, 'format=csv&minReviews=1&sort=mean&direction=desc');
        expect(csv.statusCode).toBe(200);
        expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
        expect(csv.headers['content-disposition']).toMatch(/attachment; filename="consensus-Review-\d{4}-\d{2}-\d{2}\.csv"/);
        expect([...csv.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        // No cell here holds a comma or a quote, so lines and commas are the file's rows and cells.
        const lines = csv.rawPayload.toString('utf8').slice(1).trim().split('\r\n').map((line) => line.split(','));
        expect(lines).toEqual([
          header,
          ['Agreed', '2', '2', '100', '0', 'no', '100', '100'],
          ['Single', '1', '2', '50', '0', 'no', '50', '50'],
          ['Boundary', '2', '2', '20', '20', 'yes', '50', '12.5'],
        ]);

        const xlsx = await download(cookie, 'format=xlsx&sort=title&direction=asc');
        expect(xlsx.statusCode).toBe(200);
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
        const rows: unknown[][] = [];
        workbook.getWorksheet('Consensus')!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
        expect(rows).toHaveLength(names.length + 1);
        expect(rows.slice(0, 4)).toEqual([header, ['Agreed', 2, 2, 100, 0, 'no', 100, 100], ['Boundary', 2, 2, 20, 20, 'yes', 50, 12.5], ['Idea 01', 0, 2, undefined, undefined, 'no']]);
      });

      it('refuses evaluators, participants, visitors and bad input', async () => {
        expect((await download(await cookieOf(world.evaluators[0]!), 'format=csv')).statusCode).toBe(403);
        expect((await download(await cookieOf(fixture.personas.participant), 'format=xlsx')).statusCode).toBe(403);
        expect((await download(null, 'format=csv')).statusCode).toBe(401);
        const bad = await download(await cookieOf(fixture.personas.coach), 'format=pdf');
        expect({ status: bad.statusCode, body: bad.json() }).toMatchObject({ status: 400, body: { error: 'invalid-input', fields: { format: ['invalid-input'] } } });
      });
    });
  });

  describe('live', () => {
    let listener: RealtimeListener;
    beforeAll(async () => {
      listener = await startRealtimeListener(realtimeBus, { connectionString: testOrm().config.get('clientUrl') as string, logger: pino({ level: 'silent' }) });
    });
    afterAll(() => listener.close());

    it('tells a coach following the stage of each submitted review, and refuses evaluators and other sites', async () => {
      const { stage, ideas, evaluators, review } = await stageWith([clarity, value], ['Live'], 1);
      const { personas } = fixture;
      const { ctx } = await callerFor(personas.coach, { org: personas.org });
      const stream = await viewerStream(ctx, { stageGuid: stage });
      try {
        expect(await stream.next()).toEqual({ done: false, value: { type: 'unread', count: 0 } });
        const next = stream.next();
        await review(ideas[0]!, evaluators[0]!, [4, 4]);
        const campaignId = (await sql<{ campaign_id: string }>('select campaign_id from campaign_stage where id = ?', [stage]))[0]!.campaign_id;
        // Another stage's review says nothing here.
        const other = await stageWith([clarity], [], 0);
        await publishEvent(testOrm().em.fork(), { kind: 'review-submitted', organisationId: personas.org.id, campaignId, stageId: other.stage, ideaId: ideas[0]!.id });
        await publishEvent(testOrm().em.fork(), { kind: 'review-submitted', organisationId: personas.org.id, campaignId, stageId: stage, ideaId: ideas[0]!.id });
        expect(await next).toEqual({ done: false, value: { type: 'review', ideaGuid: ideas[0]!.id } satisfies ViewerEvent });
      } finally {
        await stream.return?.();
      }

      const open = async (user: User, campaign?: Campaign) => viewerStream((await callerFor(user, { org: campaign?.organisation ?? user.organisation })).ctx, { stageGuid: stage });
      await expectAppError(open(evaluators[0]!), 'forbidden');
      await expectAppError(open(personas.participant), 'forbidden');
      await expectAppError(open(personas.outsider), 'not-found');
      await expectAppError((await as(personas.coach)).realtime.viewer({ stageGuid: 'x' }), 'invalid-input', 'stageGuid');
    });
  });
});
