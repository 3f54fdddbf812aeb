import { z } from 'zod';
import { dateSchema, emailSchema, guidSchema } from './common';
import { campaignStagesInput } from './stages';

/** Longest criterion or scorecard template name, in either language. */
export const CRITERION_NAME_MAX_LENGTH = 80;
/** The guidance evaluators read beside a criterion. */
export const CRITERION_GUIDANCE_MAX_LENGTH = 1000;
/**
 * Most criteria on one scorecard. Evaluators score hundreds of ideas each: past a dozen criteria a
 * review turns into a form, and the commercial suites' own advice stops at about ten.
 */
export const SCORECARD_CRITERIA_MAX = 12;
/** The scales a criterion is scored on: 1 to 5, or 1 to 10. */
export const CRITERION_SCALES = [5, 10] as const;
export type CriterionScale = (typeof CRITERION_SCALES)[number];
/** The largest weight; weights are relative, so this only keeps figures readable. */
export const CRITERION_WEIGHT_MAX = 100;
/** Most reviews one idea gets from an automatic assignment. */
export const REVIEWS_PER_IDEA_MAX = 10;
/** Most ideas or evaluators one manual (bulk) assignment names. */
export const ASSIGNMENT_MAX_IDEAS = 500;
export const ASSIGNMENT_MAX_EVALUATORS = 50;
/** Ideas a page of the assignment overview shows. */
export const ASSIGNMENT_OVERVIEW_PAGE_SIZE = 50;

/**
 * Where an evaluator's assignment stands. `open` until reviewed; `submitted` once the review is in
 * (issue 33 item 4 writes it). Finished states are kept through every reassignment.
 */
export const ASSIGNMENT_STATES = ['open', 'submitted'] as const;
export type AssignmentState = (typeof ASSIGNMENT_STATES)[number];
export const FINISHED_ASSIGNMENT_STATES: readonly AssignmentState[] = ['submitted'];

const criterionName = z.string().trim().min(1, 'ERROR_REQUIRED').max(CRITERION_NAME_MAX_LENGTH, 'VALUE_TOO_LONG');

/** One criterion as a template keeps it and a stage's scorecard shows it. */
export const criterionSchema = z.object({
  nameEn: criterionName,
  nameSv: criterionName,
  guidance: z.string().trim().max(CRITERION_GUIDANCE_MAX_LENGTH, 'VALUE_TOO_LONG').default(''),
  scale: z.number('invalid-input').refine((scale) => (CRITERION_SCALES as readonly number[]).includes(scale), 'scorecard-scale-not-allowed'),
  // Weights are relative (a weight 2 criterion counts twice a weight 1 one); fractions are allowed.
  weight: z.number('invalid-input').finite('invalid-input').positive('scorecard-weight-not-positive').max(CRITERION_WEIGHT_MAX, 'invalid-input'),
});
export type Criterion = z.output<typeof criterionSchema> & { scale: CriterionScale };
export type CriterionInput = z.input<typeof criterionSchema>;

const criteria = z.array(criterionSchema).max(SCORECARD_CRITERIA_MAX, 'scorecard-too-many-criteria');

/** An org admin saves one of the site's scorecard templates: new without a guid, else that template. */
export const scorecardTemplateSaveInput = z.object({
  guid: guidSchema.optional(),
  name: criterionName,
  criteria: criteria.min(1, 'ERROR_REQUIRED'),
});
export type ScorecardTemplateSaveInput = z.infer<typeof scorecardTemplateSaveInput>;

/** A stage of a campaign, for its scorecard, evaluators' assignments or overview. */
export const stageInput = z.object({ stageGuid: guidSchema });

/**
 * A coach saves a stage's scorecard, in order. A criterion with a guid is that criterion kept;
 * one without is new; one left out is removed. An empty list leaves the stage without a scorecard.
 */
export const stageScorecardSaveInput = stageInput.extend({
  criteria: z.array(criterionSchema.extend({ guid: guidSchema.optional() })).max(SCORECARD_CRITERIA_MAX, 'scorecard-too-many-criteria'),
});
export type StageScorecardSaveInput = z.infer<typeof stageScorecardSaveInput>;

/** The campaign's evaluators. */
export const evaluatorsInput = campaignStagesInput;

/** A coach gives a person of the site the evaluator role in a campaign, by e-mail address. */
export const evaluatorAddInput = campaignStagesInput.extend({ email: emailSchema });

/** A coach takes the role back: their open assignments go, their finished reviews stay. */
export const evaluatorRemoveInput = campaignStagesInput.extend({ userGuid: guidSchema });

/** An evaluator declares (or withdraws) a conflict of interest with an idea. */
export const conflictInput = z.object({ ideaGuid: guidSchema });

// A day, kept as the ISO date the coach picked (no time of day, no time zone).
const dueDate = dateSchema('ERROR_REQUIRED').transform((date) => date.toISOString().slice(0, 10));

/** A due date may be today at the earliest (UTC, as the server keeps days): a coach cannot set one nobody could meet. */
export function isDueDateAllowed(dueDate: string, now: Date): boolean {
  return dueDate >= now.toISOString().slice(0, 10);
}

/**
 * A coach assigns evaluators to ideas of a stage by hand: each named idea to each named evaluator
 * (one of each is a single assignment, more is a bulk one).
 */
export const assignmentCreateInput = stageInput.extend({
  ideaGuids: z.array(guidSchema).min(1, 'ERROR_REQUIRED').max(ASSIGNMENT_MAX_IDEAS, 'invalid-input'),
  evaluatorGuids: z.array(guidSchema).min(1, 'ERROR_REQUIRED').max(ASSIGNMENT_MAX_EVALUATORS, 'invalid-input'),
  dueDate,
});
export type AssignmentCreateInput = z.infer<typeof assignmentCreateInput>;

/**
 * Automatic assignment: every idea of the stage gets `reviewsPerIdea` reviews, the load balanced
 * across the campaign's evaluators. With `replaceOpen`, open assignments are dealt afresh (finished
 * ones stay and count); without, the stage's assignments are topped up.
 */
export const autoAssignInput = stageInput.extend({
  reviewsPerIdea: z.number('invalid-input').int('invalid-input').min(1, 'invalid-input').max(REVIEWS_PER_IDEA_MAX, 'invalid-input'),
  dueDate,
  replaceOpen: z.boolean().default(false),
});
export type AutoAssignInput = z.infer<typeof autoAssignInput>;

/** Open assignments taken back. */
export const assignmentRemoveInput = z.object({ assignmentGuids: z.array(guidSchema).min(1, 'ERROR_REQUIRED').max(ASSIGNMENT_MAX_IDEAS, 'invalid-input') });

/** An open assignment handed to another evaluator. */
export const assignmentReassignInput = z.object({ assignmentGuid: guidSchema, evaluatorGuid: guidSchema });

/** A page of a stage's assignment overview. */
export const assignmentOverviewInput = stageInput.extend({ page: z.number().int().min(1).max(10_000).default(1) });
