import type { ErrorCode } from '#shared/errors.ts';
import { fieldValuesValid } from '#shared/field-engine.ts';
import { checkIdeaExtraFields, ideaFormField, type ExtraFieldValue } from '#shared/idea-fields.ts';
import type { IdeaFieldDefinition } from '#shared/schemas/campaign.ts';
import { EMAIL_PATTERN } from '#shared/schemas/common.ts';
import type { IdeaAttachmentsInput } from '#shared/schemas/idea.ts';
import type { IdeaDto } from '#server/modules/idea/idea.presenter.ts';
import type { FeedbackDto } from '#server/modules/feedback/feedback.presenter.ts';

export type Idea = IdeaDto;

/** A file already on the form: its upload's guid and what the form shows of it. */
export interface AttachedFile {
  guid: string;
  url: string;
  filename: string;
}

export interface AttachedDocument extends AttachedFile {
  /** The name readers see; empty falls back to the file name on the idea page. */
  name: string;
}

/** The files of the form (spec 1 §2): a thumbnail, up to 5 images, a video and documents. */
export interface AttachmentsDraft {
  thumbnail: AttachedFile | null;
  images: AttachedFile[];
  video: AttachedFile | null;
  documents: AttachedDocument[];
}

/** The form's files as they are on the idea being edited, or none for a new idea. */
export function initialAttachments(idea: Idea | null): AttachmentsDraft {
  if (!idea) return { thumbnail: null, images: [], video: null, documents: [] };
  const video = idea.data.video;
  return {
    thumbnail: idea.thumbnail ? { ...idea.thumbnail, filename: '' } : null,
    images: idea.images.map((image) => ({ ...image, filename: '' })),
    video: video ? { guid: video.guid, url: video.url, filename: video.filename } : null,
    documents: idea.data.documents.map((document) => ({ guid: document.guid, url: document.url, filename: document.name, name: document.name })),
  };
}

/** What the server stores of the form's files. */
export function attachmentsInput(draft: AttachmentsDraft): IdeaAttachmentsInput {
  return {
    thumbnail: draft.thumbnail?.guid ?? null,
    images: draft.images.map((image) => image.guid),
    video: draft.video?.guid ?? null,
    documents: draft.documents.map((document) => ({ guid: document.guid, name: document.name.trim() })),
  };
}

/** Whether every extra field the form shows holds an acceptable value (the submit button waits for it); a hidden one asks nothing. */
export function extraFieldsValid(fields: IdeaFieldDefinition[], values: Record<string, ExtraFieldValue>): boolean {
  return fieldValuesValid(fields.map(ideaFormField), values);
}

/** The values to send: only the fields this campaign defines, empty ones left out. */
export function extraFieldsInput(fields: IdeaFieldDefinition[], values: Record<string, ExtraFieldValue>): Record<string, ExtraFieldValue> {
  return checkIdeaExtraFields(fields, values).values;
}

/** The edited idea's values for the campaign's fields (others are not the form's). */
export function initialExtraFields(fields: IdeaFieldDefinition[], idea: Idea | null): Record<string, ExtraFieldValue> {
  const stored = idea?.data.extraFields ?? {};
  return Object.fromEntries(fields.filter((field) => stored[field.fieldid] !== undefined).map((field) => [field.fieldid, stored[field.fieldid]!]));
}

/** Feedback the authors may still mark as helpful on save (spec 1 §4): readable and not yet used. */
export function unusedFeedback(list: FeedbackDto[]): FeedbackDto[] {
  return list.filter((feedback) => !feedback.accepted && !feedback.filtered);
}

/**
 * How a failed save reads (spec 1 §8): these two codes mean the idea was saved and only some
 * co-authors were not added, so the form reports success with the note; all else is an error.
 */
export function isSavedDespite(code: ErrorCode | null): boolean {
  return code === 'idea-updated-but-all-users-not-found' || code === 'idea-author-exists-already';
}

/**
 * The idea a save reported as done with a note (isSavedDespite): the edited idea, or on create
 * the new one, whose guid the server sends first in the error's details. Null for a failed save.
 */
export function ideaSavedDespite(code: ErrorCode | null, details: string[], editedGuid: string | null): string | null {
  if (!isSavedDespite(code)) return null;
  return editedGuid ?? details[0] ?? null;
}

/** The save errors the spec names a message for; any other code reads 'an error occurred'. */
const namedSaveErrors = new Set<ErrorCode>([
  'campaign-ended',
  'campaign-not-started',
  'campaign-not-active',
  'invitation-required',
  'idea-creation-limited',
  'user-not-found',
  'user-could-not-be-deleted',
  'ERROR_REQUIRED',
  'VALUE_TOO_LONG',
]);

/** The code whose message a failed save shows, or null for 'an error occurred'. */
export function saveErrorCode(code: ErrorCode | null): ErrorCode | null {
  return code && namedSaveErrors.has(code) ? code : null;
}

/**
 * A tag added to the idea's list (spec 1 §5): trimmed, not twice (case aside), and when the cap
 * is reached the oldest choice is dropped to make room.
 */
export function addTag(tags: string[], name: string, max: number): string[] {
  const tag = name.trim();
  if (!tag || max <= 0 || tags.some((existing) => existing.toLowerCase() === tag.toLowerCase())) return tags;
  const next = [...tags, tag];
  return next.slice(Math.max(0, next.length - max));
}

/** A line of the form's author list (spec 1 §4): who is on the idea, and what saving will change. */
export interface AuthorRow {
  key: string;
  name: string;
  /** invite: added here, 'invite to be sent'; remove: marked here, 'save to remove'. */
  state: 'creator' | 'accepted' | 'pending' | 'invite' | 'remove';
  /** The user's guid for authors already on the idea; invites have only the e-mail (the name). */
  guid: string | null;
}

/** The idea's authors with the form's pending changes; the creator is never removable. */
export function authorRows(idea: Idea | null, toAdd: string[], toRemove: string[]): AuthorRow[] {
  const current = [...(idea?.authors ?? []), ...(idea?.pendingAuthors ?? [])].map((author): AuthorRow => {
    const state = author.ideaStatus === 'creator' ? 'creator' : toRemove.includes(author.guid) ? 'remove' : author.ideaStatus === 'pending' ? 'pending' : 'accepted';
    return { key: author.guid, name: author.name, state, guid: author.guid };
  });
  return [...current, ...toAdd.map((email): AuthorRow => ({ key: `invite:${email}`, name: email, state: 'invite', guid: null }))];
}

/** An e-mail added to the invitations: refused unless it looks like an address, and not twice. */
export function addAuthorEmail(list: string[], input: string): { list: string[]; error: 'PLEASE_ENTER_A_VALID_MAIL' | null } {
  const email = input.trim();
  if (!EMAIL_PATTERN.test(email)) return { list, error: 'PLEASE_ENTER_A_VALID_MAIL' };
  if (list.some((existing) => existing.toLowerCase() === email.toLowerCase())) return { list, error: null };
  return { list: [...list, email], error: null };
}
