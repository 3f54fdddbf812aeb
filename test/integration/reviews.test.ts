import { beforeAll, describe, expect, it } from 'vitest';
import type { Idea } from '#server/entities/idea.entity.ts';
import type { User } from '#server/entities/user.entity.ts';
import { IdeaAuthorSchema } from '#server/entities/idea.entity.ts';
import type { CriterionInput } from '#shared/schemas/evaluation.ts';
import { createCampaignRow } from '../factories/campaign.factory';
import { createIdeaRow } from '../factories/idea.factory';
import { createUser } from '../factories/user.factory';
import { QUEUE_PAGE_SIZE } from '#server/modules/evaluation/review-queue.ts';
import { callerFor } from '../support/callers';
import { expectAppError } from '../support/errors';
import { useHttpFixture } from '../support/http';
import { testOrm } from '../support/test-database';

const sql = <T extends object>(query: string, params: unknown[] = []) => testOrm().em.fork().getConnection().execute<T[]>(query, params);
const impact: CriterionInput = { nameEn: 'Impact', nameSv: 'Nytta', guidance: 'Who gains?', scale: 5, weight: 3 };
const feasibility: CriterionInput = { nameEn: 'Feasibility', nameSv: 'Genomförbarhet', scale: 10, weight: 1 };
const DUE = '2030-06-30';

/** Reviewing and stage rules (issue 33 items 4 and 6). */
describe('reviews', () => {
  const fixture = useHttpFixture();
  const as = async (user: User | null) => (await callerFor(user, { org: user?.organisation ?? fixture.personas.org })).caller;

  /**
   * A campaign of the coach's with stages Review → Shortlist and Declined; `ideaCount` ideas in
   * Review by a writer (a co-author on the first), a two-criterion scorecard and `evaluatorCount`
   * evaluators, each idea assigned to every evaluator.
   */
  async function reviewing(ideaCount: number, evaluatorCount: number) {
    const { org, coach } = fixture.personas;
    const campaign = await createCampaignRow({ organisation: org, coach });
    const writer = await createUser({ organisation: org, firstName: 'Wanda', lastName: 'Writer' });
    const ideas: Idea[] = [];
    for (let index = 0; index < ideaCount; index += 1) ideas.push(await createIdeaRow({ campaign, author: writer }));
    const evaluators = await Promise.all(Array.from({ length: evaluatorCount }, (_, index) => createUser({ organisation: org, firstName: `Eva${index}`, lastName: 'Luator' })));
    const coachCaller = await as(coach);
    const stages = (
      await coachCaller.stages.savePipeline({
        campaignSlug: campaign.slug,
        stages: [
          { nameEn: 'Review', nameSv: 'Granskning', participantView: 'stage', reportsStatus: 'PUBLISHED' },
          { nameEn: 'Shortlist', nameSv: 'Kortlista', participantView: 'stage', reportsStatus: 'candidate' },
          { nameEn: 'Declined', nameSv: 'Avböjd', participantView: 'stage', reportsStatus: 'declined' },
        ],
      })
    ).stages.map((stage) => stage.guid);
    const [stage, shortlist, declined] = stages as [string, string, string];
    const criteria = (await coachCaller.evaluation.saveScorecard({ stageGuid: stage, criteria: [impact, feasibility] })).criteria.map((criterion) => criterion.guid) as [string, string];
    for (const evaluator of evaluators) await coachCaller.evaluation.evaluator.add({ campaignSlug: campaign.slug, email: evaluator.email });
    if (ideaCount > 0 && evaluatorCount > 0) await coachCaller.evaluation.assignment.create({ stageGuid: stage, ideaGuids: ideas.map((idea) => idea.id), evaluatorGuids: evaluators.map((evaluator) => evaluator.id), dueDate: DUE });
    const assignmentOf = async (idea: Idea, evaluator: User) =>
      (await sql<{ id: string }>('select id from review_assignment where idea_id = ? and evaluator_id = ? and stage_id = ?', [idea.id, evaluator.id, stage]))[0]!.id;
    return { campaign, stage, shortlist, declined, criteria, ideas, evaluators, writer, coach: coachCaller, assignmentOf };
  }

  const full = (criteria: [string, string], first: number, second: number) => [
    { criterionGuid: criteria[0], score: first, comment: 'Solid' },
    { criterionGuid: criteria[1], score: second, comment: '' },
  ];

  let world: Awaited<ReturnType<typeof reviewing>>;
  beforeAll(async () => {
    world = await reviewing(2, 3);
  });

  it('an evaluator sees their queue per campaign and stage, with what is done and what is overdue', async () => {
    const { evaluators, ideas, campaign, stage } = await reviewing(3, 1);
    await sql(`update review_assignment set due_date = '2020-01-01' where idea_id = ?`, [ideas[2]!.id]);
    const me = await as(evaluators[0]!);
    const [group, ...rest] = await me.evaluation.review.queue();
    expect(rest).toEqual([]);
    expect(group).toMatchObject({ campaignSlug: campaign.slug, stageGuid: stage, stageNameEn: 'Review', done: 0, total: 3, overdue: 1 });
    expect(group!.assignments[0]).toMatchObject({ ideaGuid: ideas[2]!.id, overdue: true, dueDate: '2020-01-01', state: 'open' });
    // Someone with nothing to review has an empty queue; so does an evaluator of another site.
    expect(await (await as(fixture.personas.participant)).evaluation.review.queue()).toEqual([]);
    await expectAppError((await as(null)).evaluation.review.queue(), 'not-authenticated');
  });

  it('gives a stage of many reviews a page at a time in the working order, the counts over all of them; a page is of the viewer\'s own only', async () => {
    const count = QUEUE_PAGE_SIZE + 7;
    const { evaluators, ideas, stage } = await reviewing(count, 1);
    const me = await as(evaluators[0]!);
    const [group] = await me.evaluation.review.queue();
    expect(group).toMatchObject({ total: count, done: 0 });
    expect(group!.assignments).toHaveLength(QUEUE_PAGE_SIZE);
    // One due date: the ideas in the order they were shared (their ids follow it).
    const inOrder = ideas.map((idea) => idea.id).sort();
    expect(group!.assignments.map((entry) => entry.ideaGuid)).toEqual(inOrder.slice(0, QUEUE_PAGE_SIZE));

    const cursor = group!.nextCursor!;
    const next = await me.evaluation.review.queuePage({ stageGuid: stage, cursor });
    expect(next.nextCursor).toBeNull();
    expect(next.assignments.map((entry) => entry.ideaGuid)).toEqual(inOrder.slice(QUEUE_PAGE_SIZE));
    // The review page's next and previous follow the same order across the pages.
    const last = await me.evaluation.review.byGuid({ assignmentGuid: group!.assignments.at(-1)!.assignmentGuid });
    expect(last.nextGuid).toBe(next.assignments[0]!.assignmentGuid);

    // Someone else given the same position reads their own assignments only: none here; a visitor is refused; bad input names its key.
    expect(await (await as(fixture.personas.participant)).evaluation.review.queuePage({ stageGuid: stage, cursor })).toEqual({ assignments: [], nextCursor: null });
    await expectAppError((await as(null)).evaluation.review.queuePage({ stageGuid: stage, cursor }), 'not-authenticated');
    await expectAppError(me.evaluation.review.queuePage({ stageGuid: stage, cursor: 'nope' }), 'invalid-input');
  });

  it('autosaves a draft, submits it once every criterion is scored, and keeps it read-only until a coach reopens it', async () => {
    const { criteria, ideas, evaluators, coach, assignmentOf } = await reviewing(2, 1);
    const me = await as(evaluators[0]!);
    const first = await assignmentOf(ideas[0]!, evaluators[0]!);
    const page = await me.evaluation.review.byGuid({ assignmentGuid: first });
    expect(page.criteria.map((criterion) => [criterion.nameEn, criterion.score])).toEqual([
      ['Impact', null],
      ['Feasibility', null],
    ]);
    expect(page.abilities).toEqual({ edit: true, reopen: false, declareConflict: true });
    expect(page.nextGuid).toBe(await assignmentOf(ideas[1]!, evaluators[0]!));
    expect(page.previousGuid).toBeNull();
    expect(page.idea.authors).toEqual(['Wanda Writer']);

    await me.evaluation.review.save({ assignmentGuid: first, scores: [{ criterionGuid: criteria[0], score: 4, comment: 'Good reach' }] });
    await me.evaluation.review.save({ assignmentGuid: first, scores: [{ criterionGuid: criteria[1], score: null, comment: 'Unsure' }] });
    const reloaded = await me.evaluation.review.byGuid({ assignmentGuid: first });
    expect(reloaded.criteria.map((criterion) => [criterion.score, criterion.comment])).toEqual([
      [4, 'Good reach'],
      [null, 'Unsure'],
    ]);

    // Submitting needs every criterion: the error names the first one missing.
    await expectAppError(me.evaluation.review.submit({ assignmentGuid: first, scores: [] }), 'review-score-missing', `scores.${criteria[1]}`);
    await expectAppError(me.evaluation.review.save({ assignmentGuid: first, scores: [{ criterionGuid: criteria[0], score: 6, comment: '' }] }), 'review-score-out-of-scale', `scores.${criteria[0]}`);
    await expectAppError(me.evaluation.review.save({ assignmentGuid: first, scores: [{ criterionGuid: criteria[1], score: 11, comment: '' }] }), 'review-score-out-of-scale', 'scores.0.score');
    await expectAppError(me.evaluation.review.save({ assignmentGuid: first, scores: [{ criterionGuid: criteria[1], score: 0, comment: '' }] }), 'review-score-out-of-scale', 'scores.0.score');
    await expectAppError(me.evaluation.review.save({ assignmentGuid: first, scores: [{ criterionGuid: criteria[1], score: 1, comment: 'x'.repeat(4001) }] }), 'VALUE_TOO_LONG', 'scores.0.comment');
    // A criterion of another stage's scorecard is not this review's.
    const other = await reviewing(0, 0);
    await expectAppError(me.evaluation.review.save({ assignmentGuid: first, scores: [{ criterionGuid: other.criteria[0], score: 1, comment: '' }] }), 'not-found');

    const submitted = await me.evaluation.review.submit({ assignmentGuid: first, scores: [{ criterionGuid: criteria[1], score: 7, comment: 'Unsure' }] });
    expect(submitted).toMatchObject({ state: 'submitted', abilities: { edit: false, reopen: false } });
    expect(submitted.submittedAt).not.toBeNull();
    await expectAppError(me.evaluation.review.save({ assignmentGuid: first, scores: [] }), 'review-submitted-already');
    await expectAppError(me.evaluation.review.submit({ assignmentGuid: first, scores: [] }), 'review-submitted-already');
    expect((await me.evaluation.review.queue())[0]).toMatchObject({ done: 1, total: 2 });

    await expectAppError(me.evaluation.review.reopen({ assignmentGuid: first }), 'forbidden');
    const reopened = await coach.evaluation.review.reopen({ assignmentGuid: first });
    expect(reopened).toMatchObject({ state: 'open', submittedAt: null });
    await expectAppError(coach.evaluation.review.reopen({ assignmentGuid: first }), 'review-not-submitted');
    expect((await me.evaluation.review.byGuid({ assignmentGuid: first })).criteria.map((criterion) => criterion.score)).toEqual([4, 7]);
  });

  it('only the assigned evaluator reads and writes a review; coaches read it; other evaluators, participants and other sites are refused', async () => {
    const { criteria, ideas, evaluators, assignmentOf, coach } = world;
    const assignment = await assignmentOf(ideas[0]!, evaluators[0]!);
    const input = { assignmentGuid: assignment, scores: [{ criterionGuid: criteria[0], score: 3, comment: '' }] };
    for (const user of [evaluators[1]!, fixture.personas.participant, world.writer]) {
      const caller = await as(user);
      await expectAppError(caller.evaluation.review.byGuid({ assignmentGuid: assignment }), 'forbidden');
      await expectAppError(caller.evaluation.review.save(input), 'forbidden');
      await expectAppError(caller.evaluation.review.submit(input), 'forbidden');
      await expectAppError(caller.evaluation.review.reopen({ assignmentGuid: assignment }), 'forbidden');
    }
    const outsider = await as(fixture.personas.outsider);
    await expectAppError(outsider.evaluation.review.byGuid({ assignmentGuid: assignment }), 'not-found');
    await expectAppError(outsider.evaluation.review.save(input), 'not-found');
    await expectAppError((await as(null)).evaluation.review.byGuid({ assignmentGuid: assignment }), 'not-authenticated');
    await expectAppError((await as(fixture.personas.inactiveUser)).evaluation.review.save(input), 'user-not-active');
    // The coach reads but does not write someone's review.
    expect((await coach.evaluation.review.byGuid({ assignmentGuid: assignment })).abilities).toEqual({ edit: false, reopen: false, declareConflict: false });
    await expectAppError(coach.evaluation.review.save(input), 'forbidden');
  });

  it('blind mode hides the authors from evaluators, and the other reviews until their own is submitted; coaches see everything', async () => {
    const { stage, criteria, ideas, evaluators, coach, assignmentOf } = await reviewing(1, 3);
    const [idea] = ideas as [Idea];
    const em = testOrm().em.fork();
    em.create(IdeaAuthorSchema, { idea: idea.id, user: fixture.personas.participant.id, status: 'accepted' });
    await em.flush();
    await coach.evaluation.saveReviewSettings({ stageGuid: stage, blindReview: true, advance: null, decline: null });
    const [first, second, third] = await Promise.all(evaluators.map((evaluator) => as(evaluator)));
    const mine = await Promise.all(evaluators.map((evaluator) => assignmentOf(idea, evaluator)));

    await first!.evaluation.review.submit({ assignmentGuid: mine[0]!, scores: full(criteria, 5, 10) });
    const blind = await second!.evaluation.review.byGuid({ assignmentGuid: mine[1]! });
    expect(blind.idea.authors).toBeNull();
    expect(blind.otherReviews).toBeNull();
    expect(blind.stage.blindReview).toBe(true);
    const seen = await second!.evaluation.review.submit({ assignmentGuid: mine[1]!, scores: full(criteria, 1, 1) });
    expect(seen.idea.authors).toBeNull();
    expect(seen.otherReviews).toEqual([{ evaluatorName: null, score: 100, scores: [expect.objectContaining({ score: 5, comment: 'Solid' }), expect.objectContaining({ score: 10 })] }]);
    expect((await third!.evaluation.review.byGuid({ assignmentGuid: mine[2]! })).otherReviews).toBeNull();

    const coachView = await coach.evaluation.review.byGuid({ assignmentGuid: mine[2]! });
    expect(coachView.idea.authors?.sort()).toEqual([`${fixture.personas.participant.firstName} ${fixture.personas.participant.lastName}`.trim(), 'Wanda Writer'].sort());
    expect(coachView.otherReviews?.map((review) => [review.evaluatorName, review.score])).toEqual([
      ['Eva0 Luator', 100],
      ['Eva1 Luator', 0],
    ]);

    // Without blind mode an evaluator sees the authors and the submitted reviews, with names.
    await coach.evaluation.saveReviewSettings({ stageGuid: stage, blindReview: false, advance: null, decline: null });
    const open = await third!.evaluation.review.byGuid({ assignmentGuid: mine[2]! });
    expect(open.idea.authors).toHaveLength(2);
    expect(open.otherReviews?.map((review) => review.evaluatorName)).toEqual(['Eva0 Luator', 'Eva1 Luator']);
  });

  it('a declared conflict gives the open assignment up, and the coach sees the idea unassigned', async () => {
    const { stage, ideas, evaluators, coach, assignmentOf } = await reviewing(1, 1);
    const assignment = await assignmentOf(ideas[0]!, evaluators[0]!);
    const me = await as(evaluators[0]!);
    await me.evaluation.conflict.declare({ ideaGuid: ideas[0]!.id });
    await expectAppError(me.evaluation.review.byGuid({ assignmentGuid: assignment }), 'not-found');
    expect(await me.evaluation.review.queue()).toEqual([]);
    expect((await coach.evaluation.assignment.overview({ stageGuid: stage })).unassignedIdeaCount).toBe(1);
  });

  describe('stage rules', () => {
    it('a coach sets blind mode and rules; each invalid value is refused with its key; only coaches of this site', async () => {
      const { stage, shortlist, declined, coach } = await reviewing(0, 0);
      const saved = await coach.evaluation.saveReviewSettings({ stageGuid: stage, blindReview: true, advance: { toStageGuid: shortlist, threshold: 70, minReviews: 2 }, decline: { toStageGuid: declined, threshold: 30.5, minReviews: 3 } });
      expect(saved).toMatchObject({ blindReview: true, advance: { toStageGuid: shortlist, threshold: 70, minReviews: 2 }, decline: { toStageGuid: declined, threshold: 30.5, minReviews: 3 } });
      expect(saved.targets.map((target) => target.nameEn)).toEqual(['Shortlist', 'Declined']);
      expect(await coach.evaluation.reviewSettings({ stageGuid: stage })).toEqual(saved);
      expect((await coach.evaluation.saveReviewSettings({ stageGuid: stage, blindReview: false, advance: null, decline: { toStageGuid: declined, threshold: 20, minReviews: 1 } })).advance).toBeNull();

      const save = (advance: { toStageGuid: string; threshold: number; minReviews: number }) => coach.evaluation.saveReviewSettings({ stageGuid: stage, blindReview: false, advance, decline: null });
      await expectAppError(save({ toStageGuid: stage, threshold: 50, minReviews: 1 }), 'stage-rule-same-stage', 'advance.toStageGuid');
      await expectAppError(save({ toStageGuid: shortlist, threshold: 101, minReviews: 1 }), 'stage-rule-threshold-range', 'advance.threshold');
      await expectAppError(save({ toStageGuid: shortlist, threshold: -1, minReviews: 1 }), 'stage-rule-threshold-range', 'advance.threshold');
      await expectAppError(save({ toStageGuid: shortlist, threshold: 50, minReviews: 0 }), 'stage-rule-min-reviews-range', 'advance.minReviews');
      await expectAppError(save({ toStageGuid: shortlist, threshold: 50, minReviews: 51 }), 'stage-rule-min-reviews-range', 'advance.minReviews');
      const elsewhere = await reviewing(0, 0);
      await expectAppError(save({ toStageGuid: elsewhere.shortlist, threshold: 50, minReviews: 1 }), 'not-found');

      for (const user of [fixture.personas.participant, world.evaluators[0]!]) {
        await expectAppError((await as(user)).evaluation.reviewSettings({ stageGuid: stage }), 'forbidden');
        await expectAppError((await as(user)).evaluation.saveReviewSettings({ stageGuid: stage, blindReview: true, advance: null, decline: null }), 'forbidden');
      }
      await expectAppError((await as(fixture.personas.outsider)).evaluation.saveReviewSettings({ stageGuid: stage, blindReview: true, advance: null, decline: null }), 'not-found');
      expect((await (await as(fixture.personas.orgAdmin)).evaluation.reviewSettings({ stageGuid: stage })).stageGuid).toBe(stage);
    });

    it('moves an idea once enough submitted reviews reach the threshold, as the rule\'s move, which undoes like any other', async () => {
      const { campaign, stage, shortlist, declined, criteria, ideas, evaluators, coach, assignmentOf } = await reviewing(2, 3);
      await coach.evaluation.saveReviewSettings({ stageGuid: stage, blindReview: false, advance: { toStageGuid: shortlist, threshold: 60, minReviews: 2 }, decline: { toStageGuid: declined, threshold: 25, minReviews: 2 } });
      const callers = await Promise.all(evaluators.map((evaluator) => as(evaluator)));
      const submit = async (idea: Idea, index: number, first: number, second: number) =>
        callers[index]!.evaluation.review.submit({ assignmentGuid: await assignmentOf(idea, evaluators[index]!), scores: full(criteria, first, second) });
      const stageOf = async (idea: Idea) => (await coach.stages.ideas({ campaignSlug: campaign.slug, stageGuid: shortlist, page: 1 })).ideas.some((entry) => entry.guid === idea.id);

      // One review of 100 is not yet enough reviews; the second (37.5: impact 50 weighs 3, feasibility 0 weighs 1) makes the mean 68.75.
      await submit(ideas[0]!, 0, 5, 10);
      expect(await stageOf(ideas[0]!)).toBe(false);
      await submit(ideas[0]!, 1, 3, 1);
      expect(await stageOf(ideas[0]!)).toBe(true);
      const [move] = await coach.stages.moves({ campaignSlug: campaign.slug });
      expect(move).toMatchObject({ ideaGuid: ideas[0]!.id, movedBy: null, toStage: { nameEn: 'Shortlist' }, fromStatus: 'PUBLISHED', toStatus: 'candidate' });
      expect(move!.reason).toBe('Stage rule: mean ≥ 60 with at least 2 reviews (mean 68.8 of 2)');
      // The log says it from these figures, in the viewer's language.
      expect(move!.ruleReason).toEqual({ kind: 'advance', threshold: 60, minReviews: 2, mean: 68.75, reviews: 2 });
      // A later submit does not move the idea again: it has left the stage.
      await submit(ideas[0]!, 2, 1, 1);
      expect((await coach.stages.moves({ campaignSlug: campaign.slug })).filter((entry) => entry.ideaGuid === ideas[0]!.id)).toHaveLength(1);

      // Declining: two low reviews.
      await submit(ideas[1]!, 0, 1, 1);
      await submit(ideas[1]!, 1, 2, 3);
      const [declining] = await coach.stages.moves({ campaignSlug: campaign.slug });
      expect(declining).toMatchObject({ ideaGuid: ideas[1]!.id, movedBy: null, toStage: { nameEn: 'Declined' }, toStatus: 'declined' });

      // The coach undoes the rule's move: the idea is back in Review.
      await coach.stages.undo({ moveGuid: move!.guid });
      expect(await stageOf(ideas[0]!)).toBe(false);
      const [status] = await sql<{ status: string }>('select status from idea where id = ?', [ideas[0]!.id]);
      expect(status!.status).toBe('PUBLISHED');
    });

    it('concurrent submits for one idea keep the consensus exact and fire the rule exactly once', async () => {
      const { campaign, stage, shortlist, criteria, ideas, evaluators, coach, assignmentOf } = await reviewing(1, 5);
      const [idea] = ideas as [Idea];
      await coach.evaluation.saveReviewSettings({ stageGuid: stage, blindReview: false, advance: { toStageGuid: shortlist, threshold: 50, minReviews: 3 }, decline: null });
      const callers = await Promise.all(evaluators.map((evaluator) => as(evaluator)));
      const assignments = await Promise.all(evaluators.map((evaluator) => assignmentOf(idea, evaluator)));
      await Promise.all(callers.map((caller, index) => caller.evaluation.review.submit({ assignmentGuid: assignments[index]!, scores: full(criteria, 5, 10) })));
      const moves = (await coach.stages.moves({ campaignSlug: campaign.slug })).filter((entry) => entry.ideaGuid === idea.id);
      expect(moves).toHaveLength(1);
      expect(moves[0]!.reason).toBe('Stage rule: mean ≥ 50 with at least 3 reviews (mean 100 of 3)');
      expect(moves[0]!.ruleReason).toEqual({ kind: 'advance', threshold: 50, minReviews: 3, mean: 100, reviews: 3 });
      const [counts] = await sql<{ submitted: number }>(`select count(*)::int as submitted from review_assignment where idea_id = ? and state = 'submitted'`, [idea.id]);
      expect(counts!.submitted).toBe(5);
    });
  });
});
