import { z } from 'zod';
import { loginInput, signupInput } from '#shared/schemas/auth.ts';
import { campaignDocumentSchema, campaignFieldsSchema, campaignSettingsPatch, campaignUpdateInput, feedbackVisibilities, rewardSchema } from '#shared/schemas/campaign.ts';
import { commentCreateInput } from '#shared/schemas/comment.ts';
import { feedbackCreateInput } from '#shared/schemas/feedback.ts';
import { guidSchema } from '#shared/schemas/common.ts';
import { ideaCreateInput, ideaUpdateInput } from '#shared/schemas/idea.ts';

/**
 * The legacy payloads where they name a field differently from our procedures, composed from
 * the shared schemas the procedures validate with. The OpenAPI document shows these.
 */

/** An uploaded file as legacy payloads name it: its guid, `{ guid }`, or `{ url }` of its /media address. */
export const legacyFileReference = z.union([guidSchema, z.object({ guid: guidSchema }), z.object({ url: z.string().meta({ description: 'A /media/{guid} address of this site.' }) })]);

export const legacyLoginBody = loginInput.omit({ email: true }).extend({
  username: loginInput.shape.email.meta({ description: 'The e-mail address (legacy clients send it as username).' }),
  email: loginInput.shape.email.optional().meta({ description: 'Read when username is absent.' }),
});

export const legacySignupBody = signupInput.omit({ extraFields: true }).extend({
  extraFields: z.string().optional().meta({ description: "A JSON string of the site's registration fields." }),
  sendVerificationMail: z.boolean().optional(),
});

const legacyIdeaData = z.object({
  content: ideaCreateInput.shape.content,
  extraFields: ideaCreateInput.shape.extraFields,
  images: z.array(legacyFileReference).optional(),
  video: legacyFileReference.optional(),
  documents: z.array(z.object({ name: z.string(), url: z.string() })).optional(),
});

/** Spec 1 §7: name, data{content, extraFields, images, video, documents}, thumbnail, tags, authorsToAdd, authorsToRemove, isParticipant. */
export const legacyIdeaBody = ideaCreateInput.pick({ name: true, isParticipant: true }).extend({
  data: legacyIdeaData,
  thumbnail: legacyFileReference.optional(),
  tags: z.array(z.union([z.string(), z.object({ name: z.string() })])).optional(),
  authorsToAdd: z.array(z.union([z.string(), z.object({ email: z.string() })])).optional(),
  authorsToRemove: z.array(z.union([guidSchema, z.object({ guid: guidSchema })])).optional(),
});

export const legacyIdeaSaveBody = legacyIdeaBody.extend({
  feedbackUsed: z.array(z.union([guidSchema, z.object({ guid: guidSchema })])).optional().meta({ description: ideaUpdateInput.shape.feedbackUsed.description ?? 'Feedback that helped: it becomes used.' }),
});

/** Rewards and documents as the legacy wizard wraps them (spec 2 §7): `{ list: [...] }`, or a bare list. */
const wrappedList = <T extends z.ZodType>(item: T) => z.union([z.array(item), z.object({ list: z.array(item) })]);
const legacyCampaignDocument = campaignDocumentSchema.partial({ mediaGuid: true }).extend({ url: z.string().optional().meta({ description: 'A /media/{guid} address, instead of mediaGuid.' }) });

export const legacyCampaignBody = campaignFieldsSchema.omit({ rewards: true, documents: true, photoGuid: true }).extend({
  rewards: wrappedList(rewardSchema).optional(),
  documents: wrappedList(legacyCampaignDocument).optional(),
  thumbnail: legacyFileReference.optional(),
  active: z.boolean().optional().meta({ description: 'true publishes the campaign (spec 2 §4: on submit the campaign is set active).' }),
});

/** Settings as legacy answers show them: canViewTrustedFeedback may come back as the answer's `{ key, value }`, whose key is read. */
const legacyCampaignSettings = campaignSettingsPatch.extend({
  canViewTrustedFeedback: z.union([z.enum(feedbackVisibilities), z.object({ key: z.enum(feedbackVisibilities), value: z.array(z.string()).optional() })]).optional(),
});

export const legacyCampaignUpdateBody = z
  .object(campaignUpdateInput.shape)
  .omit({ slug: true, rewards: true, documents: true, photoGuid: true })
  .extend({ ...legacyCampaignBody.pick({ rewards: true, documents: true, thumbnail: true, active: true }).shape, settings: legacyCampaignSettings.optional() });

export const legacyFeedbackBody = feedbackCreateInput.omit({ ideaGuid: true }).extend({ guid: guidSchema.optional(), isParticipant: z.boolean().optional() });

/** Spec 1 §7 POST /comment: a new comment, a reply (parent) or an edit (commentGuid). */
export const legacyCommentBody = z.object({
  text: commentCreateInput.shape.body,
  objectType: z.literal('idea').optional(),
  objectKey: guidSchema.optional(),
  ideaGuid: guidSchema.optional(),
  parent: guidSchema.optional(),
  commentGuid: guidSchema.optional(),
  isParticipant: z.boolean().optional(),
});
