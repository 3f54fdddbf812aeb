import { basename } from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { v7 as uuidv7 } from 'uuid';
import { hasOrgAdminRights, isActiveUser } from '#shared/permissions.ts';
import { uploadRules, type UploadContext } from '#shared/upload-rules.ts';
import { AppError } from '#server/errors/app-error.ts';
import type { AppContext } from '#server/trpc/context.ts';
import { inspectUpload } from './content-check';
import { MediaFileSchema, type MediaFile } from '#server/entities/media.entity.ts';
import { isGuid } from '#shared/schemas/common.ts';

export interface ReceivedUpload {
  /** A temporary file holding the bytes; the caller removes it. */
  path: string;
  filename: string;
  byteSize: number;
  /** The stream hit the context's size limit before it ended. */
  truncated: boolean;
}

/** Storage keys of one file: everything of it shares the prefix, so deleting it is one call. */
export function mediaKeyPrefix(organisationId: string, mediaId: string): string {
  return `org/${organisationId}/${mediaId}/`;
}

/** A user's file name, made safe for storage, headers and download dialogs. */
export function safeFilename(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const cleaned = basename(name.replace(/\\/g, '/')).replace(/[\u0000-\u001f\u007f"<>|*?:]/g, '').trim();
  return cleaned.slice(-200) || 'file';
}

/** Who may upload in a context; checked before a byte is received, and again on storing. */
export function assertMayUpload(ctx: AppContext, context: UploadContext): void {
  const viewer = ctx.viewer;
  if (!viewer) throw new AppError('not-authenticated');
  const access = uploadRules[context].access;
  if (access === 'active' && !isActiveUser(viewer)) throw new AppError('user-not-active');
  if (access === 'orgAdmin' && !hasOrgAdminRights(viewer)) throw new AppError('forbidden');
}

/**
 * Accepts one uploaded file for a context: who may upload, then size and type judged by the
 * content, then storage, then the row. A failure at any step leaves nothing behind; a video is
 * stored at once and queued for transcoding.
 */
export async function storeUpload(ctx: AppContext, context: UploadContext, upload: ReceivedUpload): Promise<MediaFile> {
  assertMayUpload(ctx, context);
  const rule = uploadRules[context];
  if (upload.truncated) throw new AppError(rule.errorKey);
  const inspected = await inspectUpload(rule, upload.path, upload.filename, upload.byteSize);

  const id = uuidv7();
  const prefix = mediaKeyPrefix(ctx.site.id, id);
  const storageKey = `${prefix}original.${inspected.extension}`;
  const filename = safeFilename(upload.filename);
  try {
    await ctx.deps.storage.putFile(storageKey, upload.path, inspected.mimeType);
  } catch (error) {
    ctx.deps.logger.error({ err: error, requestId: ctx.request.id }, 'storing an upload failed');
    throw new AppError('SERVER_COULD_NOT_SAVE_FILE', { cause: error });
  }

  const isVideo = rule.kind === 'video';
  const media = ctx.em.create(MediaFileSchema, {
    id,
    organisation: ctx.org,
    owner: ctx.viewer,
    context,
    filename,
    title: filename,
    mimeType: inspected.mimeType,
    extension: inspected.extension,
    byteSize: upload.byteSize,
    width: inspected.width,
    height: inspected.height,
    storageKey,
    processing: isVideo,
    encodedVideos: [],
    posterKey: null,
    processingError: null,
  });
  try {
    // Queued before the row commits: a job that finds no row does nothing, while a row without
    // its job would show "processing" forever.
    if (isVideo) await ctx.deps.jobs.send('video-transcode', { mediaId: id, organisationId: ctx.site.id });
    await ctx.em.flush();
  } catch (error) {
    await ctx.deps.storage.deletePrefix(prefix).catch(() => undefined);
    ctx.deps.logger.error({ err: error, requestId: ctx.request.id }, 'recording an upload failed');
    throw new AppError('SERVER_COULD_NOT_SAVE_FILE', { cause: error });
  }
  return media;
}

/** A file of the current site (the em is tenant-scoped), or not-found. */
export async function findMedia(em: EntityManager, id: string): Promise<MediaFile> {
  const media = isGuid(id) ? await em.findOne(MediaFileSchema, { id }) : null;
  if (!media) throw new AppError('not-found');
  return media;
}

/** The stored pixel sizes of this site's images among `ids` (the em is tenant-scoped), by id. */
export async function imageSizesOf(em: EntityManager, ids: string[]): Promise<Map<string, { width: number; height: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await em.find(MediaFileSchema, { id: { $in: ids }, width: { $ne: null }, height: { $ne: null } }, { fields: ['id', 'width', 'height'], disableIdentityMap: true });
  return new Map(rows.map((row) => [row.id, { width: row.width!, height: row.height! }]));
}

/** The owner or an org admin removes a file, with every variant and encoding of it. */
export async function deleteMedia(ctx: AppContext, id: string): Promise<void> {
  const viewer = ctx.viewer;
  if (!viewer) throw new AppError('not-authenticated');
  const media = await findMedia(ctx.em, id);
  if (media.owner?.id !== viewer.id && !hasOrgAdminRights(viewer)) throw new AppError('forbidden');
  await ctx.em.remove(media).flush();
  await ctx.deps.storage.deletePrefix(mediaKeyPrefix(ctx.site.id, media.id));
}
