import { describe, expect, it } from 'vitest';
import { IMAGE_DISPLAY_SIZES, isImageVariantSize } from '#shared/image-sizes.ts';

describe('the image sizes the image service renders', () => {
  it('renders every display size and its double, and a format change with no size', () => {
    for (const size of Object.values(IMAGE_DISPLAY_SIZES) as { width: number; height?: number }[]) {
      expect(isImageVariantSize(size.width, size.height)).toBe(true);
      expect(isImageVariantSize(size.width * 2, size.height === undefined ? undefined : size.height * 2)).toBe(true);
    }
    expect(isImageVariantSize(undefined, undefined)).toBe(true);
  });

  it.each([
    [301, undefined],
    [270, 169],
    [270, undefined],
    [undefined, 168],
    [810, 504],
  ])('refuses %j × %j, which no page shows', (width, height) => {
    expect(isImageVariantSize(width, height)).toBe(false);
  });
});
