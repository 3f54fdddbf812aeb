import { z } from 'zod';
import { IDEA_STATUSES } from '#shared/constants.ts';
import { instant } from '#server/legacy/legacy-answers.ts';
import { legacyAuthorIdeaAnswer } from './idea-legacy-answers';

/** An idea of the admin list (GET /api/ideas), or with authorsGuid a person's idea, for the OpenAPI document. */
const adminIdea = z.looseObject({
  guid: z.string(),
  name: z.string(),
  status: z.enum(IDEA_STATUSES),
  createdAt: instant,
  campaign: z.looseObject({
    guid: z.string().optional(),
    name: z.string(),
    slug: z.string(),
  }),
  authors: z.array(z.looseObject({
    guid: z.string(),
    name: z.string(),
  })).optional(),
  upvoteCount: z.number().int().optional(),
  feedbackCount: z.number().int().optional(),
  commentCount: z.number().int().optional(),
  rating: z.number().nullable().optional(),
});

export const legacyAdminIdeaListEntryAnswer = z.union([adminIdea, legacyAuthorIdeaAnswer]);
