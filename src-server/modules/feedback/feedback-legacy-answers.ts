import { z } from 'zod';
import { instant } from '#server/legacy/legacy-answers.ts';

/** The `result` of each legacy feedback route (of each entry, for a list), for the OpenAPI document; loose objects, as an answer may carry more. */

/** POST /ideas/:guid/givefeedback */
export const postIdeasByGuidGivefeedbackAnswer = z.looseObject({
  guid: z.string(),
  createdAt: instant,
  updatedAt: instant,
  accepted: z.boolean(),
  abilities: z.looseObject({
    edit: z.boolean(),
    delete: z.boolean(),
  }),
  filtered: z.boolean(),
  message: z.string().nullable().meta({ description: 'On feedback this viewer may not read (filtered), the marker; else null.' }),
  comment: z.string().nullable().meta({ description: 'The feedback\'s text; a person mentioned in it appears as `@[Name](guid)` (issue 34).' }),
  rating: z.number().int().nullable(),
  author: z.looseObject({
    guid: z.string(),
    name: z.string(),
    labels: z.array(z.string()),
    orgRole: z.string(),
  }).nullable(),
});

/** DELETE /feedback/:guid/delete */
export const deleteFeedbackByGuidDeleteAnswer = z.looseObject({
  deleted: z.literal(true),
  message: z.string(),
});
