import { z } from 'zod';

/** The `result` of each legacy upvote route (of each entry, for a list), for the OpenAPI document; loose objects, as an answer may carry more. */

/** POST /api/ideas/:guid/upvote */
export const postApiIdeasByGuidUpvoteAnswer = z.looseObject({
  upvoted: z.boolean(),
  totalUpvoteCount: z.number().int(),
  votes: z.number().int(),
});
