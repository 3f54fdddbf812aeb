import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { ASSIGNMENT_STATES, type Criterion } from '#shared/schemas/evaluation.ts';
import { baseProperties, tenantFilter } from '#server/db/base-entity.ts';
import { CampaignSchema } from './campaign.entity';
import { IdeaSchema } from './idea.entity';
import { OrganisationSchema } from './organisation.entity';
import { CampaignStageSchema } from './stage.entity';
import { UserSchema } from './user.entity';

/**
 * A scorecard an org admin keeps for the site (issue 33): weighted criteria a coach applies to a
 * stage and then edits there, so changing a template changes no running stage.
 */
export const ScorecardTemplateSchema = defineEntity({
  name: 'ScorecardTemplate',
  tableName: 'scorecard_template',
  filters: tenantFilter(),
  indexes: [{ properties: ['organisation', 'name'] }],
  properties: {
    ...baseProperties(),
    organisation: () => p.manyToOne(OrganisationSchema).deleteRule('cascade'),
    name: p.text(),
    criteria: p.json<Criterion[]>(),
  },
});
export type ScorecardTemplate = InferEntity<typeof ScorecardTemplateSchema>;

/**
 * One criterion of a stage's scorecard, a row of its own so that reviews (issue 33 item 4) can
 * hold a score per criterion by reference.
 */
export const ScorecardCriterionSchema = defineEntity({
  name: 'ScorecardCriterion',
  tableName: 'scorecard_criterion',
  filters: tenantFilter(),
  indexes: [{ properties: ['stage', 'position'] }],
  properties: {
    ...baseProperties(),
    organisation: () => p.manyToOne(OrganisationSchema).deleteRule('cascade'),
    stage: () => p.manyToOne(CampaignStageSchema).deleteRule('cascade'),
    position: p.integer(),
    nameEn: p.text(),
    nameSv: p.text(),
    guidance: p.text().default(''),
    scale: p.integer(),
    weight: p.double(),
  },
});
export type ScorecardCriterion = InferEntity<typeof ScorecardCriterionSchema>;

/** A person given the evaluator role in a campaign, as coaches are attached to it. */
export const CampaignEvaluatorSchema = defineEntity({
  name: 'CampaignEvaluator',
  tableName: 'campaign_evaluator',
  filters: tenantFilter(),
  uniques: [{ properties: ['campaign', 'user'] }],
  indexes: [{ properties: ['user'] }],
  properties: {
    ...baseProperties(),
    organisation: () => p.manyToOne(OrganisationSchema).deleteRule('cascade'),
    campaign: () => p.manyToOne(CampaignSchema).deleteRule('cascade'),
    user: () => p.manyToOne(UserSchema).deleteRule('cascade'),
    addedBy: () => p.manyToOne(UserSchema).nullable().deleteRule('set null'),
  },
});
export type CampaignEvaluator = InferEntity<typeof CampaignEvaluatorSchema>;

/** An evaluator's declared conflict of interest with an idea: they are never assigned to review it. */
export const EvaluationConflictSchema = defineEntity({
  name: 'EvaluationConflict',
  tableName: 'evaluation_conflict',
  filters: tenantFilter(),
  uniques: [{ properties: ['idea', 'user'] }],
  indexes: [{ properties: ['user'] }],
  properties: {
    ...baseProperties(),
    organisation: () => p.manyToOne(OrganisationSchema).deleteRule('cascade'),
    idea: () => p.manyToOne(IdeaSchema).deleteRule('cascade'),
    user: () => p.manyToOne(UserSchema).deleteRule('cascade'),
  },
});
export type EvaluationConflict = InferEntity<typeof EvaluationConflictSchema>;

/**
 * An evaluator asked to review an idea in a stage, by a due date. The state says how far the
 * review is; finished ones stay whatever a coach reassigns. One per idea, stage and evaluator.
 */
export const ReviewAssignmentSchema = defineEntity({
  name: 'ReviewAssignment',
  tableName: 'review_assignment',
  filters: tenantFilter(),
  uniques: [{ properties: ['stage', 'idea', 'evaluator'] }],
  indexes: [
    { properties: ['evaluator', 'state'] },
    { properties: ['idea'] },
    // A page of the evaluator's queue, one stage at a time in its working order (review-queue.ts).
    {
      name: 'review_assignment_queue_index',
      expression: 'create index "review_assignment_queue_index" on "review_assignment" ("evaluator_id", "stage_id", "due_date", "idea_id", "id") include ("state")',
    },
  ],
  properties: {
    ...baseProperties(),
    organisation: () => p.manyToOne(OrganisationSchema).deleteRule('cascade'),
    campaign: () => p.manyToOne(CampaignSchema).deleteRule('cascade'),
    stage: () => p.manyToOne(CampaignStageSchema).deleteRule('cascade'),
    idea: () => p.manyToOne(IdeaSchema).deleteRule('cascade'),
    evaluator: () => p.manyToOne(UserSchema).deleteRule('cascade'),
    state: p.enum([...ASSIGNMENT_STATES]).default('open'),
    dueDate: p.date(),
    assignedBy: () => p.manyToOne(UserSchema).nullable().deleteRule('set null'),
    submittedAt: p.datetime().nullable(),
    /** When the evaluator was reminded that the review is due soon (issue 33 item 7): once. */
    remindedAt: p.datetime().nullable(),
  },
});
export type ReviewAssignment = InferEntity<typeof ReviewAssignmentSchema>;

/**
 * An evaluator's score and comment on one criterion of their assignment. Kept while the review is
 * being written (autosave; the score may still be missing) and read by the consensus only once
 * the assignment is submitted.
 */
export const ReviewScoreSchema = defineEntity({
  name: 'ReviewScore',
  tableName: 'review_score',
  filters: tenantFilter(),
  uniques: [{ properties: ['assignment', 'criterion'] }],
  indexes: [{ properties: ['criterion'] }],
  properties: {
    ...baseProperties(),
    organisation: () => p.manyToOne(OrganisationSchema).deleteRule('cascade'),
    assignment: () => p.manyToOne(ReviewAssignmentSchema).deleteRule('cascade'),
    criterion: () => p.manyToOne(ScorecardCriterionSchema).deleteRule('cascade'),
    score: p.integer().nullable(),
    comment: p.text().default(''),
  },
});
export type ReviewScore = InferEntity<typeof ReviewScoreSchema>;

/**
 * The consensus of an idea reviewed in a stage (issue 33 items 5 and 9), kept by the database's
 * triggers (migration 20261201020000) from the assignments, scores and criteria, so the ranking
 * table reads a row per idea instead of every score. Never written by the app.
 */
export const ReviewConsensusSchema = defineEntity({
  name: 'ReviewConsensus',
  tableName: 'review_consensus',
  filters: tenantFilter(),
  uniques: [{ properties: ['stage', 'idea'] }],
  indexes: [
    { properties: ['idea'] },
    { properties: ['stage', 'mean'] },
    { name: 'review_consensus_stage_id_mean_desc_index', expression: 'create index "review_consensus_stage_id_mean_desc_index" on "review_consensus" ("stage_id", "mean" desc nulls last)' },
    { properties: ['stage', 'spread'] },
    { name: 'review_consensus_stage_id_spread_desc_index', expression: 'create index "review_consensus_stage_id_spread_desc_index" on "review_consensus" ("stage_id", "spread" desc nulls last)' },
    { properties: ['stage', 'submitted'] },
  ],
  properties: {
    ...baseProperties(),
    organisation: () => p.manyToOne(OrganisationSchema).deleteRule('cascade'),
    stage: () => p.manyToOne(CampaignStageSchema).deleteRule('cascade'),
    idea: () => p.manyToOne(IdeaSchema).deleteRule('cascade'),
    /** Reviews asked for, whatever their state. */
    assigned: p.integer().default(0),
    /** Submitted reviews whose weights add up to something: what the mean rests on. */
    submitted: p.integer().default(0),
    mean: p.double().nullable(),
    spread: p.double().nullable(),
    /** Each scored criterion's mean on 0–100, by criterion id. */
    criterionMeans: p.json<Record<string, number>>().default('{}'),
  },
});
export type ReviewConsensus = InferEntity<typeof ReviewConsensusSchema>;
