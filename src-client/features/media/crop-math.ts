import { IMAGE_VARIANT_MAX_DIMENSION } from '#shared/image-variant-rules.ts';
import type { CropRule } from '#shared/upload-rules.ts';

export interface Size {
  width: number;
  height: number;
}

/**
 * The crop's position moved by (dx, dy) and kept where the image still covers the whole crop area,
 * as the cropper keeps a drag: the image's shown size times the zoom, around the area's centre.
 */
export function nudgedPosition(position: { x: number; y: number }, by: { x: number; y: number }, media: Size, area: Size, zoom: number): { x: number; y: number } {
  const limit = (shown: number, crop: number) => Math.abs((shown * zoom) / 2 - crop / 2);
  const clamp = (value: number, max: number) => Math.min(max, Math.max(-max, value));
  return { x: clamp(position.x + by.x, limit(media.width, area.width)), y: clamp(position.y + by.y, limit(media.height, area.height)) };
}

/** How far the crop dialog lets the user zoom in when the rule sets no minimum size. */
export const DEFAULT_MAX_ZOOM = 4;

/** The largest crop of `aspect` that fits the image: what the cropper shows at zoom 1. */
export function largestCrop(image: Size, aspect: number): Size {
  if (image.width / image.height > aspect) return { width: image.height * aspect, height: image.height };
  return { width: image.width, height: image.width / aspect };
}

/**
 * The furthest zoom that still leaves a crop of at least the rule's minimum size (zooming in by z
 * shrinks the crop by z). Below 1 the image is too small for the rule whatever the user does.
 */
export function maxZoomFor(image: Size, crop: CropRule): number {
  const largest = largestCrop(image, crop.aspect);
  const limits = [DEFAULT_MAX_ZOOM];
  if (crop.minWidth) limits.push(largest.width / crop.minWidth);
  if (crop.minHeight) limits.push(largest.height / crop.minHeight);
  return Math.min(...limits);
}

/** Whether any crop of this image can meet the rule's minimum size. */
export function isLargeEnoughForCrop(image: Size, crop: CropRule): boolean {
  return maxZoomFor(image, crop) >= 1;
}

/**
 * The size in pixels of the image cut from `area`: the rule's exact size where it sets one;
 * otherwise scaled down to the rule's maximum (or, where the rule sets none, to the largest size
 * the image service renders), never up, except by the pixel or two that rounding in the cropper
 * can cost against the rule's minimum (the server refuses anything below it).
 */
export function cropOutputSize(area: Size, crop: CropRule): Size {
  if (crop.size) return { ...crop.size };
  const maxWidth = crop.maxWidth ?? IMAGE_VARIANT_MAX_DIMENSION;
  const maxHeight = crop.maxHeight ?? IMAGE_VARIANT_MAX_DIMENSION;
  const scale = Math.min(1, maxWidth / area.width, maxHeight / area.height);
  let width = Math.round(area.width * scale);
  let height = Math.round(area.height * scale);
  if (crop.minWidth && width < crop.minWidth) width = crop.minWidth;
  if (crop.minHeight && height < crop.minHeight) height = crop.minHeight;
  return { width: Math.max(1, width), height: Math.max(1, height) };
}

/** PNG stays PNG (it may be transparent; so may GIF and WebP); photos become JPEG. */
export function croppedImageType(sourceType: string): 'image/png' | 'image/jpeg' {
  return sourceType === 'image/jpeg' ? 'image/jpeg' : 'image/png';
}

/** The file name with the extension of the type it now has ("hero.webp" → "hero.png"). */
export function renameForType(filename: string, type: 'image/png' | 'image/jpeg'): string {
  const extension = type === 'image/png' ? 'png' : 'jpg';
  const dot = filename.lastIndexOf('.');
  const stem = dot > 0 ? filename.slice(0, dot) : filename || 'image';
  return `${stem}.${extension}`;
}
