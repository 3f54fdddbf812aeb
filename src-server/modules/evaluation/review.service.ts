import type { ReviewSaveInput } from '#shared/schemas/reviews.ts';
import type { AssignmentState } from '#shared/schemas/evaluation.ts';
import { reviewScore } from '#shared/review-scores.ts';
import { AppError } from '#server/errors/app-error.ts';
import type { AuthedContext } from '#server/trpc/context.ts';
import { ReviewAssignmentSchema, ScorecardCriterionSchema, type ReviewAssignment, type ScorecardCriterion } from '#server/entities/evaluation.entity.ts';
import { CampaignStageSchema, type CampaignStage } from '#server/entities/stage.entity.ts';
import { publishEvent } from '#server/realtime/realtime-events.ts';
import { coachedCampaign } from '#server/modules/stages/coached-campaign.ts';
import { runner, type Run } from './assignment-store';
import { reviewedIdea, type ReviewedIdea } from './review-idea';
import { queueNeighbours } from './review-queue';
import { applyStageRules } from './stage-rules.service';

export interface OtherReview {
  /** Null in blind mode for an evaluator: they see the scores, not who gave them. */
  evaluatorName: string | null;
  score: number | null;
  scores: { criterionGuid: string; score: number | null; comment: string }[];
}

export interface ReviewPage {
  assignment: ReviewAssignment;
  stage: CampaignStage;
  criteria: ScorecardCriterion[];
  idea: ReviewedIdea;
  /** The viewer is the assignment's evaluator (else a coach of the campaign, reading). */
  isOwn: boolean;
  isCoach: boolean;
  scores: Map<string, { score: number | null; comment: string }>;
  /** The idea's other submitted reviews in the stage; null while blind mode hides them from this viewer. */
  others: OtherReview[] | null;
  previous: string | null;
  next: string | null;
}

/**
 * An assignment's review as its viewer may see it (issue 33 item 4): its evaluator, or a coach of
 * the campaign (who sees everything). In a blind stage an evaluator sees neither the idea's authors
 * nor the other reviews until their own is submitted, and never who gave them.
 */
export async function reviewPage(ctx: AuthedContext, assignmentGuid: string): Promise<ReviewPage> {
  const { assignment, isOwn, isCoach } = await readableAssignment(ctx, assignmentGuid);
  const stage = await ctx.em.findOneOrFail(CampaignStageSchema, { id: assignment.stage.id, organisation: ctx.site.id });
  const [criteria, idea, scores, neighbours] = await Promise.all([
    criteriaOf(ctx, stage.id),
    reviewedIdea(ctx, assignment.idea.id),
    scoresOf(runner(ctx.em), [assignment.id]),
    isOwn ? queueNeighbours(ctx, assignment.id) : { previous: null, next: null },
  ]);
  const seesOthers = isCoach || !stage.blindReview || assignment.state !== 'open';
  return {
    assignment,
    stage,
    criteria,
    idea,
    isOwn,
    isCoach,
    scores: scores.get(assignment.id) ?? new Map(),
    others: seesOthers ? await otherReviews(ctx, assignment, criteria, isCoach || !stage.blindReview) : null,
    ...neighbours,
  };
}

/** The evaluator saves their draft (autosave): each criterion's score (or none yet) and comment. */
export async function saveReview(ctx: AuthedContext, input: ReviewSaveInput): Promise<void> {
  const { assignment, criteria } = await ownAssignment(ctx, input);
  await ctx.em.transactional(async (tx) => {
    const run = runner(tx);
    await lockOpen(run, assignment.id);
    await writeScores(ctx, run, assignment, input.scores, criteria);
  });
}

/**
 * The evaluator submits their review: every criterion scored (else `review-score-missing` on the
 * first one missing), after which it is read-only for them. The stage's consensus changes, so the
 * event goes out and the stage's rules run, in the same transaction. Submits for one idea take its
 * row's lock first, one after the other, so each reads the reviews submitted before it and a rule
 * moves the idea once (the kept consensus is exact without it: its trigger locks its own rows).
 */
export async function submitReview(ctx: AuthedContext, input: ReviewSaveInput): Promise<void> {
  const { assignment, criteria } = await ownAssignment(ctx, input);
  const stage = await ctx.em.findOneOrFail(CampaignStageSchema, { id: assignment.stage.id, organisation: ctx.site.id });
  await ctx.em.transactional(async (tx) => {
    const run = runner(tx);
    await shareStage(run, stage.id);
    await run('select id from idea where id = ? for no key update', [assignment.idea.id]);
    await lockOpen(run, assignment.id);
    await writeScores(ctx, run, assignment, input.scores, criteria);
    const saved = (await scoresOf(run, [assignment.id])).get(assignment.id);
    const missing = criteria.find((criterion) => saved?.get(criterion.id)?.score == null);
    if (missing) throw new AppError('review-score-missing', { fieldErrors: { [`scores.${missing.id}`]: ['review-score-missing'] } });
    await run(`update review_assignment set state = 'submitted', submitted_at = now(), updated_at = now() where id = ?`, [assignment.id]);
    await publishEvent(tx, { kind: 'review-submitted', organisationId: ctx.site.id, campaignId: assignment.campaign.id, stageId: stage.id, ideaId: assignment.idea.id });
    await applyStageRules(tx, ctx, { campaignId: assignment.campaign.id, stage, ideaId: assignment.idea.id, submitter: ctx.viewer });
  });
}

/** A coach of the campaign reopens a submitted review: it is open for its evaluator again and leaves the consensus. */
export async function reopenReview(ctx: AuthedContext, assignmentGuid: string): Promise<void> {
  const assignment = await findAssignment(ctx, assignmentGuid);
  await coachedCampaign(ctx, { id: assignment.campaign.id });
  await ctx.em.transactional(async (tx) => {
    const run = runner(tx);
    await shareStage(run, assignment.stage.id);
    const [row] = await run<{ state: AssignmentState }>('select state from review_assignment where id = ? for update', [assignment.id]);
    if (row?.state !== 'submitted') throw new AppError('review-not-submitted');
    await run(`update review_assignment set state = 'open', submitted_at = null, updated_at = now() where id = ?`, [assignment.id]);
    await publishEvent(tx, { kind: 'review-submitted', organisationId: ctx.site.id, campaignId: assignment.campaign.id, stageId: assignment.stage.id, ideaId: assignment.idea.id });
  });
}

async function findAssignment(ctx: AuthedContext, guid: string): Promise<ReviewAssignment> {
  // Refreshed: the writes above go past the identity map in SQL, and the page after them reads the row anew.
  const assignment = await ctx.em.findOne(ReviewAssignmentSchema, { id: guid, organisation: ctx.site.id }, { refresh: true });
  if (!assignment) throw new AppError('not-found');
  return assignment;
}

/**
 * Only the assigned evaluator writes a review, on the criteria of its stage's scorecard. A
 * criterion of another scorecard (or site) is not found, whoever asks.
 */
async function ownAssignment(ctx: AuthedContext, input: ReviewSaveInput): Promise<{ assignment: ReviewAssignment; criteria: ScorecardCriterion[] }> {
  const assignment = await findAssignment(ctx, input.assignmentGuid);
  const criteria = await criteriaOf(ctx, assignment.stage.id);
  const known = new Set(criteria.map((criterion) => criterion.id));
  if (input.scores.some((entry) => !known.has(entry.criterionGuid))) throw new AppError('not-found');
  if (assignment.evaluator.id !== ctx.viewer.id) throw new AppError('forbidden');
  return { assignment, criteria };
}

/** The assigned evaluator reads their review; a coach of the campaign reads any (coachedCampaign refuses the rest). */
async function readableAssignment(ctx: AuthedContext, guid: string): Promise<{ assignment: ReviewAssignment; isOwn: boolean; isCoach: boolean }> {
  const assignment = await findAssignment(ctx, guid);
  const isOwn = assignment.evaluator.id === ctx.viewer.id;
  const isCoach = await coachedCampaign(ctx, { id: assignment.campaign.id }).then(
    () => true,
    (error: unknown) => {
      if (isOwn && error instanceof AppError && error.code === 'forbidden') return false;
      throw error;
    },
  );
  return { assignment, isOwn, isCoach };
}

/**
 * A submit or reopen refreshes the idea's kept consensus (its row locked by review_consensus's
 * trigger until commit), and may record a rule's move, whose foreign keys share-lock the stage.
 * A scorecard save or an assignment pass holds the stage's row and then locks the consensus rows
 * of the whole stage: taking the stage first, shared, makes the two wait for each other at the
 * start instead of each holding what the other needs.
 */
async function shareStage(run: Run, stageId: string): Promise<void> {
  await run('select id from campaign_stage where id = ? for key share', [stageId]);
}

/** The assignment is still open (a submitted review is read-only), locked until the transaction ends. */
async function lockOpen(run: Run, assignmentId: string): Promise<void> {
  const [row] = await run<{ state: AssignmentState }>('select state from review_assignment where id = ? for update', [assignmentId]);
  if (row?.state !== 'open') throw new AppError('review-submitted-already');
}

function criteriaOf(ctx: AuthedContext, stageId: string): Promise<ScorecardCriterion[]> {
  return ctx.em.find(ScorecardCriterionSchema, { stage: stageId, organisation: ctx.site.id }, { orderBy: { position: 'asc' } });
}

/** Upserts the given criteria's scores and comments; each criterion must be on the stage's scorecard, each score within its scale. */
async function writeScores(ctx: AuthedContext, run: Run, assignment: ReviewAssignment, scores: ReviewSaveInput['scores'], known: ScorecardCriterion[]): Promise<void> {
  if (scores.length === 0) return;
  const criteria = new Map(known.map((criterion) => [criterion.id, criterion]));
  for (const entry of scores) {
    const criterion = criteria.get(entry.criterionGuid);
    if (!criterion) throw new AppError('not-found');
    if (entry.score !== null && entry.score > criterion.scale) throw new AppError('review-score-out-of-scale', { fieldErrors: { [`scores.${criterion.id}`]: ['review-score-out-of-scale'] } });
  }
  await run(
    `insert into review_score (id, created_at, updated_at, organisation_id, assignment_id, criterion_id, score, comment)
     select gen_random_uuid(), now(), now(), ?, ?, entry.criterion_id, entry.score, entry.comment
     from jsonb_to_recordset(?::jsonb) as entry(criterion_id uuid, score int, comment text)
     on conflict (assignment_id, criterion_id) do update set score = excluded.score, comment = excluded.comment, updated_at = now()`,
    [ctx.site.id, assignment.id, JSON.stringify(scores.map((entry) => ({ criterion_id: entry.criterionGuid, score: entry.score, comment: entry.comment })))],
  );
}

/** The saved scores of some assignments, by assignment and criterion. */
async function scoresOf(run: Run, assignmentIds: string[]): Promise<Map<string, Map<string, { score: number | null; comment: string }>>> {
  const rows = await run<{ assignment_id: string; criterion_id: string; score: number | null; comment: string }>(
    'select assignment_id, criterion_id, score, comment from review_score where assignment_id in (?)',
    [assignmentIds],
  );
  const byAssignment = new Map<string, Map<string, { score: number | null; comment: string }>>();
  for (const row of rows) {
    const scores = byAssignment.get(row.assignment_id) ?? new Map();
    scores.set(row.criterion_id, { score: row.score, comment: row.comment });
    byAssignment.set(row.assignment_id, scores);
  }
  return byAssignment;
}

async function otherReviews(ctx: AuthedContext, assignment: ReviewAssignment, criteria: ScorecardCriterion[], namesShown: boolean): Promise<OtherReview[]> {
  const others = await ctx.em.find(
    ReviewAssignmentSchema,
    { idea: assignment.idea.id, stage: assignment.stage.id, state: 'submitted', id: { $ne: assignment.id }, organisation: ctx.site.id },
    { populate: ['evaluator'], orderBy: { submittedAt: 'asc', id: 'asc' } },
  );
  if (others.length === 0) return [];
  const scores = await scoresOf(runner(ctx.em), others.map((other) => other.id));
  return others.map((other) => {
    const given = scores.get(other.id) ?? new Map<string, { score: number | null; comment: string }>();
    const scored = criteria.flatMap((criterion) => {
      const score = given.get(criterion.id)?.score;
      return score == null ? [] : [{ score, scale: criterion.scale, weight: Number(criterion.weight) }];
    });
    return {
      evaluatorName: namesShown ? `${other.evaluator.firstName} ${other.evaluator.lastName}`.trim() : null,
      score: reviewScore(scored),
      scores: criteria.map((criterion) => ({ criterionGuid: criterion.id, score: given.get(criterion.id)?.score ?? null, comment: given.get(criterion.id)?.comment ?? '' })),
    };
  });
}
