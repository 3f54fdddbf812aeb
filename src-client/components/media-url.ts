import { IMAGE_VARIANT_MAX_DIMENSION, type IMAGE_VARIANT_FITS, type IMAGE_VARIANT_FORMATS } from '#shared/image-variant-rules.ts';

export type ImageFit = (typeof IMAGE_VARIANT_FITS)[number];
export type ImageFormat = (typeof IMAGE_VARIANT_FORMATS)[number];

export interface ImageVariant {
  width?: number;
  height?: number;
  fit?: ImageFit;
  format?: ImageFormat;
}

export { IMAGE_DISPLAY_SIZES } from '#shared/image-sizes.ts';

/** Only our own stored originals (/media/<id>) can be resized; other addresses are left alone. */
const RESIZABLE_MEDIA = /^\/media\/[0-9a-f-]+$/i;

function dimension(value: number | undefined): number | undefined {
  if (value === undefined || !Number.isFinite(value) || value <= 0) return undefined;
  // The server refuses (rather than clamps) sizes outside 1..2000.
  return Math.min(IMAGE_VARIANT_MAX_DIMENSION, Math.max(1, Math.round(value)));
}

/** The address of `url` resized and converted by the image service (GET /media/<id>?w=&h=&fit=&format=). */
export function imageUrl(url: string, { width, height, fit, format }: ImageVariant): string {
  const [path = '', query] = url.split('?', 2);
  if (!RESIZABLE_MEDIA.test(path)) return url;
  const params = new URLSearchParams(query);
  const w = dimension(width);
  const h = dimension(height);
  if (w !== undefined) params.set('w', String(w));
  if (h !== undefined) params.set('h', String(h));
  if (fit && (w !== undefined || h !== undefined)) params.set('fit', fit);
  if (format) params.set('format', format);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** A srcset with the display size and its double, so high-density screens stay sharp. */
export function imageSrcSet(url: string, variant: ImageVariant): string | undefined {
  const double = imageUrl(url, {
    ...variant,
    ...(variant.width !== undefined ? { width: variant.width * 2 } : {}),
    ...(variant.height !== undefined ? { height: variant.height * 2 } : {}),
  });
  const single = imageUrl(url, variant);
  return single === url ? undefined : `${single} 1x, ${double} 2x`;
}
