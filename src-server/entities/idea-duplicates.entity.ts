import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties, tenantFilter } from '#server/db/base-entity.ts';
import { CampaignSchema } from './campaign.entity';
import { IdeaSchema } from './idea.entity';
import { OrganisationSchema } from './organisation.entity';
import { UserSchema } from './user.entity';

/**
 * Two ideas of a campaign that look alike, measured by the database (function
 * refresh_idea_duplicate_candidates) for each idea written, queued for the minute's job or the next view: finding
 * them on request means one index lookup per idea, 100 s at 10,000 ideas (bench/README.md), so
 * each idea's lookups are done once. The pair is stored once, the smaller id first.
 * Read by duplicate-pairs.repository.ts only; declared so the schema differ knows the table.
 */
export const IdeaDuplicateCandidateSchema = defineEntity({
  name: 'IdeaDuplicateCandidate',
  tableName: 'idea_duplicate_candidate',
  indexes: [
    { name: 'idea_duplicate_candidate_campaign_score_index', expression: 'create index "idea_duplicate_candidate_campaign_score_index" on "idea_duplicate_candidate" ("campaign_id", "score" desc, "idea_id", "other_idea_id")' },
    { properties: ['otherIdea'] },
  ],
  properties: {
    idea: () => p.manyToOne(IdeaSchema).primary().deleteRule('cascade'),
    otherIdea: () => p.manyToOne(IdeaSchema).primary().deleteRule('cascade'),
    campaign: () => p.manyToOne(CampaignSchema).deleteRule('cascade'),
    /** pg_trgm similarity of the titles, 0..1. */
    titleSimilarity: p.double(),
    /** Shared words of description and public text fields over all their words (Jaccard), 0..1. */
    textSimilarity: p.double(),
    /** The combined score the list is ordered by, 0..1 (see the migration's function). */
    score: p.double(),
  },
});

/**
 * Ideas written since their pairs were last measured, queued by the idea trigger; the next view
 * of their campaign measures them. Read by duplicate-pairs.repository.ts only.
 */
export const IdeaDuplicatePendingSchema = defineEntity({
  name: 'IdeaDuplicatePending',
  tableName: 'idea_duplicate_pending',
  indexes: [{ properties: ['campaign'] }],
  properties: {
    idea: () => p.manyToOne(IdeaSchema).primary().deleteRule('cascade'),
    campaign: () => p.manyToOne(CampaignSchema).deleteRule('cascade'),
  },
});

/** A coach's "not a duplicate" for a pair (issue 23), remembered so the pair is not offered again. */
export const IdeaDuplicateDismissalSchema = defineEntity({
  name: 'IdeaDuplicateDismissal',
  tableName: 'idea_duplicate_dismissal',
  filters: tenantFilter(),
  uniques: [{ properties: ['idea', 'otherIdea'] }],
  indexes: [{ properties: ['campaign'] }, { properties: ['otherIdea'] }],
  properties: {
    ...baseProperties(),
    organisation: () => p.manyToOne(OrganisationSchema).deleteRule('cascade'),
    campaign: () => p.manyToOne(CampaignSchema).deleteRule('cascade'),
    /** The pair in canonical order, the smaller id first, so a pair has one row whichever way it was named. */
    idea: () => p.manyToOne(IdeaSchema).deleteRule('cascade'),
    otherIdea: () => p.manyToOne(IdeaSchema).deleteRule('cascade'),
    dismissedBy: () => p.manyToOne(UserSchema).nullable().deleteRule('set null'),
  },
});
export type IdeaDuplicateDismissal = InferEntity<typeof IdeaDuplicateDismissalSchema>;
