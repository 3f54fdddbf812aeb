/**
 * Upload rules per context (spec 1 §5, spec 2 §5, spec 3 §5 and §9): one definition that the
 * server enforces and the client mirrors before a byte is sent.
 */

export type UploadKind = 'image' | 'video' | 'document' | 'adminFile';

export interface CropRule {
  /** width / height; 1 is square. */
  aspect: number;
  minWidth?: number;
  minHeight?: number;
  maxWidth?: number;
  maxHeight?: number;
  /** The exact size of the result: the crop is scaled to it, up or down, and the server takes no other. */
  size?: { width: number; height: number };
}

/** Who may upload in a context: any signed-in user, a verified one, or an org admin. */
export type UploadAccess = 'signedIn' | 'active' | 'orgAdmin';

export interface UploadRule {
  kind: UploadKind;
  access: UploadAccess;
  maxBytes: number;
  /** How many files one owner may attach in this context (the form enforces; shown to users). */
  maxFiles: number;
  /** Suggested size in pixels, shown to the user ("1000x1000"). */
  dimensionHint?: { width: number; height: number };
  /** Images the client crops before upload, and the server checks. */
  crop?: CropRule;
  /** The message key for a refused file (spec: DOCUMENT_… for files, VIDEO_… for video). */
  errorKey: 'DOCUMENT_TOO_BIG_OR_WRONG_FORMAT' | 'VIDEO_TOO_BIG_OR_WRONG_FORMAT';
}

const MB = 1024 * 1024;

/** Extensions the spec lists for documents in idea, campaign and field-engine contexts. */
export const DOCUMENT_EXTENSIONS = ['pdf', 'doc', 'zip', 'rar', 'pptx', 'ppt', 'pptm', 'rtf', 'xls', 'xlsx', 'xml'] as const;
/** Admin files (spec 2 §5): the document list plus the three web image types. */
export const ADMIN_FILE_EXTENSIONS = ['png', 'jpg', 'gif', ...DOCUMENT_EXTENSIONS] as const;
/** Image types a browser shows and the image service can resize. SVG is deliberately absent. */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const PLAYABLE_VIDEO_FORMATS = ['webm', 'ogg', 'mp4'] as const;

export const uploadRules = {
  ideaThumbnail: { kind: 'image', access: 'active', maxBytes: 8388608, maxFiles: 1, dimensionHint: { width: 1000, height: 1000 }, errorKey: 'DOCUMENT_TOO_BIG_OR_WRONG_FORMAT' },
  ideaImage: { kind: 'image', access: 'active', maxBytes: 8 * MB, maxFiles: 5, dimensionHint: { width: 1000, height: 1000 }, errorKey: 'DOCUMENT_TOO_BIG_OR_WRONG_FORMAT' },
  video: { kind: 'video', access: 'active', maxBytes: 250 * MB, maxFiles: 1, errorKey: 'VIDEO_TOO_BIG_OR_WRONG_FORMAT' },
  ideaDocument: { kind: 'document', access: 'active', maxBytes: 7340032, maxFiles: 20, errorKey: 'DOCUMENT_TOO_BIG_OR_WRONG_FORMAT' },
  campaignDocument: { kind: 'document', access: 'active', maxBytes: 7340032, maxFiles: 20, errorKey: 'DOCUMENT_TOO_BIG_OR_WRONG_FORMAT' },
  fieldDocument: { kind: 'document', access: 'active', maxBytes: 20 * MB, maxFiles: 20, errorKey: 'DOCUMENT_TOO_BIG_OR_WRONG_FORMAT' },
  fieldImage: { kind: 'image', access: 'active', maxBytes: 10 * MB, maxFiles: 1, dimensionHint: { width: 600, height: 600 }, errorKey: 'DOCUMENT_TOO_BIG_OR_WRONG_FORMAT' },
  fieldVideo: { kind: 'video', access: 'active', maxBytes: 250 * MB, maxFiles: 1, errorKey: 'VIDEO_TOO_BIG_OR_WRONG_FORMAT' },
  campaignPhoto: { kind: 'image', access: 'active', maxBytes: 7 * MB, maxFiles: 1, dimensionHint: { width: 600, height: 600 }, errorKey: 'DOCUMENT_TOO_BIG_OR_WRONG_FORMAT' },
  profileImage: {
    kind: 'image', access: 'signedIn',
    maxBytes: 8388608,
    maxFiles: 1,
    dimensionHint: { width: 400, height: 400 },
    // Spec 3 §5 and §9: "400x400, square crop forced".
    crop: { aspect: 1, size: { width: 400, height: 400 } },
    errorKey: 'DOCUMENT_TOO_BIG_OR_WRONG_FORMAT',
  },
  siteHero: {
    kind: 'image', access: 'orgAdmin',
    maxBytes: 15728640,
    maxFiles: 1,
    crop: { aspect: 2, minWidth: 1000, minHeight: 500, maxWidth: 2700, maxHeight: 1350 },
    errorKey: 'DOCUMENT_TOO_BIG_OR_WRONG_FORMAT',
  },
  siteHeroMobile: {
    kind: 'image', access: 'orgAdmin',
    maxBytes: 15728640,
    maxFiles: 1,
    crop: { aspect: 0.8, minWidth: 400, minHeight: 500, maxWidth: 1000, maxHeight: 1250 },
    errorKey: 'DOCUMENT_TOO_BIG_OR_WRONG_FORMAT',
  },
  siteLogo: { kind: 'image', access: 'orgAdmin', maxBytes: 15728640, maxFiles: 1, crop: { aspect: 4, maxWidth: 800, maxHeight: 200 }, errorKey: 'DOCUMENT_TOO_BIG_OR_WRONG_FORMAT' },
  siteFooterLogo: { kind: 'image', access: 'orgAdmin', maxBytes: 15728640, maxFiles: 1, crop: { aspect: 2, maxWidth: 600, maxHeight: 300 }, errorKey: 'DOCUMENT_TOO_BIG_OR_WRONG_FORMAT' },
  /** Spec 2 §5 names no rule for partners: the site assets' size, shown at most 300x250 (spec 1 §9). */
  partnerLogo: { kind: 'image', access: 'orgAdmin', maxBytes: 15728640, maxFiles: 1, dimensionHint: { width: 600, height: 500 }, errorKey: 'DOCUMENT_TOO_BIG_OR_WRONG_FORMAT' },
  adminFile: { kind: 'adminFile', access: 'orgAdmin', maxBytes: 7 * MB, maxFiles: 20, errorKey: 'DOCUMENT_TOO_BIG_OR_WRONG_FORMAT' },
} as const satisfies Record<string, UploadRule>;

export type UploadContext = keyof typeof uploadRules;

export function isUploadContext(value: unknown): value is UploadContext {
  return typeof value === 'string' && Object.hasOwn(uploadRules, value);
}

/** The file name's extension, lower-cased, without the dot ("" when there is none). */
export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot > 0 ? filename.slice(dot + 1).toLowerCase() : '';
}

/** What the browser can tell before uploading: size and the declared name and type. */
export function precheckUpload(rule: UploadRule, file: { name: string; size: number; type: string }): boolean {
  if (file.size > rule.maxBytes || file.size === 0) return false;
  switch (rule.kind) {
    case 'image':
      return (IMAGE_MIME_TYPES as readonly string[]).includes(file.type);
    case 'video':
      return file.type.startsWith('video/') || file.type === '';
    case 'document':
      return (DOCUMENT_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));
    case 'adminFile':
      return (ADMIN_FILE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name === '' ? '' : file.name.replace(/\.jpeg$/i, '.jpg')));
  }
}

/**
 * Whether an image has the shape its context's crop gives (the client crops before uploading):
 * the exact size where the rule sets one, else the aspect ratio, give or take what rounding
 * the crop to whole pixels can cost, within the minimum and maximum sizes.
 */
export function imageFitsCrop(crop: CropRule, width: number, height: number): boolean {
  if (crop.size) return width === crop.size.width && height === crop.size.height;
  if (Math.abs(width - height * crop.aspect) > 1 + crop.aspect) return false;
  if ((crop.minWidth && width < crop.minWidth) || (crop.minHeight && height < crop.minHeight)) return false;
  return !(crop.maxWidth && width > crop.maxWidth) && !(crop.maxHeight && height > crop.maxHeight);
}
