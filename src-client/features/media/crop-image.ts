import type { CropRule } from '#shared/upload-rules.ts';
import { cropOutputSize, croppedImageType, renameForType, type Size } from './crop-math';

export interface PixelArea extends Size {
  x: number;
  y: number;
}

export interface CroppedImage {
  blob: Blob;
  filename: string;
}

/** Loads an image from an object URL (blob:, which the CSP allows for images). */
export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('the image could not be decoded'));
    image.src = src;
  });
}

function canvasToBlob(canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the canvas could not be encoded'))), type, quality);
  });
}

/**
 * Cuts `area` (in the image's own pixels) out of the image and scales it to the rule's size
 * limits. A PNG that would exceed the context's byte limit is sent as JPEG instead: a photo
 * saved as PNG can be several times larger than the original.
 */
export async function cropImage(source: File, src: string, area: PixelArea, crop: CropRule, maxBytes: number): Promise<CroppedImage> {
  const image = await loadImage(src);
  const output = cropOutputSize(area, crop);
  const canvas = document.createElement('canvas');
  canvas.width = output.width;
  canvas.height = output.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.imageSmoothingQuality = 'high';

  const encode = (type: 'image/png' | 'image/jpeg') => {
    context.clearRect(0, 0, output.width, output.height);
    // JPEG has no transparency: transparent pixels would turn black, so they go white instead.
    if (type === 'image/jpeg') {
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, output.width, output.height);
    }
    context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, output.width, output.height);
    return canvasToBlob(canvas, type, 0.9);
  };

  let type = croppedImageType(source.type);
  let blob = await encode(type);
  if (blob.size > maxBytes && type === 'image/png') {
    type = 'image/jpeg';
    blob = await encode(type);
  }
  return { blob, filename: renameForType(source.name, type) };
}
