import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { POINTS } from '#shared/points.ts';
import { baseProperties } from '#server/db/base-entity.ts';
import { CampaignSchema } from './campaign.entity';
import { UserSchema } from './user.entity';

/**
 * The points ledger (ARCHITECTURE §7): one row per award. `causeKey` names the cause (for
 * example "idea-new:<idea guid>") and is unique, so one cause never pays twice, even when two
 * requests race; totals are sums and can always be recomputed.
 */
export const PointAwardSchema = defineEntity({
  name: 'PointAward',
  tableName: 'point_award',
  uniques: [{ properties: ['causeKey'] }],
  indexes: [{ properties: ['campaign', 'user'] }, { properties: ['user'] }],
  properties: {
    ...baseProperties(),
    campaign: () => p.manyToOne(CampaignSchema).deleteRule('cascade'),
    user: () => p.manyToOne(UserSchema).deleteRule('cascade'),
    cause: p.enum(Object.keys(POINTS) as (keyof typeof POINTS)[]),
    causeKey: p.string().length(200),
    points: p.integer(),
  },
});
export type PointAward = InferEntity<typeof PointAwardSchema>;
