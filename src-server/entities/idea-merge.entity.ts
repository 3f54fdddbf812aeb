import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { IDEA_MERGE_STATUSES, IDEA_MERGE_VOTE_STATUSES, type IdeaStatus } from '#shared/constants.ts';
import { baseProperties, tenantFilter } from '#server/db/base-entity.ts';
import { CampaignSchema } from './campaign.entity';
import { IdeaSchema } from './idea.entity';
import { OrganisationSchema } from './organisation.entity';
import { UserSchema } from './user.entity';

/**
 * What an accepted merge moved, kept so that unmerging undoes exactly that and nothing else:
 * rows written on A after the merge stay on A.
 */
export interface IdeaMergeMoved {
  /** B's status before it was archived as merged. */
  sourceStatus: IdeaStatus;
  /** B's authors made authors of A; `previous` is their earlier row on A (an unanswered or refused invitation), null when they had none. */
  coAuthors: { userId: string; previous: 'pending' | 'rejected' | null }[];
  commentIds: string[];
  feedbackIds: string[];
}

/**
 * A merge of idea B (source) into idea A (target) in one campaign (issue 23), from the coach's
 * proposal to its answer and, perhaps, its undoing. The record of who, when and what moved.
 */
export const IdeaMergeSchema = defineEntity({
  name: 'IdeaMerge',
  tableName: 'idea_merge',
  filters: tenantFilter(),
  indexes: [
    { properties: ['campaign', 'createdAt'] },
    { properties: ['target'] },
    // One live merge per source: a second proposal for B waits until the first is answered, and
    // an idea merged once is not merged again until unmerged.
    { name: 'idea_merge_live_source_unique', expression: `create unique index "idea_merge_live_source_unique" on "idea_merge" ("source_id") where "status" in ('proposed', 'accepted')` },
  ],
  properties: {
    ...baseProperties(),
    organisation: () => p.manyToOne(OrganisationSchema).deleteRule('cascade'),
    campaign: () => p.manyToOne(CampaignSchema).deleteRule('cascade'),
    source: () => p.manyToOne(IdeaSchema).deleteRule('cascade'),
    target: () => p.manyToOne(IdeaSchema).deleteRule('cascade'),
    proposedBy: () => p.manyToOne(UserSchema).nullable().deleteRule('set null'),
    /** The coach's note to B's authors. */
    message: p.text().default(''),
    status: p.enum([...IDEA_MERGE_STATUSES]).default('proposed'),
    /** When the last author's answer, or the coach's withdrawal, settled the proposal. */
    decidedAt: p.datetime().nullable(),
    decidedBy: () => p.manyToOne(UserSchema).nullable().deleteRule('set null'),
    unmergedAt: p.datetime().nullable(),
    unmergedBy: () => p.manyToOne(UserSchema).nullable().deleteRule('set null'),
    /** Set when accepted. */
    moved: p.json<IdeaMergeMoved>().nullable(),
  },
});
export type IdeaMerge = InferEntity<typeof IdeaMergeSchema>;

/** One author of B asked to consent; the merge happens when every one of them accepted. */
export const IdeaMergeAnswerSchema = defineEntity({
  name: 'IdeaMergeAnswer',
  tableName: 'idea_merge_answer',
  uniques: [{ properties: ['merge', 'user'] }],
  indexes: [{ properties: ['user'] }],
  properties: {
    ...baseProperties(),
    merge: () => p.manyToOne(IdeaMergeSchema).deleteRule('cascade'),
    user: () => p.manyToOne(UserSchema).deleteRule('cascade'),
    answer: p.enum(['pending', 'accepted', 'declined'] as const).default('pending'),
  },
});
export type IdeaMergeAnswer = InferEntity<typeof IdeaMergeAnswerSchema>;

/**
 * An upvoter of B (who had not upvoted A) asked whether their upvote moves to A. `moved` until
 * an unmerge gives it back (`returned`); `cancelled` when the merge was undone before they answered.
 */
export const IdeaMergeVoteSchema = defineEntity({
  name: 'IdeaMergeVote',
  tableName: 'idea_merge_vote',
  uniques: [{ properties: ['merge', 'user'] }],
  indexes: [{ properties: ['user'] }],
  properties: {
    ...baseProperties(),
    merge: () => p.manyToOne(IdeaMergeSchema).deleteRule('cascade'),
    user: () => p.manyToOne(UserSchema).deleteRule('cascade'),
    status: p.enum([...IDEA_MERGE_VOTE_STATUSES]).default('pending'),
    /** The move added the vote on A (the voter had none there yet), so undoing the merge takes that one away again. */
    addedOnTarget: p.boolean().default(false),
  },
});
export type IdeaMergeVote = InferEntity<typeof IdeaMergeVoteSchema>;
