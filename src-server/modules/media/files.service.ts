import type { FileUpdateInput, FilesListInput } from '#shared/schemas/files.ts';
import { AppError } from '#server/errors/app-error.ts';
import type { AppContext } from '#server/trpc/context.ts';
import { MediaFileSchema, type MediaFile } from '#server/entities/media.entity.ts';
import { deleteMedia, findMedia } from './media.service';

/** LIKE wildcards in a user's search are literal characters. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The admin files of this site (context adminFile), newest first. */
export async function listAdminFiles(ctx: AppContext, input: FilesListInput): Promise<{ items: MediaFile[]; total: number }> {
  const search = input.search ? likePattern(input.search) : null;
  const [items, total] = await ctx.em.findAndCount(
    MediaFileSchema,
    { context: 'adminFile', ...(search ? { $or: [{ title: { $ilike: search } }, { filename: { $ilike: search } }] } : {}) },
    { orderBy: { createdAt: 'desc', id: 'desc' }, limit: input.pageSize, offset: input.offset ?? (input.page - 1) * input.pageSize },
  );
  return { items, total };
}

/** One admin file; other uploads (idea images, videos) are not managed here. */
export async function getAdminFile(ctx: AppContext, guid: string): Promise<MediaFile> {
  const media = await findMedia(ctx.em, guid);
  if (media.context !== 'adminFile') throw new AppError('not-found');
  return media;
}

export async function updateAdminFile(ctx: AppContext, input: FileUpdateInput): Promise<MediaFile> {
  const media = await getAdminFile(ctx, input.guid);
  media.title = input.title;
  await ctx.em.flush();
  return media;
}

export async function deleteAdminFile(ctx: AppContext, guid: string): Promise<void> {
  await getAdminFile(ctx, guid);
  await deleteMedia(ctx, guid);
}
