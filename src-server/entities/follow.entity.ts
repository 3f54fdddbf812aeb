import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties, tenantFilter } from '#server/db/base-entity.ts';
import { CampaignSchema } from './campaign.entity';
import { IdeaSchema } from './idea.entity';
import { OrganisationSchema } from './organisation.entity';
import { UserSchema } from './user.entity';

/**
 * A person's interest in one idea or one campaign (issue 34): followers hear what happens to it.
 * Taking part (authoring, upvoting, commenting, giving feedback) writes a following row unless one
 * exists; an explicit unfollow keeps its row with `following` false, so taking part again later
 * does not sign the person back up against their word.
 */
export const FollowSchema = defineEntity({
  name: 'Follow',
  tableName: 'follow',
  filters: tenantFilter(),
  // Nulls are distinct in a unique index, so an idea row and a campaign row of one person never collide.
  uniques: [{ properties: ['user', 'idea'] }, { properties: ['user', 'campaign'] }],
  indexes: [{ properties: ['idea'] }, { properties: ['campaign'] }],
  checks: [{ name: 'follow_one_target_check', expression: 'num_nonnulls(idea_id, campaign_id) = 1' }],
  properties: {
    ...baseProperties(),
    organisation: () => p.manyToOne(OrganisationSchema).deleteRule('cascade'),
    user: () => p.manyToOne(UserSchema).deleteRule('cascade'),
    idea: () => p.manyToOne(IdeaSchema).nullable().deleteRule('cascade'),
    campaign: () => p.manyToOne(CampaignSchema).nullable().deleteRule('cascade'),
    following: p.boolean(),
  },
});
export type Follow = InferEntity<typeof FollowSchema>;
