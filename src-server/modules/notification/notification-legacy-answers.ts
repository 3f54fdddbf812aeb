import { z } from 'zod';
import { instant } from '#server/legacy/legacy-answers.ts';

/** The `result` of each legacy notification route (of each entry, for a list), for the OpenAPI document; loose objects, as an answer may carry more. */

/** GET /updates */
export const getUpdatesAnswer = z.array(z.looseObject({
  guid: z.string(),
  type: z.string(),
  subType: z.string(),
  data: z.looseObject({
    ideaGuid: z.string().optional(),
    ideaName: z.string().optional(),
    actorGuid: z.string(),
    actorName: z.string(),
    campaignName: z.string(),
    campaignSlug: z.string(),
  }),
  updatedAt: instant,
  unread: z.boolean(),
}));

/** POST /user/feed */
export const postUserFeedAnswer = z.looseObject({
  marked: z.number().int(),
});
