import { z } from 'zod';
import { IDEA_MERGE_STATUSES } from '#shared/constants.ts';
import { instant } from '#server/legacy/legacy-answers.ts';

/** The `result` of the legacy merge routes (idea-merge.queries.ts, idea-merge.router.ts), for the OpenAPI document. */

const ideaRef = z.looseObject({ guid: z.string(), name: z.string() });
const standing = z.looseObject({ mergeGuid: z.string(), idea: ideaRef, mergedAt: instant });

/** IdeaMerges: what an idea's page shows of the merges it takes part in, for this viewer. */
export const legacyIdeaMergesAnswer = z.looseObject({
  mergedInto: standing.nullable(),
  mergedFrom: z.array(standing),
  proposal: z
    .looseObject({
      mergeGuid: z.string(),
      target: ideaRef,
      proposerName: z.string(),
      message: z.string(),
      proposedAt: instant,
      myAnswer: z.enum(['pending', 'accepted', 'declined']).nullable(),
      accepted: z.number().int(),
      asked: z.number().int(),
    })
    .nullable(),
  voteQuestions: z.array(z.looseObject({ mergeGuid: z.string(), source: ideaRef, target: ideaRef })),
  coach: z.boolean(),
});

/** CampaignMerge: one line of a campaign's merge record. */
export const legacyCampaignMergeAnswer = z.looseObject({
  mergeGuid: z.string(),
  status: z.enum(IDEA_MERGE_STATUSES),
  source: ideaRef,
  target: ideaRef,
  proposerName: z.string(),
  proposedAt: instant,
  decidedAt: instant.nullable(),
  deciderName: z.string(),
  unmergedAt: instant.nullable(),
  unmergerName: z.string(),
  moved: z.looseObject({ coAuthors: z.number().int(), comments: z.number().int(), feedback: z.number().int(), votesMoved: z.number().int(), votesAsked: z.number().int() }).nullable(),
});

/** A merge as its actions answer it: where it stands now. */
export const legacyMergeActionAnswer = z.looseObject({ mergeGuid: z.string(), status: z.enum(IDEA_MERGE_STATUSES), sourceGuid: z.string(), targetGuid: z.string() });
