import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { z } from 'zod';
import { IMAGE_VARIANT_FITS, IMAGE_VARIANT_FORMATS, IMAGE_VARIANT_MAX_DIMENSION } from '#shared/image-variant-rules.ts';
import type { FileStorage } from '#server/storage/file-storage.ts';
import type { MediaFile } from '#server/entities/media.entity.ts';
import { mediaKeyPrefix } from './media.service';

const dimension = z.coerce.number().int().min(1).max(IMAGE_VARIANT_MAX_DIMENSION);

/** Resize and convert options of an image URL; anything out of bounds is refused, not clamped. */
export const imageVariantQuery = z.object({
  w: dimension.optional(),
  h: dimension.optional(),
  fit: z.enum(IMAGE_VARIANT_FITS).optional(),
  format: z.enum(IMAGE_VARIANT_FORMATS).optional(),
});
export type ImageVariantQuery = z.infer<typeof imageVariantQuery>;

export function wantsVariant(query: ImageVariantQuery): boolean {
  return query.w !== undefined || query.h !== undefined || query.format !== undefined;
}

/**
 * Renders at once in this process: each takes a core and up to 100 megapixels of memory, so a
 * burst of first requests queues instead of starving every other request.
 */
const renders = pLimit(2);

const mimeByFormat = { webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' } as const;

export interface RenderedVariant {
  body: Buffer;
  mimeType: string;
  fromCache: boolean;
}

/**
 * The image at the asked size and format, rendered once and then served from storage. Input
 * pixels, output sizes (only the display sizes, src-shared/image-sizes.ts) and renders at once are
 * bounded, so no URL can make the server render something huge, or many things.
 */
export async function imageVariant(storage: FileStorage, media: MediaFile, query: ImageVariantQuery): Promise<RenderedVariant | null> {
  const format = query.format ?? (media.mimeType === 'image/png' ? 'png' : media.mimeType === 'image/webp' ? 'webp' : 'jpeg');
  const fit = query.fit ?? 'inside';
  const key = `${mediaKeyPrefix(media.organisation.id, media.id)}variants/${query.w ?? 0}x${query.h ?? 0}-${fit}.${format}`;
  const mimeType = mimeByFormat[format];

  const cached = await storage.get(key);
  if (cached) return { body: await buffer(cached.body), mimeType, fromCache: true };

  const original = await storage.get(media.storageKey);
  if (!original) return null;
  const input = await buffer(original.body);
  const body = await renders(() =>
    sharp(input, { limitInputPixels: 100_000_000, animated: false })
      .rotate()
      .resize({ width: query.w, height: query.h, fit, withoutEnlargement: true })
      .toFormat(format, { quality: 82 })
      .toBuffer(),
  );

  const temporary = join(tmpdir(), `ideahunt-variant-${randomUUID()}`);
  try {
    await writeFile(temporary, body);
    await storage.putFile(key, temporary, mimeType);
  } finally {
    await rm(temporary, { force: true });
  }
  return { body, mimeType, fromCache: false };
}
