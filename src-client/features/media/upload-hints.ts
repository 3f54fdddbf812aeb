import { ADMIN_FILE_EXTENSIONS, DOCUMENT_EXTENSIONS, IMAGE_MIME_TYPES, type UploadRule } from '#shared/upload-rules.ts';

/**
 * The file chooser's `accept` attribute for a rule: it only pre-filters the dialog. What counts
 * is precheckUpload, and after it the server, which judges the content.
 */
export function acceptAttribute(rule: Pick<UploadRule, 'kind'>): string {
  switch (rule.kind) {
    case 'image':
      return IMAGE_MIME_TYPES.join(',');
    case 'video':
      return 'video/*';
    case 'document':
      return DOCUMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',');
    case 'adminFile':
      // precheckUpload reads ".jpeg" as ".jpg", so the chooser offers both.
      return [...ADMIN_FILE_EXTENSIONS, 'jpeg'].map((extension) => `.${extension}`).join(',');
  }
}

/** The allowed types as names people know ("JPG", "PNG"…), or null for "any video". */
export function allowedTypeNames(rule: Pick<UploadRule, 'kind'>): string[] | null {
  switch (rule.kind) {
    case 'image':
      return IMAGE_MIME_TYPES.map((type) => (type === 'image/jpeg' ? 'JPG' : type.replace('image/', '').toUpperCase()));
    case 'video':
      return null;
    case 'document':
      return DOCUMENT_EXTENSIONS.map((extension) => extension.toUpperCase());
    case 'adminFile':
      return ADMIN_FILE_EXTENSIONS.map((extension) => extension.toUpperCase());
  }
}

export interface DimensionHints {
  /** The spec's suggested size ("1000x1000"). */
  recommended: { width: number; height: number } | null;
  /** A crop's minimum, below which the image is refused. */
  minimum: { width: number; height: number } | null;
}

/** The sizes to mention next to the chooser. */
export function dimensionHints(rule: UploadRule): DimensionHints {
  const minimum = rule.crop?.minWidth && rule.crop.minHeight ? { width: rule.crop.minWidth, height: rule.crop.minHeight } : null;
  return { recommended: rule.dimensionHint ?? null, minimum };
}
