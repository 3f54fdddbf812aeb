import { z } from 'zod';
import { instant } from '#server/legacy/legacy-answers.ts';

/** The `result` of each legacy idea-duplicates route (of each entry, for a list), for the OpenAPI document; loose objects, as an answer may carry more. */

/** One idea of a possible-duplicate pair, as the coach compares them. */
const pairedIdea = z.looseObject({
  guid: z.string(),
  name: z.string(),
  excerpt: z.string(),
  authors: z.array(z.looseObject({ guid: z.string(), firstName: z.string(), lastName: z.string() })),
  upvoteCount: z.number().int(),
  commentCount: z.number().int(),
  feedbackCount: z.number().int(),
  createdAt: instant,
  status: z.string(),
});

/** GET /api/campaigns/:slug/duplicates */
export const getApiCampaignsBySlugDuplicatesAnswer = z.looseObject({
  campaignSlug: z.string(),
  page: z.number().int(),
  hasMore: z.boolean(),
  waiting: z.number().int(),
  pairs: z.array(z.looseObject({
    score: z.number(),
    matched: z.looseObject({ title: z.boolean(), text: z.boolean() }),
    idea: pairedIdea,
    other: pairedIdea,
  })),
});

/** POST /api/campaigns/:slug/duplicates/dismiss, POST /api/campaigns/:slug/duplicates/restore */
export const postApiCampaignsBySlugDuplicatesDismissAnswer = z.looseObject({
  dismissed: z.boolean(),
});
