/**
 * Every size an image is shown at, in CSS pixels (spec 1 §9, and our own places for files).
 * Images are asked for at the size they are shown (and its double, for sharp screens), so nobody
 * downloads a 4000-pixel photo to show it 300 wide; and the server renders only these sizes, so
 * no one can make it render and store a new file for every width they care to type.
 */
export const IMAGE_DISPLAY_SIZES = {
  campaignCard: { width: 270, height: 168 },
  briefImage: { width: 540 },
  // The brief's own picture is the card's, twice as large and cropped alike, so the page knows
  // its height before it loads (spec 1 §9 gives only the width).
  briefCover: { width: 540, height: 336 },
  ideaImage: { width: 1000, height: 750 },
  ideaThumbnail: { width: 300 },
  displayThumbnail: { width: 540, height: 400 },
  partnerLogo: { width: 300, height: 250 },
  avatar: { width: 200, height: 200 },
  campaignPicker: { width: 96, height: 64 },
  uploadThumbnail: { width: 48, height: 48 },
  fileListThumbnail: { width: 64, height: 64 },
  /** The picture of a shared link's preview (og:image), as the big networks show it. */
  sharePreview: { width: 1200 },
} as const satisfies Record<string, { width: number; height?: number }>;

type DisplaySize = { width: number; height?: number };

// Made on first use, not at load: a page that only shows pictures then does not carry it.
let allowed: Set<string> | undefined;

function allowedSizes(): Set<string> {
  allowed ??= new Set(
    (Object.values(IMAGE_DISPLAY_SIZES) as DisplaySize[]).flatMap(({ width, height }) => [1, 2].map((scale) => `${width * scale}x${height === undefined ? '' : height * scale}`)),
  );
  return allowed;
}

/** Whether the image service renders this size: one of the display sizes or its double; no size at all (a format change) too. */
export function isImageVariantSize(width: number | undefined, height: number | undefined): boolean {
  if (width === undefined && height === undefined) return true;
  return width !== undefined && allowedSizes().has(`${width}x${height ?? ''}`);
}
