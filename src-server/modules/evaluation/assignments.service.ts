import { FINISHED_ASSIGNMENT_STATES, isDueDateAllowed, type AssignmentCreateInput, type AssignmentState, type AutoAssignInput } from '#shared/schemas/evaluation.ts';
import { AppError } from '#server/errors/app-error.ts';
import type { AuthedContext } from '#server/trpc/context.ts';
import { ReviewAssignmentSchema } from '#server/entities/evaluation.entity.ts';
import { coachedCampaign } from '#server/modules/stages/coached-campaign.ts';
import { ideaStages } from '#server/modules/stages/stage-pipeline.ts';
import { pairKey, planAssignments } from './assignment-plan';
import { evaluatorIdsOf, exclusionsOf, insertAssignments, lockStage, requireScorecard, runner, type ExclusionKind } from './assignment-store';
import { coachedStage } from './coached-stage';

const isFinished = (state: AssignmentState) => FINISHED_ASSIGNMENT_STATES.includes(state);

function refusePastDueDate(dueDate: string, now = new Date()): void {
  if (!isDueDateAllowed(dueDate, now)) throw new AppError('DUE_DATE_IN_PAST', { fieldErrors: { dueDate: ['DUE_DATE_IN_PAST'] } });
}
const EXCLUSION_ERRORS: Record<ExclusionKind, 'assignment-to-author' | 'assignment-to-conflicted'> = { author: 'assignment-to-author', conflict: 'assignment-to-conflicted' };

/**
 * A coach assigns ideas of a stage to evaluators by hand: each named idea to each named evaluator.
 * The whole call is refused when one pair may not be (an author, a declared conflict), so a coach
 * never gets half of what they asked for; pairs the stage has already are left as they are.
 */
export async function createAssignments(ctx: AuthedContext, input: AssignmentCreateInput): Promise<{ created: number }> {
  const { stage, campaign } = await coachedStage(ctx, input.stageGuid);
  refusePastDueDate(input.dueDate);
  const ideaIds = [...new Set(input.ideaGuids)];
  const evaluatorIds = [...new Set(input.evaluatorGuids)];
  return ctx.em.transactional(async (tx) => {
    const run = runner(tx);
    await lockStage(run, stage.id);
    await requireScorecard(run, stage.id);
    const evaluators = new Set(await evaluatorIdsOf(run, campaign.id));
    if (evaluatorIds.some((evaluator) => !evaluators.has(evaluator))) throw new AppError('assignment-not-evaluator');
    const staged = await ideaStages(tx, campaign.id, ideaIds);
    if (staged.filter((idea) => idea.stage_id === stage.id).length !== ideaIds.length) throw new AppError('assignment-idea-not-in-stage');
    const excluded = await exclusionsOf(run, campaign.id);
    const pairs = ideaIds.flatMap((idea) => evaluatorIds.map((evaluator) => ({ idea, evaluator })));
    for (const { idea, evaluator } of pairs) {
      const kind = excluded.get(pairKey(idea, evaluator));
      if (kind) throw new AppError(EXCLUSION_ERRORS[kind]);
    }
    const created = await insertAssignments(run, { organisationId: ctx.site.id, campaignId: campaign.id, stageId: stage.id, dueDate: input.dueDate, assignedBy: ctx.viewer.id, pairs });
    return { created };
  });
}

export interface AutoAssignResult {
  created: number;
  /** Open assignments dealt afresh (replaceOpen). */
  removed: number;
  ideaCount: number;
  /** Ideas left with fewer reviews than asked: too few of the evaluators may review them. */
  shortIdeaCount: number;
}

/**
 * Automatic assignment in one set-based pass: the stage's ideas, evaluators, exclusions and kept
 * assignments are read in four statements, dealt in memory (planAssignments), and written in one.
 * Finished assignments are never removed: dealing afresh removes open ones only, and finished ones
 * count towards each idea's reviews and their evaluator's load.
 */
export async function autoAssign(ctx: AuthedContext, input: AutoAssignInput): Promise<AutoAssignResult> {
  const { stage, campaign } = await coachedStage(ctx, input.stageGuid);
  refusePastDueDate(input.dueDate);
  return ctx.em.transactional(async (tx) => {
    const run = runner(tx);
    await lockStage(run, stage.id);
    await requireScorecard(run, stage.id);
    const evaluators = await evaluatorIdsOf(run, campaign.id);
    if (evaluators.length < input.reviewsPerIdea) throw new AppError('assignment-too-few-evaluators');
    const removed = input.replaceOpen ? (await run<{ id: string }>(`delete from review_assignment where stage_id = ? and state = 'open' returning id`, [stage.id])).length : 0;
    const ideas = (await ideaStages(tx, campaign.id))
      .filter((idea) => idea.stage_id === stage.id)
      .sort((a, b) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime() || a.id.localeCompare(b.id))
      .map((idea) => idea.id);
    const inStage = new Set(ideas);
    const kept = (await run<{ idea_id: string; evaluator_id: string }>('select idea_id, evaluator_id from review_assignment where stage_id = ?', [stage.id]))
      .filter((row) => inStage.has(row.idea_id))
      .map((row) => ({ idea: row.idea_id, evaluator: row.evaluator_id }));
    const excluded = new Set((await exclusionsOf(run, campaign.id)).keys());
    const plan = planAssignments({ ideas, evaluators, excluded, kept, reviewsPerIdea: input.reviewsPerIdea });
    const created = await insertAssignments(run, { organisationId: ctx.site.id, campaignId: campaign.id, stageId: stage.id, dueDate: input.dueDate, assignedBy: ctx.viewer.id, pairs: plan.pairs });
    return { created, removed, ideaCount: ideas.length, shortIdeaCount: plan.short.length };
  });
}

/** A coach takes open assignments back; a finished one is refused (`assignment-finished`) and nothing is removed. */
export async function removeAssignments(ctx: AuthedContext, assignmentGuids: string[]): Promise<{ removed: number }> {
  const assignments = await ctx.em.find(ReviewAssignmentSchema, { id: { $in: [...new Set(assignmentGuids)] }, organisation: ctx.site.id });
  if (assignments.length !== new Set(assignmentGuids).size) throw new AppError('not-found');
  for (const campaignId of new Set(assignments.map((assignment) => assignment.campaign.id))) await coachedCampaign(ctx, { id: campaignId });
  return ctx.em.transactional(async (tx) => {
    // The state is read again under lock: a review submitted meanwhile stays.
    const rows = await runner(tx)<{ id: string; state: AssignmentState }>('select id, state from review_assignment where id in (?) for update', [assignments.map((assignment) => assignment.id)]);
    if (rows.some((row) => isFinished(row.state))) throw new AppError('assignment-finished');
    await runner(tx)('delete from review_assignment where id in (?)', [rows.map((row) => row.id)]);
    return { removed: rows.length };
  });
}

/** A coach hands an open assignment to another evaluator, under the same rules as assigning it. */
export async function reassign(ctx: AuthedContext, input: { assignmentGuid: string; evaluatorGuid: string }): Promise<void> {
  const assignment = await ctx.em.findOne(ReviewAssignmentSchema, { id: input.assignmentGuid, organisation: ctx.site.id });
  if (!assignment) throw new AppError('not-found');
  const campaign = await coachedCampaign(ctx, { id: assignment.campaign.id });
  await ctx.em.transactional(async (tx) => {
    const run = runner(tx);
    await lockStage(run, assignment.stage.id);
    const [row] = await run<{ state: AssignmentState; idea_id: string }>('select state, idea_id from review_assignment where id = ?', [assignment.id]);
    if (!row) throw new AppError('not-found');
    if (isFinished(row.state)) throw new AppError('assignment-finished');
    if (!(await evaluatorIdsOf(run, campaign.id)).includes(input.evaluatorGuid)) throw new AppError('assignment-not-evaluator');
    const kind = (await exclusionsOf(run, campaign.id)).get(pairKey(row.idea_id, input.evaluatorGuid));
    if (kind) throw new AppError(EXCLUSION_ERRORS[kind]);
    const [taken] = await run<{ id: string }>('select id from review_assignment where stage_id = ? and idea_id = ? and evaluator_id = ?', [assignment.stage.id, row.idea_id, input.evaluatorGuid]);
    if (taken) throw new AppError('assignment-exists-already');
    await run('update review_assignment set evaluator_id = ?, assigned_by_id = ?, updated_at = now() where id = ?', [input.evaluatorGuid, ctx.viewer.id, assignment.id]);
  });
}
