import { beforeAll, describe, expect, it } from 'vitest';
import type { Campaign } from '#server/entities/campaign.entity.ts';
import { IdeaAuthorSchema, type Idea } from '#server/entities/idea.entity.ts';
import type { User } from '#server/entities/user.entity.ts';
import { CRITERION_GUIDANCE_MAX_LENGTH, SCORECARD_CRITERIA_MAX, type CriterionInput } from '#shared/schemas/evaluation.ts';
import { createCampaignRow } from '../factories/campaign.factory';
import { createIdeaRow } from '../factories/idea.factory';
import { createUser } from '../factories/user.factory';
import { callerFor } from '../support/callers';
import { expectAppError } from '../support/errors';
import { useHttpFixture } from '../support/http';
import { testOrm } from '../support/test-database';

const sql = <T extends object>(query: string, params: unknown[] = []) => testOrm().em.fork().getConnection().execute<T[]>(query, params);
/** Item 4 will submit reviews; until then a test finishes an assignment as a submitted review will. */
const finish = (assignmentIds: string[]) => sql(`update review_assignment set state = 'submitted' where id in (?)`, [assignmentIds]);
const assignmentsOf = (stageId: string) => sql<{ id: string; idea_id: string; evaluator_id: string; state: string; due_date: string }>("select id, idea_id, evaluator_id, state, to_char(due_date, 'YYYY-MM-DD') as due_date from review_assignment where stage_id = ?", [stageId]);

const impact: CriterionInput = { nameEn: 'Impact', nameSv: 'Nytta', guidance: 'Who gains, and how much?', scale: 5, weight: 2 };
const feasibility: CriterionInput = { nameEn: 'Feasibility', nameSv: 'Genomförbarhet', scale: 10, weight: 1 };
const DUE = '2030-06-30';
const yesterday = () => new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** Scorecards and the assignment of evaluators to a stage's ideas (issue 33 items 2 and 3). */
describe('evaluation', () => {
  const fixture = useHttpFixture();
  let otherCoach: User;
  let otherCampaign: Campaign;
  let otherStage: string;

  const as = async (user: User | null) => (await callerFor(user, { org: user?.organisation ?? fixture.personas.org })).caller;

  /** A campaign of the coach's with one stage holding `ideaCount` ideas by a writer, and `evaluatorCount` evaluators. */
  async function stageWith(ideaCount: number, evaluatorCount: number, scorecard = true) {
    const { org, coach } = fixture.personas;
    const campaign = await createCampaignRow({ organisation: org, coach });
    const writer = await createUser({ organisation: org });
    const ideas: Idea[] = [];
    for (let index = 0; index < ideaCount; index += 1) ideas.push(await createIdeaRow({ campaign, author: writer }));
    const evaluators = await Promise.all(Array.from({ length: evaluatorCount }, (_, index) => createUser({ organisation: org, firstName: `Eva${index}`, lastName: 'Luator' })));
    const caller = await as(coach);
    const stage = (await caller.stages.savePipeline({ campaignSlug: campaign.slug, stages: [{ nameEn: 'Review', nameSv: 'Granskning', participantView: 'stage', reportsStatus: 'PUBLISHED' }] })).stages[0]!.guid;
    if (scorecard) await caller.evaluation.saveScorecard({ stageGuid: stage, criteria: [impact] });
    for (const evaluator of evaluators) await caller.evaluation.evaluator.add({ campaignSlug: campaign.slug, email: evaluator.email });
    return { campaign, stage, ideas, evaluators, writer, coach: caller };
  }

  beforeAll(async () => {
    const { org, otherOrg, outsider } = fixture.personas;
    otherCoach = await createUser({ organisation: org, firstName: 'Other', lastName: 'Coach' });
    otherCampaign = await createCampaignRow({ organisation: otherOrg, coach: outsider });
    otherStage = (await (await as(outsider)).stages.savePipeline({ campaignSlug: otherCampaign.slug, stages: [{ nameEn: 'Theirs', nameSv: 'Deras', participantView: 'stage', reportsStatus: 'PUBLISHED' }] })).stages[0]!.guid;
  });

  describe('scorecard templates', () => {
    it('an org admin keeps the site\'s templates; coaches read them; nobody else writes them; other sites see none', async () => {
      const admin = await as(fixture.personas.orgAdmin);
      const saved = await admin.evaluation.template.save({ name: 'Innovation scorecard', criteria: [impact, feasibility] });
      expect(saved.criteria).toEqual([impact, { ...feasibility, guidance: '' }]);
      const edited = await admin.evaluation.template.save({ guid: saved.guid, name: 'Quick scorecard', criteria: [{ ...impact, weight: 0.5 }] });
      expect(edited).toEqual({ guid: saved.guid, name: 'Quick scorecard', criteria: [{ ...impact, weight: 0.5 }] });

      const coach = await as(fixture.personas.coach);
      expect((await coach.evaluation.template.list()).find((template) => template.guid === saved.guid)).toEqual(edited);
      await expectAppError(coach.evaluation.template.save({ name: 'Mine', criteria: [impact] }), 'forbidden');
      await expectAppError(coach.evaluation.template.delete({ guid: saved.guid }), 'forbidden');
      await expectAppError((await as(null)).evaluation.template.list(), 'not-authenticated');

      const outsider = await as(fixture.personas.outsider);
      expect((await outsider.evaluation.template.list()).map((template) => template.guid)).not.toContain(saved.guid);
      await expectAppError(outsider.evaluation.template.save({ guid: saved.guid, name: 'Taken', criteria: [impact] }), 'not-found');
      await expectAppError(outsider.evaluation.template.delete({ guid: saved.guid }), 'not-found');

      await admin.evaluation.template.delete({ guid: saved.guid });
      expect((await admin.evaluation.template.list()).map((template) => template.guid)).not.toContain(saved.guid);
    });

    it('refuses each invalid criterion with its key', async () => {
      const admin = await as(fixture.personas.orgAdmin);
      const save = (criteria: CriterionInput[], name = 'Card') => admin.evaluation.template.save({ name, criteria });
      await expectAppError(save([impact], ' '), 'ERROR_REQUIRED', 'name');
      await expectAppError(save([]), 'ERROR_REQUIRED', 'criteria');
      await expectAppError(save([{ ...impact, nameEn: '  ' }]), 'ERROR_REQUIRED', 'criteria.0.nameEn');
      await expectAppError(save([impact, { ...feasibility, nameSv: '' }]), 'ERROR_REQUIRED', 'criteria.1.nameSv');
      await expectAppError(save([{ ...impact, weight: 0 }]), 'scorecard-weight-not-positive', 'criteria.0.weight');
      await expectAppError(save([{ ...impact, weight: -1 }]), 'scorecard-weight-not-positive', 'criteria.0.weight');
      await expectAppError(save([{ ...impact, scale: 7 }]), 'scorecard-scale-not-allowed', 'criteria.0.scale');
      await expectAppError(save(Array.from({ length: SCORECARD_CRITERIA_MAX + 1 }, () => impact)), 'scorecard-too-many-criteria', 'criteria');
      await expectAppError(save([{ ...impact, guidance: 'x'.repeat(CRITERION_GUIDANCE_MAX_LENGTH + 1) }]), 'VALUE_TOO_LONG', 'criteria.0.guidance');
      expect((await save(Array.from({ length: SCORECARD_CRITERIA_MAX }, () => impact), 'Full')).criteria).toHaveLength(SCORECARD_CRITERIA_MAX);
    });
  });

  describe('a stage\'s scorecard', () => {
    it('a coach saves, rewords (keeping each criterion), reorders and removes criteria', async () => {
      const { stage, coach } = await stageWith(0, 0, false);
      expect((await coach.evaluation.scorecard({ stageGuid: stage })).criteria).toEqual([]);
      const saved = await coach.evaluation.saveScorecard({ stageGuid: stage, criteria: [impact, feasibility] });
      expect(saved.stage).toMatchObject({ guid: stage, nameEn: 'Review', nameSv: 'Granskning' });
      const [first, second] = saved.criteria;
      expect(first).toMatchObject({ ...impact, guid: expect.any(String) });
      const reworded = await coach.evaluation.saveScorecard({ stageGuid: stage, criteria: [{ ...second!, weight: 3 }, { ...first!, nameEn: 'Benefit' }] });
      expect(reworded.criteria.map((criterion) => [criterion.guid, criterion.nameEn, criterion.weight])).toEqual([
        [second!.guid, 'Feasibility', 3],
        [first!.guid, 'Benefit', 2],
      ]);
      expect((await coach.evaluation.saveScorecard({ stageGuid: stage, criteria: [{ ...first! }] })).criteria.map((criterion) => criterion.guid)).toEqual([first!.guid]);
      // A criterion of another stage is not this stage's to keep.
      const other = await stageWith(0, 0);
      const [foreign] = (await coach.evaluation.scorecard({ stageGuid: other.stage })).criteria;
      await expectAppError(coach.evaluation.saveScorecard({ stageGuid: stage, criteria: [{ ...foreign! }] }), 'not-found');
    });

    it('refuses invalid criteria, and is the coaches\' and admins\' only', async () => {
      const { stage, coach } = await stageWith(0, 0);
      await expectAppError(coach.evaluation.saveScorecard({ stageGuid: stage, criteria: [{ ...impact, nameSv: ' ' }] }), 'ERROR_REQUIRED', 'criteria.0.nameSv');
      await expectAppError(coach.evaluation.saveScorecard({ stageGuid: stage, criteria: [{ ...impact, weight: 0 }] }), 'scorecard-weight-not-positive', 'criteria.0.weight');
      await expectAppError(coach.evaluation.saveScorecard({ stageGuid: stage, criteria: [{ ...impact, scale: 3 }] }), 'scorecard-scale-not-allowed', 'criteria.0.scale');
      await expectAppError(coach.evaluation.saveScorecard({ stageGuid: stage, criteria: Array.from({ length: SCORECARD_CRITERIA_MAX + 1 }, () => impact) }), 'scorecard-too-many-criteria', 'criteria');

      expect((await (await as(fixture.personas.orgAdmin)).evaluation.scorecard({ stageGuid: stage })).criteria).toHaveLength(1);
      for (const user of [fixture.personas.participant, otherCoach]) {
        await expectAppError((await as(user)).evaluation.scorecard({ stageGuid: stage }), 'forbidden');
        await expectAppError((await as(user)).evaluation.saveScorecard({ stageGuid: stage, criteria: [] }), 'forbidden');
      }
      await expectAppError((await as(null)).evaluation.scorecard({ stageGuid: stage }), 'not-authenticated');
      await expectAppError((await as(fixture.personas.inactiveUser)).evaluation.saveScorecard({ stageGuid: stage, criteria: [] }), 'user-not-active');
      await expectAppError((await as(fixture.personas.outsider)).evaluation.saveScorecard({ stageGuid: stage, criteria: [] }), 'not-found');
      await expectAppError(coach.evaluation.scorecard({ stageGuid: otherStage }), 'not-found');
    });
  });

  describe('evaluators', () => {
    it('a coach adds active people of the site by e-mail and removes them: open assignments go, finished ones stay', async () => {
      const { campaign, stage, ideas, evaluators, coach } = await stageWith(2, 2);
      expect((await coach.evaluation.evaluator.list({ campaignSlug: campaign.slug })).map((entry) => entry.guid)).toEqual(evaluators.map((evaluator) => evaluator.id));
      await expectAppError(coach.evaluation.evaluator.add({ campaignSlug: campaign.slug, email: evaluators[0]!.email.toUpperCase() }), 'evaluator-exists-already');
      await expectAppError(coach.evaluation.evaluator.add({ campaignSlug: campaign.slug, email: 'nobody@example.com' }), 'user-not-found');
      await expectAppError(coach.evaluation.evaluator.add({ campaignSlug: campaign.slug, email: fixture.personas.outsider.email }), 'user-not-found');
      await expectAppError(coach.evaluation.evaluator.add({ campaignSlug: campaign.slug, email: fixture.personas.inactiveUser.email }), 'user-not-found');
      await expectAppError(coach.evaluation.evaluator.add({ campaignSlug: campaign.slug, email: 'not an address' }), 'PLEASE_ENTER_A_VALID_MAIL', 'email');

      await coach.evaluation.assignment.create({ stageGuid: stage, ideaGuids: ideas.map((idea) => idea.id), evaluatorGuids: [evaluators[0]!.id], dueDate: DUE });
      const [done] = await assignmentsOf(stage);
      await finish([done!.id]);
      const remaining = await coach.evaluation.evaluator.remove({ campaignSlug: campaign.slug, userGuid: evaluators[0]!.id });
      expect(remaining.map((entry) => entry.guid)).toEqual([evaluators[1]!.id]);
      expect(await assignmentsOf(stage)).toEqual([{ ...done, state: 'submitted' }]);
      await expectAppError(coach.evaluation.evaluator.remove({ campaignSlug: campaign.slug, userGuid: evaluators[0]!.id }), 'not-found');

      for (const user of [fixture.personas.participant, otherCoach]) {
        await expectAppError((await as(user)).evaluation.evaluator.list({ campaignSlug: campaign.slug }), 'forbidden');
        await expectAppError((await as(user)).evaluation.evaluator.add({ campaignSlug: campaign.slug, email: user.email }), 'forbidden');
      }
      await expectAppError((await as(fixture.personas.outsider)).evaluation.evaluator.add({ campaignSlug: campaign.slug, email: fixture.personas.outsider.email }), 'not-found');
    });

    it('an evaluator declares a conflict with an idea: their open assignment on it goes and it is never assigned to them again', async () => {
      const { stage, ideas, evaluators, coach } = await stageWith(1, 2);
      const [idea] = ideas;
      await coach.evaluation.assignment.create({ stageGuid: stage, ideaGuids: [idea!.id], evaluatorGuids: [evaluators[0]!.id], dueDate: DUE });
      const evaluator = await as(evaluators[0]!);
      expect(await evaluator.evaluation.conflict.declare({ ideaGuid: idea!.id })).toEqual({ declared: true });
      await evaluator.evaluation.conflict.declare({ ideaGuid: idea!.id });
      expect(await assignmentsOf(stage)).toEqual([]);
      await expectAppError(coach.evaluation.assignment.create({ stageGuid: stage, ideaGuids: [idea!.id], evaluatorGuids: [evaluators[0]!.id], dueDate: DUE }), 'assignment-to-conflicted');
      // Two reviews asked, one evaluator free of conflict: the idea is told short.
      expect(await coach.evaluation.assignment.auto({ stageGuid: stage, reviewsPerIdea: 2, dueDate: DUE })).toMatchObject({ created: 1, shortIdeaCount: 1 });
      expect((await assignmentsOf(stage)).map((row) => row.evaluator_id)).toEqual([evaluators[1]!.id]);

      await evaluator.evaluation.conflict.withdraw({ ideaGuid: idea!.id });
      await coach.evaluation.assignment.create({ stageGuid: stage, ideaGuids: [idea!.id], evaluatorGuids: [evaluators[0]!.id], dueDate: DUE });

      // Only the campaign's evaluators declare; another site's idea is not there.
      await expectAppError((await as(fixture.personas.participant)).evaluation.conflict.declare({ ideaGuid: idea!.id }), 'forbidden');
      await expectAppError((await as(fixture.personas.coach)).evaluation.conflict.declare({ ideaGuid: idea!.id }), 'forbidden');
      await expectAppError((await as(fixture.personas.outsider)).evaluation.conflict.declare({ ideaGuid: idea!.id }), 'not-found');
    });
  });

  describe('automatic assignment', () => {
    it('gives each idea k reviews, balanced (max − min ≤ 1), never to an author, co-author or conflicted evaluator', async () => {
      const { stage, ideas, evaluators, coach } = await stageWith(31, 5);
      const [author, coAuthor, pending, conflicted] = evaluators;
      const em = testOrm().em.fork();
      // The first evaluator wrote three ideas; the second co-wrote two; the third is invited to co-write one.
      const written = [];
      for (const idea of ideas.slice(0, 3)) {
        await em.getConnection().execute('update idea set created_by_id = ? where id = ?', [author!.id, idea.id]);
        await em.getConnection().execute('update idea_author set user_id = ? where idea_id = ?', [author!.id, idea.id]);
        written.push([idea.id, author!.id]);
      }
      for (const idea of ideas.slice(3, 5)) em.create(IdeaAuthorSchema, { idea: idea.id, user: coAuthor!.id, status: 'accepted' });
      em.create(IdeaAuthorSchema, { idea: ideas[5]!.id, user: pending!.id, status: 'pending' });
      await em.flush();
      for (const idea of ideas.slice(6, 8)) await (await as(conflicted!)).evaluation.conflict.declare({ ideaGuid: idea.id });
      const never = new Set([...written, ...ideas.slice(3, 5).map((idea) => [idea.id, coAuthor!.id]), [ideas[5]!.id, pending!.id], ...ideas.slice(6, 8).map((idea) => [idea.id, conflicted!.id])].map((pair) => pair.join()));

      const result = await coach.evaluation.assignment.auto({ stageGuid: stage, reviewsPerIdea: 3, dueDate: DUE });
      expect(result).toEqual({ created: 93, removed: 0, ideaCount: 31, shortIdeaCount: 0 });
      const rows = await assignmentsOf(stage);
      expect(rows.filter((row) => never.has([row.idea_id, row.evaluator_id].join()))).toEqual([]);
      for (const idea of ideas) expect(new Set(rows.filter((row) => row.idea_id === idea.id).map((row) => row.evaluator_id)).size).toBe(3);
      expect(new Set(rows.map((row) => row.due_date))).toEqual(new Set([DUE]));

      const overview = await coach.evaluation.assignment.overview({ stageGuid: stage });
      const loads = overview.evaluators.map((entry) => entry.open);
      expect(Math.max(...loads) - Math.min(...loads)).toBeLessThanOrEqual(1);
      expect(loads.reduce((sum, load) => sum + load, 0)).toBe(93);
      expect(overview).toMatchObject({ ideaCount: 31, assignmentCount: 93, unassignedIdeaCount: 0 });
      expect(overview.ideas[0]!.assignments).toHaveLength(3);

      // Topping up at the same k adds nothing.
      expect(await coach.evaluation.assignment.auto({ stageGuid: stage, reviewsPerIdea: 3, dueDate: DUE })).toMatchObject({ created: 0 });
    });

    it('dealing afresh replaces open assignments and keeps every finished one with its evaluator', async () => {
      const { stage, ideas, evaluators, coach } = await stageWith(10, 4);
      await coach.evaluation.assignment.auto({ stageGuid: stage, reviewsPerIdea: 2, dueDate: DUE });
      const before = await assignmentsOf(stage);
      // The first evaluator finished all theirs.
      const finished = before.filter((row) => row.evaluator_id === evaluators[0]!.id);
      await finish(finished.map((row) => row.id));

      const result = await coach.evaluation.assignment.auto({ stageGuid: stage, reviewsPerIdea: 3, dueDate: '2030-07-31', replaceOpen: true });
      expect(result.removed).toBe(before.length - finished.length);
      const after = await assignmentsOf(stage);
      for (const row of finished) expect(after).toContainEqual({ ...row, state: 'submitted' });
      for (const idea of ideas) expect(after.filter((row) => row.idea_id === idea.id)).toHaveLength(3);
      const loads = (await coach.evaluation.assignment.overview({ stageGuid: stage })).evaluators.map((entry) => entry.open + entry.finished);
      expect(Math.max(...loads) - Math.min(...loads)).toBeLessThanOrEqual(1);
    });

    it('needs a scorecard and enough evaluators, and is the coaches\' and admins\' only', async () => {
      const bare = await stageWith(2, 2, false);
      await expectAppError(bare.coach.evaluation.assignment.auto({ stageGuid: bare.stage, reviewsPerIdea: 1, dueDate: DUE }), 'assignment-needs-scorecard');
      const { stage, coach } = await stageWith(2, 2);
      await expectAppError(coach.evaluation.assignment.auto({ stageGuid: stage, reviewsPerIdea: 3, dueDate: DUE }), 'assignment-too-few-evaluators');
      await expectAppError(coach.evaluation.assignment.auto({ stageGuid: stage, reviewsPerIdea: 0, dueDate: DUE }), 'invalid-input', 'reviewsPerIdea');
      await expectAppError(coach.evaluation.assignment.auto({ stageGuid: stage, reviewsPerIdea: 1, dueDate: '' }), 'ERROR_REQUIRED', 'dueDate');
      await expectAppError(coach.evaluation.assignment.auto({ stageGuid: stage, reviewsPerIdea: 1, dueDate: yesterday() }), 'DUE_DATE_IN_PAST', 'dueDate');

      expect(await (await as(fixture.personas.orgAdmin)).evaluation.assignment.auto({ stageGuid: stage, reviewsPerIdea: 1, dueDate: DUE })).toMatchObject({ created: 2 });
      for (const user of [fixture.personas.participant, otherCoach]) {
        await expectAppError((await as(user)).evaluation.assignment.auto({ stageGuid: stage, reviewsPerIdea: 1, dueDate: DUE }), 'forbidden');
        await expectAppError((await as(user)).evaluation.assignment.overview({ stageGuid: stage }), 'forbidden');
      }
      await expectAppError((await as(null)).evaluation.assignment.overview({ stageGuid: stage }), 'not-authenticated');
      await expectAppError((await as(fixture.personas.inactiveUser)).evaluation.assignment.auto({ stageGuid: stage, reviewsPerIdea: 1, dueDate: DUE }), 'user-not-active');
      await expectAppError((await as(fixture.personas.outsider)).evaluation.assignment.auto({ stageGuid: stage, reviewsPerIdea: 1, dueDate: DUE }), 'not-found');
      await expectAppError((await as(fixture.personas.outsider)).evaluation.assignment.overview({ stageGuid: stage }), 'not-found');
      await expectAppError(coach.evaluation.assignment.auto({ stageGuid: otherStage, reviewsPerIdea: 1, dueDate: DUE }), 'not-found');
    });
  });

  describe('manual assignment', () => {
    it('assigns one idea or many by hand, and refuses authors, conflicts, others and ideas elsewhere', async () => {
      const { stage, ideas, evaluators, writer, coach, campaign } = await stageWith(3, 3);
      expect(await coach.evaluation.assignment.create({ stageGuid: stage, ideaGuids: [ideas[0]!.id], evaluatorGuids: [evaluators[0]!.id], dueDate: DUE })).toEqual({ created: 1 });
      expect(await coach.evaluation.assignment.create({ stageGuid: stage, ideaGuids: ideas.map((idea) => idea.id), evaluatorGuids: [evaluators[0]!.id, evaluators[1]!.id], dueDate: DUE })).toEqual({ created: 5 });

      await coach.evaluation.evaluator.add({ campaignSlug: campaign.slug, email: writer.email });
      await expectAppError(coach.evaluation.assignment.create({ stageGuid: stage, ideaGuids: [ideas[0]!.id], evaluatorGuids: [evaluators[2]!.id, writer.id], dueDate: DUE }), 'assignment-to-author');
      await expectAppError(coach.evaluation.assignment.create({ stageGuid: stage, ideaGuids: [ideas[0]!.id], evaluatorGuids: [otherCoach.id], dueDate: DUE }), 'assignment-not-evaluator');
      const elsewhere = await createIdeaRow({ campaign: otherCampaign, author: fixture.personas.outsider });
      const draft = await createIdeaRow({ campaign, author: writer, status: 'DRAFT' });
      for (const idea of [elsewhere, draft]) await expectAppError(coach.evaluation.assignment.create({ stageGuid: stage, ideaGuids: [idea.id], evaluatorGuids: [evaluators[2]!.id], dueDate: DUE }), 'assignment-idea-not-in-stage');
      await expectAppError(coach.evaluation.assignment.create({ stageGuid: stage, ideaGuids: [], evaluatorGuids: [evaluators[2]!.id], dueDate: DUE }), 'ERROR_REQUIRED', 'ideaGuids');
      await expectAppError(coach.evaluation.assignment.create({ stageGuid: stage, ideaGuids: [ideas[0]!.id], evaluatorGuids: [], dueDate: DUE }), 'ERROR_REQUIRED', 'evaluatorGuids');
      await expectAppError(coach.evaluation.assignment.create({ stageGuid: stage, ideaGuids: [ideas[0]!.id], evaluatorGuids: [evaluators[2]!.id], dueDate: yesterday() }), 'DUE_DATE_IN_PAST', 'dueDate');
      // Today is the earliest day a review can be due.
      expect(await coach.evaluation.assignment.create({ stageGuid: stage, ideaGuids: [ideas[0]!.id], evaluatorGuids: [evaluators[2]!.id], dueDate: new Date().toISOString().slice(0, 10) })).toEqual({ created: 1 });
      // A refused call assigned nobody.
      expect(await assignmentsOf(stage)).toHaveLength(7);
      await expectAppError((await as(otherCoach)).evaluation.assignment.create({ stageGuid: stage, ideaGuids: [ideas[0]!.id], evaluatorGuids: [evaluators[2]!.id], dueDate: DUE }), 'forbidden');
    });

    it('reassigns and removes open assignments, never finished ones', async () => {
      const { stage, ideas, evaluators, writer, coach, campaign } = await stageWith(2, 3);
      await coach.evaluation.assignment.create({ stageGuid: stage, ideaGuids: ideas.map((idea) => idea.id), evaluatorGuids: [evaluators[0]!.id], dueDate: DUE });
      const [first, second] = (await assignmentsOf(stage)).sort((a, b) => a.idea_id.localeCompare(b.idea_id));
      await finish([second!.id]);

      await coach.evaluation.assignment.reassign({ assignmentGuid: first!.id, evaluatorGuid: evaluators[1]!.id });
      expect((await assignmentsOf(stage)).find((row) => row.id === first!.id)?.evaluator_id).toBe(evaluators[1]!.id);
      await expectAppError(coach.evaluation.assignment.reassign({ assignmentGuid: second!.id, evaluatorGuid: evaluators[1]!.id }), 'assignment-finished');
      await coach.evaluation.assignment.create({ stageGuid: stage, ideaGuids: [first!.idea_id], evaluatorGuids: [evaluators[2]!.id], dueDate: DUE });
      await expectAppError(coach.evaluation.assignment.reassign({ assignmentGuid: first!.id, evaluatorGuid: evaluators[2]!.id }), 'assignment-exists-already');
      await coach.evaluation.evaluator.add({ campaignSlug: campaign.slug, email: writer.email });
      await expectAppError(coach.evaluation.assignment.reassign({ assignmentGuid: first!.id, evaluatorGuid: writer.id }), 'assignment-to-author');
      await expectAppError(coach.evaluation.assignment.reassign({ assignmentGuid: first!.id, evaluatorGuid: otherCoach.id }), 'assignment-not-evaluator');

      await expectAppError(coach.evaluation.assignment.remove({ assignmentGuids: [first!.id, second!.id] }), 'assignment-finished');
      expect(await coach.evaluation.assignment.remove({ assignmentGuids: [first!.id] })).toEqual({ removed: 1 });
      expect((await assignmentsOf(stage)).map((row) => row.id)).toContain(second!.id);

      await expectAppError((await as(otherCoach)).evaluation.assignment.remove({ assignmentGuids: [second!.id] }), 'forbidden');
      await expectAppError((await as(fixture.personas.outsider)).evaluation.assignment.remove({ assignmentGuids: [second!.id] }), 'not-found');
      await expectAppError((await as(fixture.personas.outsider)).evaluation.assignment.reassign({ assignmentGuid: second!.id, evaluatorGuid: evaluators[1]!.id }), 'not-found');
    });
  });
});
