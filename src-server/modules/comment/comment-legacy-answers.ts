import { z } from 'zod';
import { instant } from '#server/legacy/legacy-answers.ts';

/** The `result` of the legacy comment routes (comment.presenter.ts), for the OpenAPI document. */

const comment = z.looseObject({
  guid: z.string(),
  parentGuid: z.string().nullable(),
  parentGUID: z.string().nullable(),
  text: z.string().meta({ description: 'The comment as written; a person mentioned in it appears as `@[Name](guid)` (issue 34), the name as it was when the text was saved.' }),
  createdAt: instant,
  updatedAt: instant,
  user: z.looseObject({ guid: z.string(), name: z.string(), labels: z.array(z.string()) }).nullable().meta({ description: 'The author, or null once their account is gone.' }),
  objectType: z.literal('idea'),
  objectKey: z.string(),
  ideaGuid: z.string(),
  abilities: z.looseObject({ edit: z.boolean(), delete: z.boolean() }),
});

/** A comment with its replies (one level: a reply's replies are empty). */
export const legacyCommentAnswer = comment.extend({ replies: z.array(comment.extend({ replies: z.array(comment) })) }).meta({ id: 'LegacyComment' });

export const legacyCommentDeletedAnswer = z.looseObject({ deleted: z.literal(true), message: z.string() });
