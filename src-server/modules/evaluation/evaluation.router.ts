import { guidInput } from '#shared/schemas/common.ts';
import { consensusTableInput } from '#shared/schemas/consensus.ts';
import {
  assignmentCreateInput,
  assignmentOverviewInput,
  assignmentReassignInput,
  assignmentRemoveInput,
  autoAssignInput,
  conflictInput,
  evaluatorAddInput,
  evaluatorRemoveInput,
  evaluatorsInput,
  scorecardTemplateSaveInput,
  stageInput,
  stageScorecardSaveInput,
} from '#shared/schemas/evaluation.ts';
import { reviewInput, reviewQueuePageInput, reviewSaveInput, reviewSettingsSaveInput } from '#shared/schemas/reviews.ts';
import { activeProcedure, authedProcedure, orgAdminProcedure, router } from '#server/trpc/procedures.ts';
import { assignmentOverview } from './assignment-overview';
import { autoAssign, createAssignments, reassign, removeAssignments } from './assignments.service';
import { consensusTable, stageCalibration } from './consensus.service';
import { presentScorecardTemplate, presentStageScorecard } from './evaluation.presenter';
import { addEvaluator, declareConflict, listConflicts, listEvaluators, removeEvaluator, withdrawConflict } from './evaluators.service';
import { deleteScorecardTemplate, listScorecardTemplates, saveScorecardTemplate } from './scorecard-templates.service';
import { saveStageScorecard, stageScorecard } from './stage-scorecards.service';
import { reviewQueue, reviewQueuePage } from './review-queue';
import { presentReviewPage, presentReviewSettings } from './review.presenter';
import { reopenReview, reviewPage, saveReview, submitReview } from './review.service';
import { reviewSettings, saveReviewSettings } from './stage-rules.service';

/**
 * Evaluation (issue 33 items 2 and 3): the site's scorecard templates (org admins keep them; any
 * signed-in member may read them, as coaches apply them and they say nothing about any idea), a
 * stage's scorecard, a campaign's evaluators, and who reviews which idea of a stage (the
 * campaign's coaches and admins); evaluators declare their conflicts of interest, work through
 * their queue and write their reviews (items 4 and 6: a stage's blind mode and rules are the coaches').
 */
export const evaluationRouter = router({
  template: router({
    list: authedProcedure.query(async ({ ctx }) => (await listScorecardTemplates(ctx)).map(presentScorecardTemplate)),
    save: orgAdminProcedure.input(scorecardTemplateSaveInput).mutation(async ({ ctx, input }) => presentScorecardTemplate(await saveScorecardTemplate(ctx, input))),
    delete: orgAdminProcedure.input(guidInput).mutation(async ({ ctx, input }) => {
      await deleteScorecardTemplate(ctx, input.guid);
      return { guid: input.guid };
    }),
  }),
  scorecard: authedProcedure.input(stageInput).query(async ({ ctx, input }) => presentStageScorecard(await stageScorecard(ctx, input.stageGuid))),
  saveScorecard: activeProcedure.input(stageScorecardSaveInput).mutation(async ({ ctx, input }) => presentStageScorecard(await saveStageScorecard(ctx, input))),
  evaluator: router({
    list: authedProcedure.input(evaluatorsInput).query(({ ctx, input }) => listEvaluators(ctx, input.campaignSlug)),
    add: activeProcedure.input(evaluatorAddInput).mutation(async ({ ctx, input }) => {
      await addEvaluator(ctx, input.campaignSlug, input.email);
      return listEvaluators(ctx, input.campaignSlug);
    }),
    remove: activeProcedure.input(evaluatorRemoveInput).mutation(async ({ ctx, input }) => {
      await removeEvaluator(ctx, input.campaignSlug, input.userGuid);
      return listEvaluators(ctx, input.campaignSlug);
    }),
  }),
  conflict: router({
    list: authedProcedure.input(evaluatorsInput).query(({ ctx, input }) => listConflicts(ctx, input.campaignSlug)),
    declare: activeProcedure.input(conflictInput).mutation(async ({ ctx, input }) => {
      await declareConflict(ctx, input.ideaGuid);
      return { declared: true };
    }),
    withdraw: activeProcedure.input(conflictInput).mutation(async ({ ctx, input }) => {
      await withdrawConflict(ctx, input.ideaGuid);
      return { declared: false };
    }),
  }),
  assignment: router({
    overview: authedProcedure.input(assignmentOverviewInput).query(({ ctx, input }) => assignmentOverview(ctx, input)),
    create: activeProcedure.input(assignmentCreateInput).mutation(({ ctx, input }) => createAssignments(ctx, input)),
    auto: activeProcedure.input(autoAssignInput).mutation(({ ctx, input }) => autoAssign(ctx, input)),
    remove: activeProcedure.input(assignmentRemoveInput).mutation(({ ctx, input }) => removeAssignments(ctx, input.assignmentGuids)),
    reassign: activeProcedure.input(assignmentReassignInput).mutation(async ({ ctx, input }) => {
      await reassign(ctx, input);
      return { guid: input.assignmentGuid };
    }),
  }),
  consensus: router({
    table: authedProcedure.input(consensusTableInput).query(({ ctx, input }) => consensusTable(ctx, input)),
    calibration: authedProcedure.input(stageInput).query(({ ctx, input }) => stageCalibration(ctx, input.stageGuid)),
  }),
  review: router({
    queue: authedProcedure.query(({ ctx }) => reviewQueue(ctx)),
    queuePage: authedProcedure.input(reviewQueuePageInput).query(({ ctx, input }) => reviewQueuePage(ctx, input)),
    byGuid: authedProcedure.input(reviewInput).query(async ({ ctx, input }) => presentReviewPage(await reviewPage(ctx, input.assignmentGuid))),
    save: activeProcedure.input(reviewSaveInput).mutation(async ({ ctx, input }) => {
      await saveReview(ctx, input);
      return { saved: true };
    }),
    submit: activeProcedure.input(reviewSaveInput).mutation(async ({ ctx, input }) => {
      await submitReview(ctx, input);
      return presentReviewPage(await reviewPage(ctx, input.assignmentGuid));
    }),
    reopen: activeProcedure.input(reviewInput).mutation(async ({ ctx, input }) => {
      await reopenReview(ctx, input.assignmentGuid);
      return presentReviewPage(await reviewPage(ctx, input.assignmentGuid));
    }),
  }),
  reviewSettings: authedProcedure.input(stageInput).query(async ({ ctx, input }) => presentReviewSettings(await reviewSettings(ctx, input.stageGuid))),
  saveReviewSettings: activeProcedure.input(reviewSettingsSaveInput).mutation(async ({ ctx, input }) => presentReviewSettings(await saveReviewSettings(ctx, input))),
});
