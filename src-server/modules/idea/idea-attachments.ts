import type { EntityManager } from '@mikro-orm/postgresql';
import type { FieldErrors } from '#shared/errors.ts';
import { FILE_FIELD_CONTEXTS, type ExtraFieldValue } from '#shared/idea-fields.ts';
import type { IdeaFieldDefinition } from '#shared/schemas/campaign.ts';
import type { IdeaAttachmentsInput } from '#shared/schemas/idea.ts';
import type { UploadContext } from '#shared/upload-rules.ts';
import { AppError } from '#server/errors/app-error.ts';
import { MediaFileSchema, type MediaFile } from '#server/entities/media.entity.ts';
import { IdeaAttachmentSchema, type Idea, type IdeaAttachment } from '#server/entities/idea.entity.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type AttachmentKind = IdeaAttachment['kind'];

const KIND_CONTEXT: Record<AttachmentKind, UploadContext> = {
  thumbnail: 'ideaThumbnail',
  image: 'ideaImage',
  video: 'video',
  document: 'ideaDocument',
};

interface WantedFile {
  guid: string;
  context: UploadContext;
  /** The field error key when this file is refused. */
  field: string;
}

/**
 * Loads the wanted uploads and refuses any that is not this site's file of the right upload
 * context, owned by the editor, unless the idea already uses it (a coach or co-author saving
 * keeps files someone else uploaded). One query for all of them.
 */
async function acceptedFiles(em: EntityManager, editorId: string, wanted: WantedFile[], alreadyUsed: ReadonlySet<string>): Promise<Map<string, MediaFile>> {
  const ids = [...new Set(wanted.map((file) => file.guid).filter((guid) => UUID.test(guid)))];
  const found = ids.length > 0 ? await em.find(MediaFileSchema, { id: { $in: ids } }) : [];
  const byId = new Map(found.map((media) => [media.id, media]));
  const fieldErrors: FieldErrors = {};
  for (const file of wanted) {
    const media = byId.get(file.guid);
    const usable = media !== undefined && media.context === file.context && (media.owner?.id === editorId || alreadyUsed.has(media.id));
    if (!usable) fieldErrors[file.field] = ['invalid-input'];
  }
  if (Object.keys(fieldErrors).length > 0) throw new AppError('invalid-input', { fieldErrors });
  return byId;
}

/** Guids of the uploads an idea's extra fields name now, so a save may keep them. */
export function fileGuidsOfFields(definitions: IdeaFieldDefinition[], values: Record<string, ExtraFieldValue>): Set<string> {
  const guids = new Set<string>();
  for (const field of definitions) {
    if (!(field.formType in FILE_FIELD_CONTEXTS)) continue;
    const value = values[field.fieldid];
    for (const guid of value === undefined ? [] : Array.isArray(value) ? value : [value]) guids.add(guid);
  }
  return guids;
}

/** The extra fields of type filepicker-* must name the editor's uploads of the field engine's contexts (spec 1 §5). */
export async function checkFileFields(
  em: EntityManager,
  editorId: string,
  definitions: IdeaFieldDefinition[],
  values: Record<string, ExtraFieldValue>,
  alreadyUsed: ReadonlySet<string>,
): Promise<void> {
  const wanted: WantedFile[] = [];
  for (const field of definitions) {
    const context = FILE_FIELD_CONTEXTS[field.formType as keyof typeof FILE_FIELD_CONTEXTS];
    const value = values[field.fieldid];
    if (!context || value === undefined) continue;
    for (const guid of Array.isArray(value) ? value : [value]) wanted.push({ guid, context, field: `extraFields.${field.fieldid}` });
  }
  if (wanted.length > 0) await acceptedFiles(em, editorId, wanted, alreadyUsed);
}

/**
 * Replaces the idea's thumbnail, images, video and documents with the given uploads, in the
 * given order (spec 1 §2 idea form). Limits come from the schema (5 images, 1 video, 1 thumbnail).
 */
export async function replaceAttachments(em: EntityManager, editorId: string, idea: Idea, input: IdeaAttachmentsInput, current: IdeaAttachment[]): Promise<void> {
  const wanted: (WantedFile & { kind: AttachmentKind; name: string })[] = [];
  const add = (kind: AttachmentKind, guid: string, name = '') => wanted.push({ kind, guid, name, context: KIND_CONTEXT[kind], field: `attachments.${kind}` });
  if (input.thumbnail) add('thumbnail', input.thumbnail);
  input.images.forEach((guid) => add('image', guid));
  if (input.video) add('video', input.video);
  input.documents.forEach((document) => add('document', document.guid, document.name));
  const media = await acceptedFiles(em, editorId, wanted, new Set(current.map((attachment) => attachment.media.id)));

  for (const attachment of current) em.remove(attachment);
  const positions: Record<AttachmentKind, number> = { thumbnail: 0, image: 0, video: 0, document: 0 };
  for (const file of wanted) {
    const position = positions[file.kind]++;
    const name = file.kind === 'document' ? file.name || media.get(file.guid)!.filename : '';
    em.create(IdeaAttachmentSchema, { idea, media: media.get(file.guid)!, kind: file.kind, name, position });
  }
}

/** An idea's files in display order, with their uploads loaded. */
export function attachmentsOf(em: EntityManager, idea: Idea): Promise<IdeaAttachment[]> {
  return em.find(IdeaAttachmentSchema, { idea }, { populate: ['media'], orderBy: { kind: 'asc', position: 'asc' } });
}
