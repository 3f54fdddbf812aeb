import { beforeAll, describe, expect, it } from 'vitest';
import { consensus, normalisedScore, reviewScore } from '#shared/review-scores.ts';
import type { CriterionInput } from '#shared/schemas/evaluation.ts';
import type { Idea } from '#server/entities/idea.entity.ts';
import type { User } from '#server/entities/user.entity.ts';
import { createCampaignRow } from '../factories/campaign.factory';
import { createIdeaRow } from '../factories/idea.factory';
import { createUser } from '../factories/user.factory';
import { createPersonas, type Personas } from '../support/personas';
import { callerFor } from '../support/callers';
import { expectAppError } from '../support/errors';
import { testOrm } from '../support/test-database';

const sql = <T extends object>(query: string, params: unknown[] = []) => testOrm().em.fork().getConnection().execute<T[]>(query, params);
const DUE = '2030-06-30';

interface KeptRow {
  idea_id: string;
  organisation_id: string;
  assigned: number;
  submitted: number;
  mean: number | null;
  spread: number | null;
  criterion_means: Record<string, number>;
}

/**
 * The consensus a stage's rows should hold, reckoned in TypeScript with review-scores.ts from the
 * source rows: every assigned idea, its submitted reviews' weighted means, each criterion's mean.
 */
async function expectedRows(stageId: string): Promise<Map<string, Omit<KeptRow, 'idea_id' | 'organisation_id'>>> {
  const assignments = await sql<{ id: string; idea_id: string; state: string }>('select id, idea_id, state from review_assignment where stage_id = ?', [stageId]);
  const scores = await sql<{ assignment_id: string; criterion_id: string; score: number; scale: number; weight: number }>(
    `select rs.assignment_id, rs.criterion_id, rs.score, c.scale, c.weight from review_score rs join scorecard_criterion c on c.id = rs.criterion_id
     join review_assignment a on a.id = rs.assignment_id where a.stage_id = ? and a.state = 'submitted' and rs.score is not null`,
    [stageId],
  );
  const expected = new Map<string, Omit<KeptRow, 'idea_id' | 'organisation_id'>>();
  for (const ideaId of new Set(assignments.map((row) => row.idea_id))) {
    const submitted = assignments.filter((row) => row.idea_id === ideaId && row.state === 'submitted');
    const reviewScores = submitted.flatMap((assignment) => {
      const score = reviewScore(scores.filter((row) => row.assignment_id === assignment.id).map((row) => ({ score: row.score, scale: row.scale, weight: Number(row.weight) })));
      return score === null ? [] : [score];
    });
    const panel = consensus(reviewScores);
    const byCriterion = new Map<string, number[]>();
    for (const row of scores.filter((score) => submitted.some((assignment) => assignment.id === score.assignment_id))) {
      byCriterion.set(row.criterion_id, [...(byCriterion.get(row.criterion_id) ?? []), normalisedScore(row)]);
    }
    expected.set(ideaId, {
      assigned: assignments.filter((row) => row.idea_id === ideaId).length,
      submitted: panel.reviews,
      mean: panel.mean,
      spread: panel.spread,
      criterion_means: Object.fromEntries([...byCriterion].map(([id, values]) => [id, values.reduce((sum, value) => sum + value, 0) / values.length])),
    });
  }
  return expected;
}

/** The kept rows of a stage equal what its source rows say, to the last digits. */
async function expectExact(stageId: string): Promise<KeptRow[]> {
  const kept = await sql<KeptRow>('select idea_id, organisation_id, assigned, submitted, mean, spread, criterion_means from review_consensus where stage_id = ? order by idea_id', [stageId]);
  const expected = await expectedRows(stageId);
  expect(kept.map((row) => row.idea_id).sort()).toEqual([...expected.keys()].sort());
  for (const row of kept) {
    const want = expected.get(row.idea_id)!;
    expect({ assigned: row.assigned, submitted: row.submitted }).toEqual({ assigned: want.assigned, submitted: want.submitted });
    for (const key of ['mean', 'spread'] as const) {
      if (want[key] === null) expect(row[key]).toBeNull();
      else expect(row[key]).toBeCloseTo(want[key], 9);
    }
    expect(Object.keys(row.criterion_means).sort()).toEqual(Object.keys(want.criterion_means).sort());
    for (const [id, mean] of Object.entries(want.criterion_means)) expect(row.criterion_means[id]).toBeCloseTo(mean, 9);
  }
  return kept;
}

/**
 * The consensus kept per (stage, idea) (issue 33 item 9): the database's triggers keep it exact
 * through every write the product makes (submit, reopen and resubmit, reviews submitted at once,
 * a scorecard's new weights or a removed criterion, assignments dealt afresh, reassigned or taken
 * back), and the table that reads it stays the site's own.
 */
describe('the kept consensus', () => {
  let personas: Personas;
  const as = async (user: User) => (await callerFor(user, { org: user.organisation })).caller;
  beforeAll(async () => {
    personas = await createPersonas();
  });

  const impact: CriterionInput = { nameEn: 'Impact', nameSv: 'Nytta', scale: 5, weight: 2 };
  const cost: CriterionInput = { nameEn: 'Cost', nameSv: 'Kostnad', scale: 10, weight: 1 };

  /** A stage of the coach's campaign scored on Impact and Cost, `ideaCount` ideas in it and `evaluatorCount` evaluators, every idea assigned to each. */
  async function stageWith(ideaCount: number, evaluatorCount: number) {
    const { org, coach } = personas;
    const campaign = await createCampaignRow({ organisation: org, coach });
    const writer = await createUser({ organisation: org });
    const ideas: Idea[] = [];
    for (let index = 0; index < ideaCount; index += 1) ideas.push(await createIdeaRow({ campaign, author: writer, name: `Kept ${index}` }));
    const evaluators = await Promise.all(Array.from({ length: evaluatorCount }, () => createUser({ organisation: org })));
    const caller = await as(coach);
    const stage = (await caller.stages.savePipeline({ campaignSlug: campaign.slug, stages: [{ nameEn: 'Review', nameSv: 'Granskning', participantView: 'stage', reportsStatus: 'PUBLISHED' }] })).stages[0]!.guid;
    const { criteria } = await caller.evaluation.saveScorecard({ stageGuid: stage, criteria: [impact, cost] });
    for (const evaluator of evaluators) await caller.evaluation.evaluator.add({ campaignSlug: campaign.slug, email: evaluator.email });
    await caller.evaluation.assignment.create({ stageGuid: stage, ideaGuids: ideas.map((idea) => idea.id), evaluatorGuids: evaluators.map((evaluator) => evaluator.id), dueDate: DUE });
    const assignmentOf = async (idea: Idea, evaluator: User) =>
      (await sql<{ id: string }>('select id from review_assignment where stage_id = ? and idea_id = ? and evaluator_id = ?', [stage, idea.id, evaluator.id]))[0]!.id;
    /** `evaluator` submits their review of `idea` through the procedure: Impact and Cost. */
    const submit = async (idea: Idea, evaluator: User, [first, second]: [number, number]) =>
      (await as(evaluator)).evaluation.review.submit({
        assignmentGuid: await assignmentOf(idea, evaluator),
        scores: [
          { criterionGuid: criteria[0]!.guid, score: first, comment: '' },
          { criterionGuid: criteria[1]!.guid, score: second, comment: '' },
        ],
      });
    return { campaign, stage, criteria, ideas, evaluators, coach: caller, submit, assignmentOf };
  }

  it('follows submits, a reopened review and its resubmission', async () => {
    const { stage, ideas, evaluators, coach, submit, assignmentOf } = await stageWith(2, 3);
    const [a, b] = ideas as [Idea, Idea];
    const [first, second, third] = evaluators as [User, User, User];
    // Assigned, nothing in yet: each idea's row counts its reviews asked for and has no figure.
    expect((await expectExact(stage)).map((row) => [row.assigned, row.submitted, row.mean])).toEqual([
      [3, 0, null],
      [3, 0, null],
    ]);
    await submit(a, first, [5, 10]);
    await submit(a, second, [1, 1]);
    await submit(b, third, [3, 4]);
    await expectExact(stage);
    // A draft saved on an open review changes nothing the table shows.
    await (await as(third)).evaluation.review.save({ assignmentGuid: await assignmentOf(a, third), scores: [{ criterionGuid: (await coach.evaluation.scorecard({ stageGuid: stage })).criteria[0]!.guid, score: 5, comment: 'Draft' }] });
    const afterDraft = await expectExact(stage);
    expect(afterDraft.find((row) => row.idea_id === a.id)!.submitted).toBe(2);

    await coach.evaluation.review.reopen({ assignmentGuid: await assignmentOf(a, second) });
    const reopened = (await expectExact(stage)).find((row) => row.idea_id === a.id)!;
    expect([reopened.submitted, reopened.spread]).toEqual([1, 0]);
    await submit(a, second, [4, 7]);
    const table = await coach.evaluation.consensus.table({ stageGuid: stage });
    const row = table.ideas.find((idea) => idea.guid === a.id)!;
    const kept = (await expectExact(stage)).find((candidate) => candidate.idea_id === a.id)!;
    expect(row).toMatchObject({ submitted: 2, assigned: 3, mean: kept.mean, spread: kept.spread });
  });

  it('stays exact under reviews of one idea submitted at once by every evaluator', async () => {
    const { stage, ideas, evaluators, submit } = await stageWith(2, 6);
    const scores: [number, number][] = [[1, 1], [5, 10], [3, 3], [2, 9], [4, 4], [5, 6]];
    await Promise.all(evaluators.flatMap((evaluator, index) => [submit(ideas[0]!, evaluator, scores[index]!), submit(ideas[1]!, evaluator, scores[5 - index]!)]));
    const kept = await expectExact(stage);
    expect(kept.map((row) => row.submitted)).toEqual([6, 6]);
  });

  it('makes a second writer of the same idea wait for the first, then count both reviews', async () => {
    const { stage, criteria, ideas, evaluators, assignmentOf } = await stageWith(1, 2);
    const ids = await Promise.all(evaluators.map((evaluator) => assignmentOf(ideas[0]!, evaluator)));
    // Drafts first (no refresh while open), then each submitted in a transaction of its own with no
    // lock of the service's: only the trigger's row lock stands between the two.
    for (const [index, evaluator] of evaluators.entries()) {
      await (await as(evaluator)).evaluation.review.save({ assignmentGuid: ids[index]!, scores: criteria.map((criterion, position) => ({ criterionGuid: criterion.guid, score: index * 3 + position + 1, comment: '' })) });
    }
    const submitIn = (id: string, hold: Promise<void> = Promise.resolve()) =>
      testOrm().em.fork().transactional(async (tx) => {
        await tx.getConnection().execute(`update review_assignment set state = 'submitted', submitted_at = now() where id = ?`, [id], 'all', tx.getTransactionContext());
        await hold;
      });
    let release = () => {};
    const first = submitIn(ids[0]!, new Promise<void>((resolve) => (release = resolve)));
    await expect.poll(async () => (await sql<{ locked: boolean }>(`select exists (select 1 from pg_locks where relation = 'review_consensus'::regclass and mode = 'RowShareLock') as locked`))[0]!.locked).toBe(true);
    const second = submitIn(ids[1]!);
    await expect.poll(async () => (await sql(`select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`)).length).toBe(1);
    release();
    await Promise.all([first, second]);
    expect((await expectExact(stage))[0]!.submitted).toBe(2);
  });

  it('follows the scorecard: a new weight or scale, a removed criterion, a new one', async () => {
    const { stage, criteria, ideas, evaluators, coach, submit } = await stageWith(3, 2);
    for (const [index, idea] of ideas.entries()) {
      await submit(idea, evaluators[0]!, [1 + index, 10 - index]);
      await submit(idea, evaluators[1]!, [5 - index, 2 + index]);
    }
    const before = await expectExact(stage);
    const [impactGuid, costGuid] = criteria.map((criterion) => criterion.guid) as [string, string];
    await coach.evaluation.saveScorecard({ stageGuid: stage, criteria: [{ ...impact, guid: impactGuid, weight: 0.5 }, { ...cost, guid: costGuid, weight: 3 }] });
    const reweighted = await expectExact(stage);
    expect(reweighted.map((row) => row.mean)).not.toEqual(before.map((row) => row.mean));
    // A reworded criterion keeps its figures; no row is rewritten.
    const stamps = await sql<{ updated_at: string }>('select updated_at from review_consensus where stage_id = ? order by idea_id', [stage]);
    await coach.evaluation.saveScorecard({ stageGuid: stage, criteria: [{ ...impact, guid: impactGuid, weight: 0.5, nameEn: 'Reach' }, { ...cost, guid: costGuid, weight: 3 }] });
    expect(await sql('select updated_at from review_consensus where stage_id = ? order by idea_id', [stage])).toEqual(stamps);
    // Cost goes (its scores with it) and a new criterion comes, unscored.
    await coach.evaluation.saveScorecard({ stageGuid: stage, criteria: [{ ...impact, guid: impactGuid, weight: 0.5 }, { nameEn: 'Novelty', nameSv: 'Nyhet', scale: 5, weight: 1 }] });
    const narrowed = await expectExact(stage);
    expect(narrowed.every((row) => Object.keys(row.criterion_means).join() === impactGuid)).toBe(true);
  });

  it('follows assignments dealt afresh, reassigned and taken back, keeping finished reviews', async () => {
    const { campaign, stage, ideas, evaluators, coach, submit, assignmentOf } = await stageWith(4, 3);
    await submit(ideas[0]!, evaluators[0]!, [4, 8]);
    await submit(ideas[1]!, evaluators[1]!, [2, 3]);
    // Dealt afresh, two reviews an idea: the open ones go, the finished ones count.
    await coach.evaluation.assignment.auto({ stageGuid: stage, reviewsPerIdea: 2, dueDate: DUE, replaceOpen: true });
    const dealt = await expectExact(stage);
    expect(dealt.map((row) => row.assigned)).toEqual([2, 2, 2, 2]);
    expect(dealt.find((row) => row.idea_id === ideas[0]!.id)!.submitted).toBe(1);

    // Reassigning an open review changes no figure; taking it back lowers the reviews asked for.
    const [open] = await sql<{ id: string; idea_id: string; evaluator_id: string }>(
      `select id, idea_id, evaluator_id from review_assignment where stage_id = ? and idea_id = ? and state = 'open'`,
      [stage, ideas[2]!.id],
    );
    const free = (
      await sql<{ id: string }>('select u.id from app_user u where u.id in (?) and u.id not in (select evaluator_id from review_assignment where stage_id = ? and idea_id = ?)', [
        evaluators.map((evaluator) => evaluator.id),
        stage,
        ideas[2]!.id,
      ])
    )[0]!.id;
    await coach.evaluation.assignment.reassign({ assignmentGuid: open!.id, evaluatorGuid: free });
    await expectExact(stage);
    await coach.evaluation.assignment.remove({ assignmentGuids: [open!.id] });
    expect((await expectExact(stage)).find((row) => row.idea_id === ideas[2]!.id)!.assigned).toBe(1);

    // An evaluator who leaves takes their open reviews along; their finished one stays in the figures.
    await coach.evaluation.evaluator.remove({ campaignSlug: campaign.slug, userGuid: evaluators[0]!.id });
    const left = await expectExact(stage);
    expect(left.find((row) => row.idea_id === ideas[0]!.id)!.submitted).toBe(1);
    expect(await assignmentOf(ideas[0]!, evaluators[0]!)).toBeDefined();

    // An idea that goes takes its row along.
    await sql('delete from idea where id = ?', [ideas[3]!.id]);
    expect((await expectExact(stage)).map((row) => row.idea_id)).not.toContain(ideas[3]!.id);
  });

  it('is rebuilt by the migration\'s backfill to the same rows', async () => {
    const { stage, ideas, evaluators, submit } = await stageWith(2, 2);
    await submit(ideas[0]!, evaluators[0]!, [3, 6]);
    await submit(ideas[0]!, evaluators[1]!, [5, 2]);
    const kept = await expectExact(stage);
    await sql('delete from review_consensus where stage_id = ?', [stage]);
    await sql('select refresh_review_consensus(array_agg(stage_id), array_agg(idea_id)) from (select distinct stage_id, idea_id from review_assignment where stage_id = ?) pairs having count(*) > 0', [stage]);
    expect(await expectExact(stage)).toEqual(kept);
  });

  it('keeps each row in its site, and refuses another site\'s stage', async () => {
    const { stage, ideas, evaluators, submit } = await stageWith(1, 1);
    await submit(ideas[0]!, evaluators[0]!, [2, 2]);
    expect((await expectExact(stage)).map((row) => row.organisation_id)).toEqual([personas.org.id]);
    // The other site's admin, on their own site, finds no such stage.
    const outsider = await as(personas.outsider);
    await expectAppError(outsider.evaluation.consensus.table({ stageGuid: stage }), 'not-found');
    await expectAppError(outsider.evaluation.consensus.calibration({ stageGuid: stage }), 'not-found');
  });
});
