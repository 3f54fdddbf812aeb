import { z } from 'zod';
import { IDEA_STATUSES } from '../constants';
import { uploadRules } from '../upload-rules';
import { tagNameSchema } from './campaign-insights';
import { emailSchema, extraFieldValuesSchema } from './common';

export const IDEA_NAME_MAX_LENGTH = 200;
export const IDEA_CONTENT_MAX_LENGTH = 50_000;

/** The upper bound of the organisation setting ideaMaxNumTags (schemas/organisation.ts). */
export const IDEA_TAGS_BOUND = 100;

const mediaGuid = z.string().trim().min(1).max(64);

/** The idea form's files (spec 1 §2, §5): a thumbnail, up to 5 images, a video and documents, each an upload's guid. */
export const ideaAttachmentsInput = z.object({
  thumbnail: mediaGuid.nullable().default(null),
  images: z.array(mediaGuid).max(uploadRules.ideaImage.maxFiles, 'invalid-input').default([]),
  video: mediaGuid.nullable().default(null),
  documents: z
    .array(z.object({ guid: mediaGuid, name: z.string().trim().max(255, 'VALUE_TOO_LONG').default('') }))
    .max(uploadRules.ideaDocument.maxFiles, 'invalid-input')
    .default([]),
});
export type IdeaAttachmentsInput = z.infer<typeof ideaAttachmentsInput>;

/** What the idea form sends on create and on save (spec 1 §5: title and description required). */
const ideaFields = {
  // A missing field reads as empty: the same key as an empty one.
  name: z.string({ message: 'ERROR_REQUIRED' }).trim().min(1, 'ERROR_REQUIRED').max(IDEA_NAME_MAX_LENGTH, 'VALUE_TOO_LONG'),
  content: z.string({ message: 'ERROR_REQUIRED' }).trim().min(1, 'ERROR_REQUIRED').max(IDEA_CONTENT_MAX_LENGTH, 'VALUE_TOO_LONG'),
  /** By field id; checked against the campaign's definitions on the server (idea-fields.ts). */
  extraFields: extraFieldValuesSchema.default({}),
  /** Omitted on save: the files stay as they are. */
  attachments: ideaAttachmentsInput.optional(),
  /**
   * Tag names (new ones become tags of the site). Omitted: the tags stay as they are. Counted
   * against the organisation's ideaMaxNumTags on the server; 100 is that setting's own bound.
   */
  tags: z.array(tagNameSchema).max(IDEA_TAGS_BOUND, 'TOO_MANY_TAGS').optional(),
  /** Co-authors to invite by e-mail (spec 1 §2, §4); each must be a user of this site. */
  authorsToAdd: z.array(emailSchema).max(50, 'VALUE_TOO_LONG').optional(),
  /** Co-authors to take off the idea, by user guid; the creator cannot be removed. */
  authorsToRemove: z.array(z.string().trim().min(1).max(64)).max(50, 'VALUE_TOO_LONG').optional(),
  /** The legacy client's flag; the server decides participation itself, so it is accepted and ignored. */
  isParticipant: z.boolean().optional(),
};

export const ideaCreateInput = z.object({ campaignSlug: z.string().trim().min(1, 'ERROR_REQUIRED').max(200), ...ideaFields });
export type IdeaCreateInput = z.infer<typeof ideaCreateInput>;

export const ideaUpdateInput = z.object({
  guid: z.string().trim().min(1).max(64),
  ...ideaFields,
  /** Feedback the authors marked as having helped (spec 1 §4): each becomes used and pays its writer. */
  feedbackUsed: z.array(z.string().trim().min(1).max(64)).max(500).default([]),
});
export type IdeaUpdateInput = z.infer<typeof ideaUpdateInput>;

export const ideaStatusInput = z.object({ guid: z.string().trim().min(1).max(64), status: z.enum(IDEA_STATUSES, { message: 'invalid-input' }) });
export type IdeaStatusInput = z.infer<typeof ideaStatusInput>;

/** The invited co-author's answer on the idea page (spec 1 §4; POST /ideas/{guid}/authors/status). */
export const ideaAuthorStatusInput = z.object({
  ideaGuid: z.string().trim().min(1).max(64),
  newStatus: z.enum(['accepted', 'rejected'], { message: 'invalid-input' }),
  /** The legacy payload names the answering user; only the viewer may answer for themself. */
  authorGuid: z.string().trim().min(1).max(64).optional(),
});
export type IdeaAuthorStatusInput = z.infer<typeof ideaAuthorStatusInput>;

/** One tag added to or removed from an idea (POST and DELETE /idea/{guid}/tag/{tag}). */
export const ideaTagInput = z.object({ guid: z.string().trim().min(1).max(64), tag: tagNameSchema });
export type IdeaTagInput = z.infer<typeof ideaTagInput>;

/** POST /idea-tags {list}: the admin idea editor's tag names, found or created in one call. */
export const ideaTagListInput = z.object({ list: z.array(tagNameSchema).max(IDEA_TAGS_BOUND, 'TOO_MANY_TAGS') });
export type IdeaTagListInput = z.infer<typeof ideaTagListInput>;
