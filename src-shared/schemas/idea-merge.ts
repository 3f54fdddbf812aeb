import { z } from 'zod';
import { guidSchema } from './common';

/** The coach's note to the authors asked to merge their idea (optional). */
export const IDEA_MERGE_MESSAGE_MAX_LENGTH = 1000;

/** A coach proposes merging idea `sourceGuid` (B) into `targetGuid` (A); B's authors decide. */
export const ideaMergeProposeInput = z.object({
  sourceGuid: guidSchema,
  targetGuid: guidSchema,
  message: z.string().trim().max(IDEA_MERGE_MESSAGE_MAX_LENGTH, 'VALUE_TOO_LONG').default(''),
});
export type IdeaMergeProposeInput = z.input<typeof ideaMergeProposeInput>;

/** One merge (its proposal, answer, withdrawal or undoing) by its guid. */
export const ideaMergeGuidInput = z.object({ mergeGuid: guidSchema });

/** An author of B answers the proposal. */
export const ideaMergeAnswerInput = z.object({ mergeGuid: guidSchema, answer: z.enum(['accept', 'decline'], 'invalid-input') });
export type IdeaMergeAnswerInput = z.infer<typeof ideaMergeAnswerInput>;

/** An upvoter of B answers whether their upvote moves to A: nothing moves without this answer. */
export const ideaMergeVoteInput = z.object({ mergeGuid: guidSchema, move: z.boolean('invalid-input') });
export type IdeaMergeVoteInput = z.infer<typeof ideaMergeVoteInput>;

/** The merges an idea takes part in, as its page shows them to this viewer. */
export const ideaMergesOfIdeaInput = z.object({ ideaGuid: guidSchema });

/** A campaign's merge record, newest first (coaches). */
export const campaignMergesInput = z.object({ campaignSlug: z.string().trim().min(1).max(200) });
