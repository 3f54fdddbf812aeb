import { z } from 'zod';
import { guidSchema } from './common';
import { stageInput } from './evaluation';

/** The longest comment an evaluator writes on one criterion. */
export const REVIEW_COMMENT_MAX_LENGTH = 4000;
/** The most reviews a stage rule may wait for. */
export const STAGE_RULE_MIN_REVIEWS_MAX = 50;
/** A stage rule advances an idea (mean at or above its threshold) or declines it (at or below). */
export const STAGE_RULE_KINDS = ['advance', 'decline'] as const;
export type StageRuleKind = (typeof STAGE_RULE_KINDS)[number];

/** One of the evaluator's assignments. */
export const reviewInput = z.object({ assignmentGuid: guidSchema });

/**
 * Where a page of an evaluator's queue ends, in its working order: the due date, the idea and the
 * assignment of the last one shown. Only a position: the next page is read from the viewer's own
 * assignments whatever it names.
 */
const QUEUE_CURSOR = /^\d{4}-\d{2}-\d{2}~[0-9a-f-]{36}~[0-9a-f-]{36}$/;

/** The next page of one stage of the evaluator's queue, after the position `cursor` (the previous page's nextCursor). */
export const reviewQueuePageInput = stageInput.extend({ cursor: z.string('invalid-input').regex(QUEUE_CURSOR, 'invalid-input') });

/** A criterion's score (missing while the draft is unfinished) and comment. */
export const reviewScoreInput = z.object({
  criterionGuid: guidSchema,
  score: z.number('invalid-input').int('invalid-input').min(1, 'review-score-out-of-scale').max(10, 'review-score-out-of-scale').nullable(),
  comment: z.string().trim().max(REVIEW_COMMENT_MAX_LENGTH, 'VALUE_TOO_LONG').default(''),
});

/**
 * The evaluator's review as written so far: saved as a draft (autosave), or submitted. Criteria
 * left out keep what was saved for them.
 */
export const reviewSaveInput = reviewInput.extend({ scores: z.array(reviewScoreInput).max(50, 'invalid-input') });
export type ReviewSaveInput = z.infer<typeof reviewSaveInput>;

const stageRule = z
  .object({
    toStageGuid: guidSchema,
    threshold: z.number('invalid-input').finite('invalid-input').min(0, 'stage-rule-threshold-range').max(100, 'stage-rule-threshold-range'),
    minReviews: z.number('invalid-input').int('invalid-input').min(1, 'stage-rule-min-reviews-range').max(STAGE_RULE_MIN_REVIEWS_MAX, 'stage-rule-min-reviews-range'),
  })
  .nullable();
export type StageRuleInput = z.infer<typeof stageRule>;

/** A coach's review settings for a stage: blind or not, and its rules (null: none of that kind). */
export const reviewSettingsSaveInput = stageInput.extend({ blindReview: z.boolean(), advance: stageRule, decline: stageRule });
export type ReviewSettingsSaveInput = z.infer<typeof reviewSettingsSaveInput>;

/** Why a stage rule moved an idea (the move log's reason, said in the viewer's language). */
export interface StageRuleReason {
  kind: StageRuleKind;
  threshold: number;
  minReviews: number;
  /** The idea's weighted mean, 0–100, and its submitted reviews when the rule met them. */
  mean: number;
  reviews: number;
}
