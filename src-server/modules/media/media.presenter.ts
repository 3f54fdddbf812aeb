import { fileMarkdown } from '#shared/media-markdown.ts';
import { uploadRules, type UploadContext } from '#shared/upload-rules.ts';
import type { MediaFile } from '#server/entities/media.entity.ts';

/** The public address of a stored file; variants add query options (?w=300&format=webp). */
export function mediaUrl(media: Pick<MediaFile, 'id'>, variant?: string): string {
  return variant ? `/media/${media.id}/${variant}` : `/media/${media.id}`;
}

/** A file as clients see it (spec 3 §3 Video and Document attachment, plus what forms need). */
export function presentMedia(media: MediaFile) {
  const kind = uploadRules[media.context as UploadContext]?.kind ?? 'document';
  return {
    guid: media.id,
    url: mediaUrl(media),
    filename: media.filename,
    title: media.title,
    mimeType: media.mimeType,
    size: media.byteSize,
    width: media.width,
    height: media.height,
    kind: kind === 'adminFile' ? (media.mimeType.startsWith('image/') ? 'image' : 'document') : kind,
    context: media.context,
    processing: media.processing,
    failed: media.processingError !== null,
    encodedVideos: media.encodedVideos.map((video) => ({ format: video.format, url: mediaUrl(media, `video.${video.format}`) })),
    thumbnail: media.posterKey ? mediaUrl(media, 'poster.jpg') : null,
    createdAt: media.createdAt,
  };
}
export type MediaDto = ReturnType<typeof presentMedia>;

/** An admin file: a file plus its public page and the markdown snippet to paste into pages. */
export function presentAdminFile(media: MediaFile) {
  const file = presentMedia(media);
  return { ...file, markdown: fileMarkdown(file), publicUrl: `/file/${media.id}` };
}
export type AdminFileDto = ReturnType<typeof presentAdminFile>;
