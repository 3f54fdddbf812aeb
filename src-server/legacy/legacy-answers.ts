import { z } from 'zod';
import { IDEA_STATUSES, USER_STATUSES } from '#shared/constants.ts';
import { feedbackVisibilities } from '#shared/schemas/campaign.ts';

/**
 * The `result` of the façade's main answers, for the OpenAPI document: the fields the spec names
 * (spec 1 §3) with their types and formats. Loose objects: an answer may carry more of ours.
 */

/** Instants (createdAt, startDate…) are ISO 8601 in UTC; days alone (agreements, statistics) are YYYY-MM-DD (spec 1 §9). */
export const instant = z.string().meta({ format: 'date-time', description: 'ISO 8601 in UTC, e.g. 2026-11-28T12:00:00.000Z.' });

export const day = z.string().meta({ format: 'date', description: 'A day, YYYY-MM-DD.' });

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

const tag = z.looseObject({ guid: z.string(), name: z.string(), slug: z.string() });

/** A tag as the tag routes answer it (tags of campaigns, ideas and people). */
export const legacyTagAnswer = tag.meta({ id: 'LegacyTag' });

const ideaImage = z.looseObject({ guid: z.string(), url: z.string() });

/** The idea page (idea.presenter.ts presentIdeaView) with the spec's names: what every route answering one idea sends. */
export const legacyIdeaAnswer = z
  .looseObject({
    guid: z.string(),
    name: z.string(),
    status: z.enum(IDEA_STATUSES),
    createdAt: instant,
    updatedAt: instant,
    campaign: z.looseObject({ guid: z.string(), slug: z.string(), name: z.string(), open: z.boolean(), privacySetting: z.string(), public: z.boolean(), private: z.boolean() }),
    authors: z.array(author),
    pendingAuthors: z.array(author),
    tags: z.array(tag),
    maxTags: z.number().int(),
    votes: z.number().int().meta({ description: 'The upvote count (totalUpvoteCount).' }),
    totalUpvoteCount: z.number().int(),
    upvoted: z.boolean(),
    upvoters: z.array(person).meta({ description: "Who upvoted, first first: all of them for the campaign's coaches and admins, only oneself for anyone else." }),
    feedbackCount: z.number().int(),
    commentCount: z.number().int(),
    rating: z.number().nullable().meta({ description: 'The mean feedback rating, for coaches; null for others or before any rating.' }),
    thumbnail: ideaImage.nullable(),
    images: z.array(ideaImage),
    data: z.looseObject({
      content: z.string(),
      contentHtml: z.string(),
      images: z.array(ideaImage),
      video: z
        .looseObject({ guid: z.string(), url: z.string(), filename: z.string(), processing: z.boolean(), encodedVideos: z.array(z.looseObject({ format: z.string(), url: z.string() })), thumbnail: z.string().nullable() })
        .nullable(),
      documents: z.array(z.looseObject({ guid: z.string(), name: z.string(), url: z.string() })),
      extraFields: z.record(z.string(), z.unknown()).meta({ description: "The idea's extra field values by field id, as the campaign's fields define them." }),
      metaData: z.array(z.looseObject({ fieldid: z.string(), label: z.string(), formType: z.string(), public: z.boolean(), value: z.unknown() })),
    }),
    isNew: z.boolean(),
    boost: z.number().nullable().meta({ description: "Trending score over the campaign's median; null while the median is 0." }),
    isHot: z.boolean(),
    isAuthor: z.boolean(),
    isCoach: z.boolean(),
    abilities: z.looseObject({ edit: z.boolean(), delete: z.boolean(), deleteOnEdit: z.boolean(), setStatus: z.boolean(), inviteAuthors: z.boolean(), answerInvitation: z.boolean() }),
    mergedIntoGuid: z.string().nullable(),
    permaLink: z.string(),
    shortLink,
    feedbacks: z.array(z.looseObject({ guid: z.string(), createdAt: instant })).optional().meta({ description: 'On the routes that show one idea: its feedback as this viewer may read it.' }),
  })
  .meta({ id: 'LegacyIdea' });

/** An admin file (media.presenter.ts presentAdminFile): the file, its public page and the markdown to paste into pages. */
export const legacyAdminFileAnswer = z
  .looseObject({
    guid: z.string(),
    url: z.string(),
    filename: z.string(),
    title: z.string().nullable(),
    mimeType: z.string(),
    size: z.number().int(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    kind: z.string(),
    context: z.string(),
    processing: z.boolean(),
    failed: z.boolean(),
    encodedVideos: z.array(z.looseObject({ format: z.string(), url: z.string() })),
    thumbnail: z.string().nullable().meta({ description: "A video's poster image, or null." }),
    createdAt: instant,
    markdown: z.string(),
    publicUrl: z.string(),
  })
  .meta({ id: 'LegacyAdminFile' });

/** What a delete answers. */
export const legacyDeletedAnswer = z.looseObject({ deleted: z.literal(true) });

/** The signed-in user (user.presenter.ts presentViewer): what sign-in, sign-up and a new profile picture answer. */
export const legacyViewerAnswer = z
  .looseObject({
    guid: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    name: z.string(),
    email: z.string(),
    status: z.enum(USER_STATUSES),
    orgRole: z.string(),
    isOrgAdmin: z.boolean(),
    roles: z.looseObject({ list: z.array(z.string()) }),
    labels: z.array(z.string()),
    description: z.string(),
    profileImage: z.looseObject({ url: z.string() }).nullable().optional().meta({ description: 'Absent on a user just signed up.' }),
    avatar: z.looseObject({ url: z.string() }).nullable(),
    options: z.looseObject({ emails: z.looseObject({ tags: z.boolean(), winner: z.boolean(), comment: z.boolean(), feedback: z.boolean() }) }),
    service: z.string().nullable().optional().meta({ description: 'Absent on a user just signed up.' }),
    createdAt: instant,
    loggedIn: z.literal(true),
    organisations: z.array(z.looseObject({ guid: z.string(), premium: z.boolean(), role: z.looseObject({ slug: z.string() }) })),
    quickStatus: z.looseObject({ notifications: z.number().int() }),
    registrationIncomplete: z.boolean(),
    termsOfServiceForOrg: z.string().nullable().meta({ description: "The guid of the site's terms of service to accept, or null." }),
    termsOfServiceAccepted: z.boolean(),
    privacyPolicyForOrg: z.string().nullable().meta({ description: "The guid of the site's privacy policy to accept, or null." }),
    privacyPolicyAccepted: z.boolean(),
  })
  .meta({ id: 'LegacyViewer' });

/** A sign-in: the user, the JWT for the Authorization header, and where to go next. */
export const legacySignInAnswer = legacyViewerAnswer.extend({
  JWT: z.string(),
  postLogin: z.string().nullable().meta({ description: 'The path to return to, as the request named it, or null.' }),
});
