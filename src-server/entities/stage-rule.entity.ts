import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { STAGE_RULE_KINDS } from '#shared/schemas/reviews.ts';
import { baseProperties, tenantFilter } from '#server/db/base-entity.ts';
import { OrganisationSchema } from './organisation.entity';
import { CampaignStageSchema } from './stage.entity';

/**
 * A coach's rule on a stage (issue 33 item 6): once an idea of the stage has at least
 * `minReviews` submitted reviews and their mean (0–100, src-shared/review-scores.ts) reaches the
 * threshold (at or above it to advance, at or below it to decline), it moves to `toStage`. One
 * rule of each kind per stage.
 */
export const StageRuleSchema = defineEntity({
  name: 'StageRule',
  tableName: 'stage_rule',
  filters: tenantFilter(),
  uniques: [{ properties: ['stage', 'kind'] }],
  indexes: [{ properties: ['toStage'] }],
  properties: {
    ...baseProperties(),
    organisation: () => p.manyToOne(OrganisationSchema).deleteRule('cascade'),
    stage: () => p.manyToOne(CampaignStageSchema).deleteRule('cascade'),
    kind: p.enum([...STAGE_RULE_KINDS]),
    toStage: () => p.manyToOne(CampaignStageSchema).deleteRule('cascade'),
    threshold: p.double(),
    minReviews: p.integer(),
  },
});
export type StageRule = InferEntity<typeof StageRuleSchema>;
