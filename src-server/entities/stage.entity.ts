import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { IDEA_STATUSES } from '#shared/constants.ts';
import type { StageRuleReason } from '#shared/schemas/reviews.ts';
import { STAGE_PARTICIPANT_VIEWS, STAGE_REPORTED_STATUSES, type StageDefinition } from '#shared/schemas/stages.ts';
import { baseProperties, tenantFilter } from '#server/db/base-entity.ts';
import { CampaignSchema } from './campaign.entity';
import { IdeaSchema } from './idea.entity';
import { OrganisationSchema } from './organisation.entity';
import { UserSchema } from './user.entity';

/**
 * A pipeline of stages an org admin keeps for the site (issue 33). A coach starts a campaign's
 * pipeline from one and then edits the campaign's own copy, so changing a template changes no
 * running campaign.
 */
export const StageTemplateSchema = defineEntity({
  name: 'StageTemplate',
  tableName: 'stage_template',
  filters: tenantFilter(),
  indexes: [{ properties: ['organisation', 'name'] }],
  properties: {
    ...baseProperties(),
    organisation: () => p.manyToOne(OrganisationSchema).deleteRule('cascade'),
    name: p.text(),
    stages: p.json<StageDefinition[]>(),
  },
});
export type StageTemplate = InferEntity<typeof StageTemplateSchema>;

/**
 * One stage of a campaign's pipeline. An idea's status stays the spec's: a stage reports one of
 * them, and moving an idea into the stage sets that status, so the legacy façade and every screen
 * that knows only statuses keep answering as before. A campaign without stages has the spec's
 * statuses as its pipeline.
 */
export const CampaignStageSchema = defineEntity({
  name: 'CampaignStage',
  tableName: 'campaign_stage',
  filters: tenantFilter(),
  indexes: [{ properties: ['campaign', 'position'] }],
  properties: {
    ...baseProperties(),
    organisation: () => p.manyToOne(OrganisationSchema).deleteRule('cascade'),
    campaign: () => p.manyToOne(CampaignSchema).deleteRule('cascade'),
    position: p.integer(),
    nameEn: p.text(),
    nameSv: p.text(),
    participantView: p.enum([...STAGE_PARTICIPANT_VIEWS]),
    reportsStatus: p.enum([...STAGE_REPORTED_STATUSES]),
    deadline: p.date().nullable(),
    /** Evaluators review blind: they see neither the idea's authors nor, until they submit, the others' scores (issue 33 item 4). */
    blindReview: p.boolean().default(false),
  },
});
export type CampaignStage = InferEntity<typeof CampaignStageSchema>;

/**
 * One idea moved from one stage to another: who, when, why, and the statuses on both sides, so
 * undoing puts back exactly the status it replaced. The ideas of one bulk move share `batch` and
 * are undone together. The stages are kept by reference only while they exist; a removed stage
 * leaves its moves with the statuses.
 */
export const IdeaStageMoveSchema = defineEntity({
  name: 'IdeaStageMove',
  tableName: 'idea_stage_move',
  filters: tenantFilter(),
  indexes: [{ properties: ['idea', 'createdAt'] }, { properties: ['campaign', 'createdAt'] }, { properties: ['batch'] }],
  properties: {
    ...baseProperties(),
    organisation: () => p.manyToOne(OrganisationSchema).deleteRule('cascade'),
    campaign: () => p.manyToOne(CampaignSchema).deleteRule('cascade'),
    idea: () => p.manyToOne(IdeaSchema).deleteRule('cascade'),
    batch: p.uuid(),
    fromStage: () => p.manyToOne(CampaignStageSchema).nullable().deleteRule('set null'),
    toStage: () => p.manyToOne(CampaignStageSchema).nullable().deleteRule('set null'),
    fromStatus: p.enum([...IDEA_STATUSES]),
    toStatus: p.enum([...IDEA_STATUSES]),
    movedBy: () => p.manyToOne(UserSchema).nullable().deleteRule('set null'),
    /** A stage rule made the move (issue 33 item 6): no one moved the idea. */
    byRule: p.boolean().default(false),
    reason: p.text().default(''),
    /** A rule's move: what the rule asked and what met it, for the log to say in the viewer's language. */
    ruleReason: p.json<StageRuleReason>().nullable(),
    undoneAt: p.datetime().nullable(),
    undoneBy: () => p.manyToOne(UserSchema).nullable().deleteRule('set null'),
  },
});
export type IdeaStageMove = InferEntity<typeof IdeaStageMoveSchema>;
