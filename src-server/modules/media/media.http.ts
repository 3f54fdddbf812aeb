import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isImageVariantSize } from '#shared/image-sizes.ts';
import { isUploadContext } from '#shared/upload-rules.ts';
import { AppError } from '#server/errors/app-error.ts';
import { browserTransportFor, contextFromRequest } from '#server/http/request-context.ts';
import { resolveViewerOfSafeRequest } from '#server/http/request-scope.ts';
import { legacySuccessBody } from '#server/legacy/envelope.ts';
import type { ByteRange } from '#server/storage/file-storage.ts';
import type { AppDeps } from '#server/trpc/context.ts';
import { imageVariant, imageVariantQuery, wantsVariant } from './image-variants';
import type { MediaAccess, MediaAccessRule } from './media-access';
import type { MediaFile } from '#server/entities/media.entity.ts';
import { presentMedia } from './media.presenter';
import { assertMayUpload, findMedia, storeUpload } from './media.service';
import { receiveUpload, registerMultipart } from './receive-upload';

/** Uploaded content is data, never a page: nothing in it may run, even if a browser tried. */
const MEDIA_CSP = "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; sandbox";

/**
 * /media: POST /media/upload?context=… takes one multipart file; GET /media/:id serves it
 * (images also resized: ?w=&h=&fit=&format=), GET /media/:id/video.webm|video.mp4|poster.jpg
 * the transcoded video. Answers use the legacy envelope, `{ result }` or `{ error }`.
 */
export async function registerMediaRoutes(scope: FastifyInstance, deps: AppDeps, mediaAccess: MediaAccessRule): Promise<void> {
  await registerMultipart(scope);

  scope.post('/upload', async (request, reply) => {
    const context = (request.query as Record<string, unknown>).context;
    if (!isUploadContext(context)) throw new AppError('invalid-input', { fieldErrors: { context: ['invalid-input'] } });
    const ctx = contextFromRequest(request, deps, browserTransportFor(request, reply));
    assertMayUpload(ctx, context);
    const media = await receiveUpload(request, context, (upload) => storeUpload(ctx, context, upload));
    return reply.send(legacySuccessBody(presentMedia(media)));
  });

  scope.get<{ Params: { id: string } }>('/:id', async (request, reply) => {
    const media = await findMedia(request.em, request.params.id);
    const access = await mediaAccess(request.em, media.id, () => viewerContextOf(request, reply, deps));
    const query = imageVariantQuery.safeParse(request.query);
    if (!query.success || !isImageVariantSize(query.data.w, query.data.h)) throw new AppError('invalid-input');
    if (wantsVariant(query.data)) {
      if (!media.mimeType.startsWith('image/')) throw new AppError('invalid-input');
      const variant = await imageVariant(deps.storage, media, query.data);
      if (!variant) throw new AppError('not-found');
      mediaHeaders(reply, media, variant.mimeType, access);
      return reply.header('x-media-cache', variant.fromCache ? 'hit' : 'miss').header('content-length', variant.body.length).send(variant.body);
    }
    return sendStored(request, reply, deps, media, access, media.storageKey, media.mimeType);
  });

  scope.get<{ Params: { id: string; name: string } }>('/:id/:name', async (request, reply) => {
    const media = await findMedia(request.em, request.params.id);
    const access = await mediaAccess(request.em, media.id, () => viewerContextOf(request, reply, deps));
    const name = request.params.name;
    if (name === 'poster.jpg' && media.posterKey) return sendStored(request, reply, deps, media, access, media.posterKey, 'image/jpeg');
    const encoded = media.encodedVideos.find((video) => `video.${video.format}` === name);
    if (!encoded) throw new AppError('not-found');
    return sendStored(request, reply, deps, media, access, encoded.key, `video/${encoded.format}`);
  });
}

async function viewerContextOf(request: FastifyRequest, reply: FastifyReply, deps: AppDeps) {
  await resolveViewerOfSafeRequest(request, reply, deps);
  return contextFromRequest(request, deps, browserTransportFor(request, reply));
}

function mediaHeaders(reply: FastifyReply, media: MediaFile, mimeType: string, access: MediaAccess): void {
  const inline = mimeType.startsWith('image/') || mimeType.startsWith('video/');
  const encoded = encodeURIComponent(media.filename);
  const ascii = media.filename.replace(/[^\x20-\x7e]/g, '_');
  reply
    .header('content-type', mimeType)
    .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encoded}`)
    .header('content-security-policy', MEDIA_CSP)
    // A file of a campaign not everyone may see stays in the browser's own cache, never a shared one.
    .header('cache-control', access.restricted ? 'private, max-age=3600' : 'public, max-age=31536000, immutable')
    .header('accept-ranges', 'bytes');
}

/** One "bytes=a-b" range (what players send); anything else is served whole. */
function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return null;
  const [, from, to] = match;
  let start: number;
  let end: number;
  if (from === '') {
    start = Math.max(0, size - Number(to));
    end = size - 1;
  } else {
    start = Number(from);
    end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  }
  if (start > end || start >= size) return 'unsatisfiable';
  return { start, end };
}

async function sendStored(request: FastifyRequest, reply: FastifyReply, deps: AppDeps, media: MediaFile, access: MediaAccess, key: string, mimeType: string) {
  mediaHeaders(reply, media, mimeType, access);
  const size = key === media.storageKey ? media.byteSize : await deps.storage.size(key);
  if (size === null) throw new AppError('not-found');
  const range = parseRange(request.headers.range, size);
  if (range === 'unsatisfiable') return reply.status(416).header('content-range', `bytes */${size}`).send();
  const stored = await deps.storage.get(key, range ?? undefined);
  if (!stored) throw new AppError('not-found');
  if (range) {
    reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${stored.totalLength}`);
  }
  return reply.header('content-length', stored.length).send(stored.body);
}
