import { z } from 'zod';
import { IDEA_STATUSES } from '../../src-shared/constants';
import { feedbackVisibilities } from '../../src-shared/schemas/campaign';

/**
 * The `result` of the façade's main answers, for the OpenAPI document: the fields the spec names
 * (spec 1 §3) with their types and formats. Loose objects: an answer may carry more of ours.
 */

/** Instants (createdAt, startDate…) are ISO 8601 in UTC; days alone (agreements, statistics) are YYYY-MM-DD (spec 1 §9). */
const instant = z.string().meta({ format: 'date-time', description: 'ISO 8601 in UTC, e.g. 2026-11-28T12:00:00.000Z.' });

const person = z.looseObject({ guid: z.string(), name: z.string() });

const shortLink = z.string().meta({ format: 'uri', description: "The permaLink as a whole address on the site's own host, to share outside it." });

const author = z.looseObject({
  guid: z.string(),
  name: z.string(),
  email: z.string().optional().meta({ description: "Only to the author and to the campaign's coaches and admins, who see e-mails on its People tab." }),
  labels: z.array(z.string()),
  ideaStatus: z.enum(['creator', 'accepted', 'pending', 'rejected']),
});

export const legacyCampaignAnswer = z
  .looseObject({
    guid: z.string(),
    slug: z.string(),
    name: z.string(),
    startDate: instant,
    endDate: instant,
    thumbnail: z.looseObject({ url: z.string() }).nullable(),
    icon: z.string().nullable().meta({ description: "The campaign's picture (thumbnail.url), or null." }),
    permaLink: z.string(),
    shortLink,
    coaches: z.array(person),
    coachGuid: z.string().nullable().meta({ description: 'Who created the campaign while they coach it, else its first listed coach.' }),
    settings: z.looseObject({
      canViewTrustedFeedback: z
        .object({ key: z.enum(feedbackVisibilities), value: z.array(z.enum(['admin', 'member', 'guest'])) })
        .meta({ description: 'Who reads feedback by trusted writers: the setting, and the reader roles it admits.' }),
    }),
  })
  .meta({ id: 'LegacyCampaign' });

export const legacyIdeaAnswer = z
  .looseObject({
    guid: z.string(),
    name: z.string(),
    status: z.enum(IDEA_STATUSES),
    createdAt: instant,
    updatedAt: instant,
    authors: z.array(author),
    pendingAuthors: z.array(author),
    votes: z.number().int().meta({ description: 'The upvote count (totalUpvoteCount).' }),
    totalUpvoteCount: z.number().int(),
    upvoted: z.boolean(),
    upvoters: z.array(person).meta({ description: "Who upvoted, first first: all of them for the campaign's coaches and admins, only oneself for anyone else." }),
    permaLink: z.string(),
    shortLink,
    feedbacks: z.array(z.looseObject({ guid: z.string(), createdAt: instant })).optional(),
  })
  .meta({ id: 'LegacyIdea' });

export const legacyAdminFileAnswer = z
  .looseObject({ guid: z.string(), url: z.string(), filename: z.string(), title: z.string().nullable(), publicUrl: z.string() })
  .meta({ id: 'LegacyAdminFile' });
