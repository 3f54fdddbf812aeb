import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiTokenScope } from '#shared/schemas/api-tokens.ts';
import type { CriterionInput } from '#shared/schemas/evaluation.ts';
import type { Idea } from '#server/entities/idea.entity.ts';
import type { User } from '#server/entities/user.entity.ts';
import { createCampaignRow } from '../factories/campaign.factory';
import { createIdeaRow } from '../factories/idea.factory';
import { hostFor } from '../factories/organisation.factory';
import { submitReviewRow } from '../factories/review.factory';
import { createUser } from '../factories/user.factory';
import { callerFor } from '../support/callers';
import { LEGACY_BASE, requestJson, useHttpFixture } from '../support/http';
import { testOrm } from '../support/test-database';
import { bearerFor } from '../support/upload';

const sql = <T extends object>(query: string, params: unknown[] = []) => testOrm().em.fork().getConnection().execute<T[]>(query, params);
const DUE = '2030-06-30';
const criteria: CriterionInput[] = [
  { nameEn: 'Impact', nameSv: 'Nytta', scale: 5, weight: 2 },
  { nameEn: 'Feasibility', nameSv: 'Genomförbarhet', scale: 10, weight: 1 },
];

type Answer = Awaited<ReturnType<typeof requestJson>>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Stages and evaluation on the REST API (issue 33 item 8, docs/evaluation-api.md): the routes call
 * the coaches' and evaluators' procedures, so each is held here to the same roles, tenancy and
 * message keys over HTTP, and to the API token scopes (`read` reads, `evaluation` writes). Every
 * answer is also checked against the OpenAPI document (createTestApp).
 */
describe('stages and evaluation on the REST API', () => {
  const fixture = useHttpFixture();
  const as = async (user: User) => (await callerFor(user)).caller;

  /** A campaign of the coach's: stages Review (its published ideas) and Shortlist, a scorecard on Review, three evaluators, and ideas by a writer. */
  async function world(ideaCount = 3, organisation = fixture.personas.org, coach = fixture.personas.coach) {
    const campaign = await createCampaignRow({ organisation, coach });
    const writer = await createUser({ organisation });
    const ideas: Idea[] = [];
    for (let index = 0; index < ideaCount; index += 1) ideas.push(await createIdeaRow({ campaign, author: writer, name: `Idea ${index + 1}` }));
    const evaluators = await Promise.all([1, 2, 3].map((index) => createUser({ organisation, firstName: `Eva${index}`, lastName: 'Luator' })));
    const caller = await as(coach);
    const { stages } = await caller.stages.savePipeline({
      campaignSlug: campaign.slug,
      stages: [
        { nameEn: 'Review', nameSv: 'Granskning', participantView: 'stage', reportsStatus: 'PUBLISHED' },
        { nameEn: 'Shortlist', nameSv: 'Kortlista', participantView: 'stage', reportsStatus: 'candidate' },
      ],
    });
    const scorecard = await caller.evaluation.saveScorecard({ stageGuid: stages[0]!.guid, criteria });
    for (const evaluator of evaluators) await caller.evaluation.evaluator.add({ campaignSlug: campaign.slug, email: evaluator.email });
    return { campaign, writer, ideas, evaluators, review: stages[0]!.guid, shortlist: stages[1]!.guid, criteria: scorecard.criteria };
  }

  const call = async (authorization: string | null, method: Method, path: string, body?: unknown, host = fixture.host): Promise<Answer> =>
    requestJson(fixture.app, { method, url: `${LEGACY_BASE}${path}`, host, headers: authorization ? { authorization } : {}, ...(body !== undefined ? { body } : {}) });
  const bearer = (user: User) => bearerFor(user);
  const expectRefused = (answer: Answer, status: number, error: string, field?: string) => {
    expect({ status: answer.status, error: answer.body.error }, JSON.stringify(answer.body)).toEqual({ status, error });
    if (field) expect((answer.body.fields as Record<string, string[]>)[field]).toEqual([error]);
  };
  async function token(scopes: ApiTokenScope[], user: User = fixture.personas.orgAdmin) {
    return `Bearer ${(await (await as(user)).apiToken.create({ name: 'Review automation', scopes, expiresInDays: 30 })).secret}`;
  }

  let theirs: Awaited<ReturnType<typeof world>>;
  beforeAll(async () => {
    theirs = await world(1, fixture.personas.otherOrg, fixture.personas.outsider);
  });

  describe('stages', () => {
    it('lists the pipeline and a stage\'s ideas, moves ideas singly and in bulk with a reason, records the moves and undoes them (a coach)', async () => {
      const { campaign, ideas, review, shortlist } = await world();
      const coach = await bearer(fixture.personas.coach);
      const pipeline = await call(coach, 'GET', `/api/campaigns/${campaign.slug}/stages`);
      expect(pipeline.status).toBe(200);
      expect(pipeline.body.result).toMatchObject({ campaignGuid: campaign.id, stages: [{ guid: review, nameEn: 'Review', ideaCount: 3 }, { guid: shortlist, nameSv: 'Kortlista', ideaCount: 0 }], unstaged: [] });
      const listed = await call(coach, 'GET', `/api/campaigns/${campaign.slug}/stages/${review}/ideas`);
      expect(listed.body).toMatchObject({ total: 3 });
      expect((listed.body.result as { guid: string }[]).map((idea) => idea.guid).sort()).toEqual(ideas.map((idea) => idea.id).sort());

      const bulk = await call(coach, 'POST', '/api/stage-moves', { ideaGuids: [ideas[0]!.id, ideas[1]!.id], toStageGuid: shortlist, reason: 'Strong first round' });
      expect(bulk.status).toBe(200);
      const moves = bulk.body.result as { guid: string; batchGuid: string; toStatus: string }[];
      expect(moves).toHaveLength(2);
      expect(new Set(moves.map((move) => move.batchGuid)).size).toBe(1);
      expect(moves.every((move) => move.toStatus === 'candidate')).toBe(true);
      const single = await call(coach, 'POST', '/api/stage-moves', { ideaGuids: [ideas[2]!.id], toStageGuid: shortlist });
      expect(single.body.result).toEqual([expect.objectContaining({ ideaGuid: ideas[2]!.id, fromStageGuid: review, toStageGuid: shortlist, undone: false })]);
      expect(((await call(coach, 'GET', `/api/campaigns/${campaign.slug}/stages`)).body.result as { stages: { ideaCount: number }[] }).stages.map((stage) => stage.ideaCount)).toEqual([0, 3]);

      const undone = await call(coach, 'POST', `/api/stage-moves/${moves[0]!.guid}/undo`);
      expect((undone.body.result as { undone: boolean; toStatus: string }[]).map((move) => [move.undone, move.toStatus])).toEqual([[true, 'candidate'], [true, 'candidate']]);
      expect(await sql('select status from idea where id in (?) order by status', [[ideas[0]!.id, ideas[1]!.id]])).toEqual([{ status: 'PUBLISHED' }, { status: 'PUBLISHED' }]);
      const history = await call(coach, 'GET', `/api/campaigns/${campaign.slug}/stage-moves`);
      expect(history.body.total).toBe(3);
      expect(history.body.result).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ ideaGuid: ideas[0]!.id, reason: 'Strong first round', movedBy: 'Campaign Coach', fromStage: { nameEn: 'Review', nameSv: 'Granskning' }, undoneBy: 'Campaign Coach', undoneAt: expect.any(String) }),
          expect.objectContaining({ ideaGuid: ideas[2]!.id, reason: '', undoneAt: null }),
        ]),
      );
      // Undone once, a move cannot be undone again.
      expectRefused(await call(coach, 'POST', `/api/stage-moves/${moves[0]!.guid}/undo`), 409, 'stage-move-undone-already');
    });

    it('saves a pipeline, and names the message key of what it refuses', async () => {
      const { campaign, review, ideas, shortlist } = await world(1);
      const coach = await bearer(fixture.personas.coach);
      const saved = await call(coach, 'PUT', `/api/campaigns/${campaign.slug}/stages`, {
        stages: [
          { guid: review, nameEn: 'First look', nameSv: 'Första titt', participantView: 'status', reportsStatus: 'PUBLISHED', deadline: '2030-01-31' },
          { guid: shortlist, nameEn: 'Shortlist', nameSv: 'Kortlista', participantView: 'stage', reportsStatus: 'candidate' },
        ],
      });
      expect(saved.body.result).toMatchObject({ stages: [{ guid: review, nameEn: 'First look', deadline: '2030-01-31', ideaCount: 1 }, { guid: shortlist }] });
      expectRefused(await call(coach, 'PUT', `/api/campaigns/${campaign.slug}/stages`, { stages: [{ nameEn: '', nameSv: 'Steg', participantView: 'stage', reportsStatus: 'PUBLISHED' }] }), 400, 'ERROR_REQUIRED', 'stages.0.nameEn');
      expectRefused(await call(coach, 'POST', '/api/stage-moves', { ideaGuids: [], toStageGuid: shortlist }), 400, 'ERROR_REQUIRED', 'ideaGuids');
      expectRefused(await call(coach, 'POST', '/api/stage-moves', { ideaGuids: [ideas[0]!.id], toStageGuid: shortlist, reason: 'x'.repeat(1001) }), 400, 'VALUE_TOO_LONG', 'reason');
    });

    it('refuses everyone but the campaign\'s coaches and admins, and another site\'s campaign, stage and move', async () => {
      const { campaign, ideas, shortlist, evaluators } = await world(1);
      const { participant, inactiveUser, orgAdmin } = fixture.personas;
      expectRefused(await call(null, 'GET', `/api/campaigns/${campaign.slug}/stages`), 401, 'not-authenticated');
      for (const user of [participant, evaluators[0]!]) {
        const who = await bearer(user);
        expectRefused(await call(who, 'GET', `/api/campaigns/${campaign.slug}/stages`), 403, 'forbidden');
        expectRefused(await call(who, 'GET', `/api/campaigns/${campaign.slug}/stage-moves`), 403, 'forbidden');
        expectRefused(await call(who, 'POST', '/api/stage-moves', { ideaGuids: [ideas[0]!.id], toStageGuid: shortlist }), 403, 'forbidden');
      }
      expectRefused(await call(await bearer(inactiveUser), 'POST', '/api/stage-moves', { ideaGuids: [ideas[0]!.id], toStageGuid: shortlist }), 403, 'user-not-active');
      expect(await sql('select count(*)::int as moves from idea_stage_move where idea_id = ?', [ideas[0]!.id])).toEqual([{ moves: 0 }]);

      const admin = await bearer(orgAdmin);
      const theirMove = await (await as(fixture.personas.outsider)).stages.move({ ideaGuids: [theirs.ideas[0]!.id], toStageGuid: theirs.shortlist });
      expectRefused(await call(admin, 'GET', `/api/campaigns/${theirs.campaign.slug}/stages`), 404, 'not-found');
      expectRefused(await call(admin, 'GET', `/api/campaigns/${theirs.campaign.slug}/stage-moves`), 404, 'not-found');
      expectRefused(await call(admin, 'GET', `/api/campaigns/${campaign.slug}/stages/${theirs.review}/ideas`), 404, 'not-found');
      expect((await call(admin, 'POST', '/api/stage-moves', { ideaGuids: [theirs.ideas[0]!.id], toStageGuid: theirs.review })).status).toBe(404);
      expect((await call(admin, 'POST', `/api/stage-moves/${theirMove[0]!.guid}/undo`)).status).toBe(404);
      expect(await sql('select undone_at from idea_stage_move where id = ?', [theirMove[0]!.guid])).toEqual([{ undone_at: null }]);
    });
  });

  describe('scorecards and assignments', () => {
    it('reads and saves a stage\'s scorecard, assigns by hand and automatically, and shows the load (a coach)', async () => {
      const { review, ideas, evaluators, criteria: saved } = await world(4);
      const coach = await bearer(fixture.personas.coach);
      const scorecard = await call(coach, 'GET', `/api/stages/${review}/scorecard`);
      expect(scorecard.body.result).toMatchObject({ stage: { guid: review, nameEn: 'Review' }, criteria: [{ nameEn: 'Impact', scale: 5, weight: 2 }, { nameEn: 'Feasibility', scale: 10, weight: 1 }] });
      const changed = await call(coach, 'PUT', `/api/stages/${review}/scorecard`, { criteria: [{ ...criteria[0], guid: saved[0]!.guid, weight: 3 }, criteria[1]] });
      expect(changed.body.result).toMatchObject({ criteria: [{ guid: saved[0]!.guid, weight: 3 }, { nameEn: 'Feasibility' }] });

      const manual = await call(coach, 'POST', `/api/stages/${review}/assignments`, { ideaGuids: [ideas[0]!.id], evaluatorGuids: [evaluators[0]!.id, evaluators[1]!.id], dueDate: DUE });
      expect(manual.body.result).toEqual({ created: 2 });
      const auto = await call(coach, 'POST', `/api/stages/${review}/assignments/auto`, { reviewsPerIdea: 2, dueDate: DUE });
      expect(auto.body.result).toEqual({ created: 6, removed: 0, ideaCount: 4, shortIdeaCount: 0 });
      const overview = await call(coach, 'GET', `/api/stages/${review}/assignments`);
      const loads = (overview.body.result as { evaluators: { open: number }[] }).evaluators.map((evaluator) => evaluator.open);
      expect(loads.reduce((sum, load) => sum + load, 0)).toBe(8);
      expect(Math.max(...loads) - Math.min(...loads)).toBeLessThanOrEqual(1);
      expect(overview.body.result).toMatchObject({ ideaCount: 4, assignmentCount: 8, unassignedIdeaCount: 0 });
    });

    it('reassigns and takes back open assignments and keeps finished reviews (a coach); refuses others and another site\'s', async () => {
      const { review, ideas, evaluators, writer } = await world(2);
      await (await as(fixture.personas.coach)).evaluation.assignment.create({ stageGuid: review, ideaGuids: ideas.map((idea) => idea.id), evaluatorGuids: [evaluators[0]!.id], dueDate: DUE });
      const assigned = await sql<{ id: string; idea_id: string }>('select id, idea_id from review_assignment where stage_id = ?', [review]);
      const [open, finished] = [assigned.find((row) => row.idea_id === ideas[0]!.id)!.id, assigned.find((row) => row.idea_id === ideas[1]!.id)!.id];
      await submitReviewRow({ assignmentId: finished, scores: [3, 5] });
      const coach = await bearer(fixture.personas.coach);

      expect((await call(coach, 'POST', `/api/assignments/${open}/reassign`, { evaluatorGuid: evaluators[1]!.id })).body.result).toEqual({ guid: open });
      expect(await sql('select evaluator_id from review_assignment where id = ?', [open])).toEqual([{ evaluator_id: evaluators[1]!.id }]);
      expectRefused(await call(coach, 'POST', `/api/assignments/${finished}/reassign`, { evaluatorGuid: evaluators[2]!.id }), 409, 'assignment-finished');
      expectRefused(await call(coach, 'POST', `/api/assignments/${open}/reassign`, { evaluatorGuid: writer.id }), 409, 'assignment-not-evaluator');
      expectRefused(await call(coach, 'POST', `/api/assignments/${open}/reassign`, { evaluatorGuid: '' }), 400, 'ERROR_REQUIRED', 'evaluatorGuid');
      expectRefused(await call(coach, 'DELETE', `/api/assignments/${finished}`), 409, 'assignment-finished');
      for (const user of [fixture.personas.participant, evaluators[1]!]) {
        const who = await bearer(user);
        expectRefused(await call(who, 'POST', `/api/assignments/${open}/reassign`, { evaluatorGuid: evaluators[2]!.id }), 403, 'forbidden');
        expectRefused(await call(who, 'DELETE', `/api/assignments/${open}`), 403, 'forbidden');
      }
      expect((await call(coach, 'DELETE', `/api/assignments/${open}`)).body.result).toEqual({ removed: 1 });
      expect(await sql('select id, state from review_assignment where stage_id = ?', [review])).toEqual([{ id: finished, state: 'submitted' }]);

      const other = await world(1, fixture.personas.otherOrg, fixture.personas.outsider);
      await (await as(fixture.personas.outsider)).evaluation.assignment.auto({ stageGuid: other.review, reviewsPerIdea: 1, dueDate: DUE });
      const [theirAssignment] = await sql<{ id: string }>('select id from review_assignment where stage_id = ?', [other.review]);
      const admin = await bearer(fixture.personas.orgAdmin);
      expectRefused(await call(admin, 'DELETE', `/api/assignments/${theirAssignment!.id}`), 404, 'not-found');
      expectRefused(await call(admin, 'POST', `/api/assignments/${theirAssignment!.id}/reassign`, { evaluatorGuid: other.evaluators[1]!.id }), 404, 'not-found');
      expect(await sql('select count(*)::int as kept from review_assignment where id = ?', [theirAssignment!.id])).toEqual([{ kept: 1 }]);
    });

    it('names the message key of what it refuses', async () => {
      const { review, shortlist, ideas, evaluators, writer } = await world(1);
      const coach = await bearer(fixture.personas.coach);
      expectRefused(await call(coach, 'PUT', `/api/stages/${review}/scorecard`, { criteria: [{ ...criteria[0], scale: 7 }] }), 400, 'scorecard-scale-not-allowed', 'criteria.0.scale');
      expectRefused(await call(coach, 'POST', `/api/stages/${review}/assignments`, { ideaGuids: [ideas[0]!.id], evaluatorGuids: [evaluators[0]!.id], dueDate: '2020-01-01' }), 400, 'DUE_DATE_IN_PAST', 'dueDate');
      expectRefused(await call(coach, 'POST', `/api/stages/${review}/assignments`, { ideaGuids: [ideas[0]!.id], evaluatorGuids: [writer.id], dueDate: DUE }), 409, 'assignment-not-evaluator');
      expectRefused(await call(coach, 'POST', `/api/stages/${shortlist}/assignments/auto`, { reviewsPerIdea: 1, dueDate: DUE }), 409, 'assignment-needs-scorecard');
      expectRefused(await call(coach, 'POST', `/api/stages/${review}/assignments/auto`, { reviewsPerIdea: 4, dueDate: DUE }), 409, 'assignment-too-few-evaluators');
      expectRefused(await call(coach, 'POST', `/api/stages/${review}/assignments/auto`, { reviewsPerIdea: 0, dueDate: DUE }), 400, 'invalid-input', 'reviewsPerIdea');
    });

    it("refuses everyone but the campaign's coaches and admins, and another site's stage", async () => {
      const { review, ideas, evaluators } = await world(1);
      const { participant, inactiveUser, orgAdmin } = fixture.personas;
      const assign = { ideaGuids: [ideas[0]!.id], evaluatorGuids: [evaluators[0]!.id], dueDate: DUE };
      expectRefused(await call(null, 'GET', `/api/stages/${review}/scorecard`), 401, 'not-authenticated');
      for (const user of [participant, evaluators[0]!]) {
        const who = await bearer(user);
        expectRefused(await call(who, 'GET', `/api/stages/${review}/scorecard`), 403, 'forbidden');
        expectRefused(await call(who, 'GET', `/api/stages/${review}/assignments`), 403, 'forbidden');
        expectRefused(await call(who, 'POST', `/api/stages/${review}/assignments`, assign), 403, 'forbidden');
        expectRefused(await call(who, 'POST', `/api/stages/${review}/assignments/auto`, { reviewsPerIdea: 1, dueDate: DUE }), 403, 'forbidden');
      }
      expectRefused(await call(await bearer(inactiveUser), 'PUT', `/api/stages/${review}/scorecard`, { criteria }), 403, 'user-not-active');
      const admin = await bearer(orgAdmin);
      expectRefused(await call(admin, 'GET', `/api/stages/${theirs.review}/scorecard`), 404, 'not-found');
      expectRefused(await call(admin, 'PUT', `/api/stages/${theirs.review}/scorecard`, { criteria }), 404, 'not-found');
      expectRefused(await call(admin, 'GET', `/api/stages/${theirs.review}/assignments`), 404, 'not-found');
      expectRefused(await call(admin, 'POST', `/api/stages/${theirs.review}/assignments/auto`, { reviewsPerIdea: 1, dueDate: DUE }), 404, 'not-found');
      expect((await call(admin, 'POST', `/api/stages/${theirs.review}/assignments`, { ...assign, ideaGuids: [theirs.ideas[0]!.id], evaluatorGuids: [theirs.evaluators[0]!.id] })).status).toBe(404);
      expect(await sql('select count(*)::int as assigned from review_assignment where stage_id in (?)', [[review, theirs.review]])).toEqual([{ assigned: 0 }]);
    });
  });

  describe('reviews and consensus', () => {
    /** A world whose ideas each evaluator of the first two reviews. */
    async function reviewed() {
      const scene = await world(2);
      await (await as(fixture.personas.coach)).evaluation.assignment.create({ stageGuid: scene.review, ideaGuids: scene.ideas.map((idea) => idea.id), evaluatorGuids: [scene.evaluators[0]!.id, scene.evaluators[1]!.id], dueDate: DUE });
      const assignments = await sql<{ id: string; idea_id: string; evaluator_id: string }>('select id, idea_id, evaluator_id from review_assignment where stage_id = ?', [scene.review]);
      const assignmentOf = (idea: number, evaluator: number) => assignments.find((row) => row.idea_id === scene.ideas[idea]!.id && row.evaluator_id === scene.evaluators[evaluator]!.id)!.id;
      return { ...scene, assignmentOf };
    }
    const scores = (impact: number | null, feasibility: number | null, criteriaOf: { guid: string }[]) => [
      { criterionGuid: criteriaOf[0]!.guid, score: impact, comment: 'Clear' },
      { criterionGuid: criteriaOf[1]!.guid, score: feasibility },
    ];

    it("an evaluator reads their queue, saves a draft and submits; the coach reads the consensus table, its export and calibration", async () => {
      const { campaign, review, ideas, evaluators, criteria: stageCriteria, assignmentOf } = await reviewed();
      const first = await bearer(evaluators[0]!);
      const queue = await call(first, 'GET', '/api/reviews');
      expect(queue.body.result).toEqual([expect.objectContaining({ campaignSlug: campaign.slug, stageGuid: review, done: 0, total: 2, nextCursor: null })]);
      // The next page after a position: here, after the first assignment, the second alone.
      const [listed] = queue.body.result as { assignments: { assignmentGuid: string; ideaGuid: string; dueDate: string }[] }[];
      const [head, second] = listed!.assignments;
      const rest = await call(first, 'GET', `/api/stages/${review}/my-reviews?cursor=${head!.dueDate}~${head!.ideaGuid}~${head!.assignmentGuid}`);
      expect(rest.body.result).toEqual({ assignments: [expect.objectContaining({ assignmentGuid: second!.assignmentGuid })], nextCursor: null });
      expectRefused(await call(first, 'GET', `/api/stages/${review}/my-reviews?cursor=nope`), 400, 'invalid-input');
      const assignment = assignmentOf(0, 0);
      const page = await call(first, 'GET', `/api/reviews/${assignment}`);
      expect(page.body.result).toMatchObject({ guid: assignment, state: 'open', dueDate: DUE, idea: { guid: ideas[0]!.id }, criteria: [{ score: null }, { score: null }], otherReviews: [] });
      expect((await call(first, 'PUT', `/api/reviews/${assignment}`, { scores: scores(4, null, stageCriteria) })).body.result).toEqual({ saved: true });
      expect((await call(first, 'GET', `/api/reviews/${assignment}`)).body.result).toMatchObject({ criteria: [{ score: 4, comment: 'Clear' }, { score: null }] });
      const submitted = await call(first, 'POST', `/api/reviews/${assignment}/submit`, { scores: scores(5, 10, stageCriteria) });
      expect(submitted.body.result).toMatchObject({ state: 'submitted', submittedAt: expect.any(String), criteria: [{ score: 5 }, { score: 10 }] });
      expect(((await call(first, 'GET', '/api/reviews')).body.result as { done: number }[])[0]!.done).toBe(1);
      await call(await bearer(evaluators[1]!), 'POST', `/api/reviews/${assignmentOf(0, 1)}/submit`, { scores: scores(1, 1, stageCriteria) });

      const coach = await bearer(fixture.personas.coach);
      const table = await call(coach, 'GET', `/api/stages/${review}/consensus?sort=title&direction=asc`);
      expect(table.body.result).toMatchObject({ total: 2, page: 1, ideas: [{ guid: ideas[0]!.id, submitted: 2, assigned: 2, mean: 50, spread: 50, disagreement: true }, { guid: ideas[1]!.id, submitted: 0, mean: null }] });
      const disagreeing = await call(coach, 'GET', `/api/stages/${review}/consensus?disagreementOnly=true&minReviews=1`);
      expect((disagreeing.body.result as { ideas: { guid: string }[] }).ideas.map((idea) => idea.guid)).toEqual([ideas[0]!.id]);
      expectRefused(await call(coach, 'GET', `/api/stages/${review}/consensus?sort=loudest`), 400, 'invalid-input', 'sort');
      expect((await call(coach, 'GET', `/api/stages/${review}/calibration`)).body.result).toEqual(
        expect.arrayContaining([expect.objectContaining({ guid: evaluators[0]!.id, reviews: 1, compared: 1, offset: 100 }), expect.objectContaining({ guid: evaluators[1]!.id, offset: -100 })]),
      );

      const csv = await fixture.app.inject({ method: 'GET', url: `${LEGACY_BASE}/api/stages/${review}/consensus/export?sort=title&direction=asc`, headers: { host: fixture.host, authorization: coach } });
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toContain('text/csv');
      expect(csv.body.split('\n').slice(0, 3).map((line) => line.split(',').slice(0, 4).join(','))).toEqual(['\uFEFFIdea,Submitted reviews,Assigned reviews,Weighted mean (0-100)', 'Idea 1,2,2,50', 'Idea 2,0,2,']);
      const xlsx = await fixture.app.inject({ method: 'GET', url: `${LEGACY_BASE}/api/stages/${review}/consensus/export?format=xlsx`, headers: { host: fixture.host, authorization: coach } });
      expect(xlsx.headers['content-type']).toContain('spreadsheetml');
      const link = await call(coach, 'GET', `/api/stages/${review}/consensus/export?format=xlsx&downloadLink=true`);
      const { url } = link.body.result as { url: string };
      expect(url).toMatch(/^\/legacy\/api\/stages\/.+\/consensus\/export\?format=xlsx&download=/);
      expect((await fixture.app.inject({ method: 'GET', url, headers: { host: fixture.host } })).headers['content-type']).toContain('spreadsheetml');
      expectRefused(await call(coach, 'GET', `/api/stages/${review}/consensus/export?format=pdf`), 400, 'invalid-input', 'format');
    });

    it('blind mode hides the authors and the other reviews from an evaluator until theirs is in, and a rule moves the idea on submission (set by a coach)', async () => {
      const { campaign, review, shortlist, ideas, evaluators, writer, criteria: stageCriteria, assignmentOf } = await reviewed();
      const coach = await bearer(fixture.personas.coach);
      const settings = { blindReview: true, advance: { toStageGuid: shortlist, threshold: 60, minReviews: 2 }, decline: null };
      expect((await call(coach, 'PUT', `/api/stages/${review}/review-settings`, settings)).body.result).toMatchObject({ stageGuid: review, ...settings });
      expect((await call(coach, 'GET', `/api/stages/${review}/review-settings`)).body.result).toMatchObject({ ...settings, targets: [{ guid: shortlist, nameEn: 'Shortlist' }] });
      expectRefused(await call(coach, 'PUT', `/api/stages/${review}/review-settings`, { ...settings, advance: { ...settings.advance, threshold: 101 } }), 400, 'stage-rule-threshold-range', 'advance.threshold');
      expectRefused(await call(coach, 'PUT', `/api/stages/${review}/review-settings`, { ...settings, advance: { ...settings.advance, toStageGuid: review } }), 400, 'stage-rule-same-stage', 'advance.toStageGuid');

      const [first, second] = await Promise.all([bearer(evaluators[0]!), bearer(evaluators[1]!)]);
      await call(second, 'POST', `/api/reviews/${assignmentOf(0, 1)}/submit`, { scores: scores(5, 10, stageCriteria) });
      expect((await call(first, 'GET', `/api/reviews/${assignmentOf(0, 0)}`)).body.result).toMatchObject({ stage: { blindReview: true }, idea: { authors: null }, otherReviews: null });
      const submitted = await call(first, 'POST', `/api/reviews/${assignmentOf(0, 0)}/submit`, { scores: scores(4, 8, stageCriteria) });
      expect(submitted.body.result).toMatchObject({ idea: { authors: null }, otherReviews: [{ evaluatorName: null, score: 100 }] });
      expect((await call(coach, 'GET', `/api/reviews/${assignmentOf(0, 0)}`)).body.result).toMatchObject({ idea: { authors: [`${writer.firstName} ${writer.lastName}`] }, otherReviews: [{ evaluatorName: 'Eva2 Luator' }] });
      const [ruled] = (await call(coach, 'GET', `/api/campaigns/${campaign.slug}/stage-moves`)).body.result as { ideaGuid: string; byRule: boolean; toStage: { nameEn: string } }[];
      expect(ruled).toMatchObject({ ideaGuid: ideas[0]!.id, byRule: true, toStage: { nameEn: 'Shortlist' } });
    });

    it('names the message key of what a review refuses', async () => {
      const { evaluators, criteria: stageCriteria, assignmentOf } = await reviewed();
      const first = await bearer(evaluators[0]!);
      const assignment = assignmentOf(0, 0);
      expectRefused(await call(first, 'POST', `/api/reviews/${assignment}/submit`, { scores: scores(4, null, stageCriteria) }), 400, 'review-score-missing', `scores.${stageCriteria[1]!.guid}`);
      expectRefused(await call(first, 'PUT', `/api/reviews/${assignment}`, { scores: scores(6, 1, stageCriteria) }), 400, 'review-score-out-of-scale', `scores.${stageCriteria[0]!.guid}`);
      expectRefused(await call(first, 'PUT', `/api/reviews/${assignment}`, { scores: [{ criterionGuid: stageCriteria[0]!.guid, score: 2, comment: 'x'.repeat(4001) }] }), 400, 'VALUE_TOO_LONG', 'scores.0.comment');
      await call(first, 'POST', `/api/reviews/${assignment}/submit`, { scores: scores(4, 4, stageCriteria) });
      expectRefused(await call(first, 'POST', `/api/reviews/${assignment}/submit`, { scores: scores(4, 4, stageCriteria) }), 409, 'review-submitted-already');
    });

    it("keeps a review to its evaluator and the campaign's coaches, the consensus to its coaches, and refuses another site's", async () => {
      const { review, evaluators, criteria: stageCriteria, assignmentOf } = await reviewed();
      const { participant, inactiveUser, orgAdmin, coach } = fixture.personas;
      const assignment = assignmentOf(0, 0);
      expectRefused(await call(null, 'GET', '/api/reviews'), 401, 'not-authenticated');
      for (const user of [participant, evaluators[1]!]) {
        const who = await bearer(user);
        expectRefused(await call(who, 'GET', `/api/reviews/${assignment}`), 403, 'forbidden');
        expectRefused(await call(who, 'POST', `/api/reviews/${assignment}/submit`, { scores: scores(1, 1, stageCriteria) }), 403, 'forbidden');
      }
      // A coach reads a review; writing it is its evaluator's.
      expect((await call(await bearer(coach), 'GET', `/api/reviews/${assignment}`)).status).toBe(200);
      expectRefused(await call(await bearer(coach), 'PUT', `/api/reviews/${assignment}`, { scores: scores(1, 1, stageCriteria) }), 403, 'forbidden');
      expectRefused(await call(await bearer(inactiveUser), 'PUT', `/api/reviews/${assignment}`, { scores: [] }), 403, 'user-not-active');
      for (const user of [participant, evaluators[0]!]) {
        const who = await bearer(user);
        expectRefused(await call(who, 'GET', `/api/stages/${review}/consensus`), 403, 'forbidden');
        expectRefused(await call(who, 'GET', `/api/stages/${review}/calibration`), 403, 'forbidden');
        expectRefused(await call(who, 'GET', `/api/stages/${review}/consensus/export`), 403, 'forbidden');
        expectRefused(await call(who, 'GET', `/api/stages/${review}/review-settings`), 403, 'forbidden');
        expectRefused(await call(who, 'PUT', `/api/stages/${review}/review-settings`, { blindReview: true, advance: null, decline: null }), 403, 'forbidden');
      }
      expect(await sql("select count(*)::int as submitted from review_assignment where stage_id = ? and state <> 'open'", [review])).toEqual([{ submitted: 0 }]);

      // A world of their own: the shared one's idea has left its first stage.
      const other = await world(1, fixture.personas.otherOrg, fixture.personas.outsider);
      await (await as(fixture.personas.outsider)).evaluation.assignment.auto({ stageGuid: other.review, reviewsPerIdea: 1, dueDate: DUE });
      const [theirAssignment] = await sql<{ id: string }>('select id from review_assignment where stage_id = ?', [other.review]);
      const admin = await bearer(orgAdmin);
      expectRefused(await call(admin, 'GET', `/api/reviews/${theirAssignment!.id}`), 404, 'not-found');
      expect((await call(admin, 'POST', `/api/reviews/${theirAssignment!.id}/submit`, { scores: scores(1, 1, other.criteria) })).status).toBe(404);
      expect(await sql('select state from review_assignment where id = ?', [theirAssignment!.id])).toEqual([{ state: 'open' }]);
      expectRefused(await call(admin, 'GET', `/api/stages/${other.review}/consensus`), 404, 'not-found');
      expectRefused(await call(admin, 'GET', `/api/stages/${other.review}/calibration`), 404, 'not-found');
      expectRefused(await call(admin, 'GET', `/api/stages/${other.review}/consensus/export`), 404, 'not-found');
      expectRefused(await call(admin, 'GET', `/api/stages/${other.review}/review-settings`), 404, 'not-found');
      expectRefused(await call(admin, 'PUT', `/api/stages/${other.review}/review-settings`, { blindReview: true, advance: null, decline: null }), 404, 'not-found');
    });
  });

  describe('API tokens', () => {
    it('reads with a read token, writes with an evaluation token, and names the scope it lacks', async () => {
      const { campaign, review, shortlist, ideas, evaluators } = await world(2);
      const reader = await token(['read']);
      for (const path of [`/api/campaigns/${campaign.slug}/stages`, `/api/campaigns/${campaign.slug}/stages/${review}/ideas`, `/api/campaigns/${campaign.slug}/stage-moves`, `/api/stages/${review}/scorecard`, `/api/stages/${review}/assignments`, `/api/stages/${review}/consensus`, `/api/stages/${review}/calibration`, `/api/stages/${review}/review-settings`, '/api/reviews']) {
        expect((await call(reader, 'GET', path)).status, path).toBe(200);
      }
      const exported = await fixture.app.inject({ method: 'GET', url: `${LEGACY_BASE}/api/stages/${review}/consensus/export`, headers: { host: fixture.host, authorization: reader } });
      expect(exported.statusCode).toBe(200);

      const move = { ideaGuids: [ideas[0]!.id], toStageGuid: shortlist, reason: 'By the integration' };
      const assign = { ideaGuids: [ideas[0]!.id], evaluatorGuids: [evaluators[0]!.id], dueDate: DUE };
      for (const scopes of [['read'], ['read', 'ideas-write', 'people-admin', 'webhooks']] as ApiTokenScope[][]) {
        const without = await token(scopes);
        for (const [method, path, body] of [['POST', '/api/stage-moves', move], ['PUT', `/api/stages/${review}/scorecard`, { criteria }], ['POST', `/api/stages/${review}/assignments`, assign], ['POST', `/api/stages/${review}/assignments/auto`, { reviewsPerIdea: 1, dueDate: DUE }], ['PUT', `/api/campaigns/${campaign.slug}/stages`, { stages: [] }], ['PUT', `/api/stages/${review}/review-settings`, { blindReview: true, advance: null, decline: null }], ['POST', `/api/assignments/${crypto.randomUUID()}/reassign`, { evaluatorGuid: evaluators[1]!.id }], ['DELETE', `/api/assignments/${crypto.randomUUID()}`, undefined], ['POST', `/api/reviews/${crypto.randomUUID()}/submit`, { scores: [] }]] as const) {
          const refused = await call(without, method, path, body);
          expectRefused(refused, 403, 'forbidden');
          expect(refused.headers['www-authenticate'], `${method} ${path}`).toBe('Bearer error="insufficient_scope", scope="evaluation"');
        }
      }
      expect(await sql('select count(*)::int as moves from idea_stage_move where idea_id = ?', [ideas[0]!.id])).toEqual([{ moves: 0 }]);

      const writer = await token(['evaluation']);
      const moved = await call(writer, 'POST', '/api/stage-moves', move);
      expect(moved.body.result).toEqual([expect.objectContaining({ ideaGuid: ideas[0]!.id, toStageGuid: shortlist })]);
      expect((await call(writer, 'POST', `/api/stage-moves/${(moved.body.result as { guid: string }[])[0]!.guid}/undo`)).status).toBe(200);
      expect((await call(writer, 'POST', `/api/stages/${review}/assignments`, assign)).body.result).toEqual({ created: 1 });
      // It writes and nothing else: reading takes `read`, and other writes their own scopes.
      const reading = await call(writer, 'GET', `/api/campaigns/${campaign.slug}/stages`);
      expectRefused(reading, 403, 'forbidden');
      expect(reading.headers['www-authenticate']).toBe('Bearer error="insufficient_scope", scope="read"');
      expect((await call(writer, 'PUT', `/api/ideas/${ideas[1]!.id}`, { name: 'Renamed' })).status).toBe(403);
      // Another site's token is not this site's, whatever its scopes.
      const theirToken = await token(['read', 'evaluation'], fixture.personas.outsider);
      expectRefused(await call(theirToken, 'GET', `/api/campaigns/${campaign.slug}/stages`), 401, 'not-authenticated');
      expect((await call(theirToken, 'GET', `/api/campaigns/${theirs.campaign.slug}/stages`, undefined, hostFor(fixture.personas.otherOrg))).status).toBe(200);
    });
  });

  it('answers the curl commands of docs/evaluation-api.md as they are written', async () => {
    const page = await readFile(resolve(import.meta.dirname, '../../docs/evaluation-api.md'), 'utf8');
    const [pipeline, move, undo, deal, ranking, workbook, submit, ...rest] = [...page.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => match[1]!);
    expect(rest).toEqual([]);
    const { campaign, ideas, review, shortlist, evaluators, criteria: stageCriteria } = await world(2);
    await fixture.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = fixture.app.server.address() as { port: number };
    const secret = (await token(['read', 'evaluation'])).slice('Bearer '.length);
    const folder = await mkdtemp(join(tmpdir(), 'evaluation-api-'));
    const run = async (command: string, env: Record<string, string> = {}) => {
      // The site's address is its own host name; curl is sent to this test's server for it.
      const script = `curl() { command curl --connect-to "::127.0.0.1:${port}" "$@"; }\n${command}`;
      const { stdout } = await promisify(execFile)('sh', ['-c', script], { cwd: folder, env: { PATH: process.env.PATH, IDEAHUNT_URL: `http://${fixture.host}`, IDEAHUNT_TOKEN: secret, ...env } });
      return stdout;
    };
    const resultOf = <T>(stdout: string) => (JSON.parse(stdout) as { result: T }).result;
    try {
      expect(resultOf<{ stages: { guid: string; ideaCount: number }[] }>(await run(pipeline!, { CAMPAIGN_SLUG: campaign.slug })).stages).toEqual([
        expect.objectContaining({ guid: review, ideaCount: 2 }),
        expect.objectContaining({ guid: shortlist, ideaCount: 0 }),
      ]);
      const moves = resultOf<{ guid: string; batchGuid: string; toStatus: string }[]>(await run(move!, { IDEA_1: ideas[0]!.id, IDEA_2: ideas[1]!.id, STAGE_GUID: shortlist }));
      expect(moves.map((each) => each.toStatus)).toEqual(['candidate', 'candidate']);
      expect(resultOf<{ undone: boolean }[]>(await run(undo!, { MOVE_GUID: moves[0]!.guid })).map((each) => each.undone)).toEqual([true, true]);
      expect(resultOf(await run(deal!, { REVIEW_STAGE: review }))).toEqual({ created: 4, removed: 0, ideaCount: 2, shortIdeaCount: 0 });
      expect(resultOf<{ ideas: unknown[]; total: number }>(await run(ranking!, { REVIEW_STAGE: review }))).toMatchObject({ total: 2, ideas: [expect.anything(), expect.anything()] });
      await run(workbook!, { REVIEW_STAGE: review });
      expect(await readdir(folder)).toEqual([`consensus-Review-${new Date().toISOString().slice(0, 10)}.xlsx`]);

      const [assignment] = await sql<{ id: string; evaluator_id: string }>('select id, evaluator_id from review_assignment where stage_id = ? order by id limit 1', [review]);
      const evaluator = evaluators.find((each) => each.id === assignment!.evaluator_id)!;
      const jwt = (await bearer(evaluator)).slice('Bearer '.length);
      const submitted = resultOf<{ state: string; criteria: { score: number; comment: string }[] }>(await run(submit!, { IDEAHUNT_TOKEN: jwt, ASSIGNMENT_GUID: assignment!.id, IMPACT: stageCriteria[0]!.guid, FEASIBILITY: stageCriteria[1]!.guid }));
      expect(submitted).toMatchObject({ state: 'submitted', criteria: [{ score: 4, comment: 'Clear benefit' }, { score: 7, comment: '' }] });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
