/**
 * What the image service renders. Apart from the upload rules so that a page that only shows
 * pictures (the start page's campaign cards) does not download every upload context's rules.
 */

/** The largest width or height the image service renders, whatever a URL asks for. */
export const IMAGE_VARIANT_MAX_DIMENSION = 2000;
export const IMAGE_VARIANT_FORMATS = ['webp', 'jpeg', 'png'] as const;
export const IMAGE_VARIANT_FITS = ['cover', 'contain', 'inside', 'outside', 'fill'] as const;
