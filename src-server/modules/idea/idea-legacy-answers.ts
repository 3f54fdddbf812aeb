import { z } from 'zod';
import { IDEA_STATUSES } from '#shared/constants.ts';
import { instant, legacyIdeaAnswer, legacyTagAnswer } from '#server/legacy/legacy-answers.ts';

/** The `result` of the legacy idea routes that answer other than one idea (legacyIdeaAnswer), for the OpenAPI document. */

const cardAuthor = z.looseObject({ guid: z.string(), firstName: z.string(), lastName: z.string() });

/** An idea on a campaign's list (idea.presenter.ts presentIdeaCard) with the spec's names. */
export const legacyIdeaCardAnswer = z
  .looseObject({
    guid: z.string(),
    name: z.string(),
    excerpt: z.string(),
    status: z.enum(IDEA_STATUSES),
    createdAt: instant,
    authors: z.array(cardAuthor),
    thumbnail: z.looseObject({ url: z.string() }).nullable(),
    totalUpvoteCount: z.number().int(),
    votes: z.number().int(),
    feedbackCount: z.number().int(),
    commentCount: z.number().int(),
    rating: z.number().nullable(),
    isNew: z.boolean(),
    boost: z.number().nullable(),
    isHot: z.boolean(),
  })
  .meta({ id: 'LegacyIdeaCard' });

/** A person's idea on the author paths (?authorsGuid): the profile's list, or one's recent ideas. */
export const legacyAuthorIdeaAnswer = z
  .looseObject({
    guid: z.string(),
    name: z.string(),
    status: z.enum(IDEA_STATUSES),
    createdAt: instant,
    campaign: z.looseObject({ slug: z.string(), name: z.string() }),
  })
  .meta({ id: 'LegacyAuthorIdea' });

/** GET /ideas answers a campaign's ideas, or with authorsGuid and no campaign a person's. */
export const legacyIdeaListEntryAnswer = z.union([legacyIdeaCardAnswer, legacyAuthorIdeaAnswer]);

export const legacyIdeaDeletedAnswer = z.looseObject({ guid: z.string() });

/** The invitee's answer first (the legacy client reads it as the outcome), then the idea as it now is. */
export const legacyAuthorStatusAnswer = z
  .tuple([z.looseObject({ guid: z.string(), ideaStatus: z.enum(['accepted', 'rejected']) }), legacyIdeaAnswer])
  .meta({ description: 'The outcome, then the idea.' });

export const legacyTagListAnswer = z.array(legacyTagAnswer);
