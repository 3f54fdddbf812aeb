import { fileTypeFromFile } from 'file-type';
import { createReadStream } from 'node:fs';
import { SaxesParser } from 'saxes';
import sharp from 'sharp';
import { ADMIN_FILE_EXTENSIONS, DOCUMENT_EXTENSIONS, IMAGE_MIME_TYPES, extensionOf, imageFitsCrop, type UploadRule } from '#shared/upload-rules.ts';
import { AppError } from '#server/errors/app-error.ts';

export interface InspectedFile {
  mimeType: string;
  extension: string;
  width: number | null;
  height: number | null;
}

/** What the bytes of a file with this extension may be detected as (file-type's names). */
const documentContent: Record<string, { detected: readonly (string | null)[]; mimeType: string }> = {
  pdf: { detected: ['pdf'], mimeType: 'application/pdf' },
  doc: { detected: ['cfb'], mimeType: 'application/msword' },
  xls: { detected: ['cfb'], mimeType: 'application/vnd.ms-excel' },
  ppt: { detected: ['cfb'], mimeType: 'application/vnd.ms-powerpoint' },
  zip: { detected: ['zip'], mimeType: 'application/zip' },
  rar: { detected: ['rar'], mimeType: 'application/vnd.rar' },
  pptx: { detected: ['pptx', 'zip'], mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' },
  pptm: { detected: ['pptm', 'pptx', 'zip'], mimeType: 'application/vnd.ms-powerpoint.presentation.macroEnabled.12' },
  xlsx: { detected: ['xlsx', 'zip'], mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  rtf: { detected: ['rtf'], mimeType: 'application/rtf' },
  // Plain XML has no magic number when it lacks a declaration: null = "no binary signature".
  xml: { detected: ['xml', null], mimeType: 'application/xml' },
};

const imageExtensionByMime: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif', 'image/webp': 'webp' };

/**
 * Judges an upload by its content, not its name: a renamed executable or an HTML page posing
 * as an image is refused with the rule's message key. Images must also decode.
 */
export async function inspectUpload(rule: UploadRule, path: string, filename: string, byteSize: number): Promise<InspectedFile> {
  const refuse = () => new AppError(rule.errorKey);
  if (byteSize === 0 || byteSize > rule.maxBytes) throw refuse();
  // A damaged container (a zip cut short) makes detection throw: that is "not recognised".
  const detected = await fileTypeFromFile(path).catch(() => undefined);
  const declaredExtension = extensionOf(filename).replace(/^jpeg$/, 'jpg');

  switch (rule.kind) {
    case 'image':
      return inspectImage(rule, path, detected?.mime, refuse);
    case 'video':
      if (!detected || !(detected.mime.startsWith('video/') || detected.ext === 'ogv')) throw refuse();
      return { mimeType: detected.mime, extension: detected.ext, width: null, height: null };
    case 'document':
      return inspectDocument(DOCUMENT_EXTENSIONS, declaredExtension, detected?.ext ?? null, path, refuse);
    case 'adminFile': {
      if (['png', 'jpg', 'gif'].includes(declaredExtension)) {
        const image = await inspectImage(rule, path, detected?.mime, refuse);
        if (image.extension !== declaredExtension) throw refuse();
        return image;
      }
      return inspectDocument(ADMIN_FILE_EXTENSIONS, declaredExtension, detected?.ext ?? null, path, refuse);
    }
  }
}

async function inspectImage(rule: UploadRule, path: string, mime: string | undefined, refuse: () => AppError): Promise<InspectedFile> {
  if (!mime || !(IMAGE_MIME_TYPES as readonly string[]).includes(mime)) throw refuse();
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(path, { limitInputPixels: 100_000_000 }).metadata());
  } catch {
    throw refuse();
  }
  if (!width || !height) throw refuse();
  if (rule.crop && !imageFitsCrop(rule.crop, width, height)) throw refuse();
  return { mimeType: mime, extension: imageExtensionByMime[mime] ?? 'bin', width, height };
}

async function inspectDocument(
  allowed: readonly string[],
  extension: string,
  detected: string | null,
  path: string,
  refuse: () => AppError,
): Promise<InspectedFile> {
  const expected = documentContent[extension];
  if (!allowed.includes(extension) || !expected || !expected.detected.includes(detected)) throw refuse();
  if (extension === 'xml' && !(await isWellFormedXml(path))) throw refuse();
  return { mimeType: expected.mimeType, extension, width: null, height: null };
}

/**
 * A .xml document is served as application/xml, so it must be XML: well-formed, one root element,
 * read to its end. A DOCTYPE is refused: nothing needs one, and its entities are how XML files
 * attack their readers (entity expansion, external files).
 */
async function isWellFormedXml(path: string): Promise<boolean> {
  const parser = new SaxesParser();
  let wellFormed = true;
  parser.on('error', () => {
    wellFormed = false;
  });
  parser.on('doctype', () => {
    wellFormed = false;
  });
  const stream = createReadStream(path, { encoding: 'utf8', highWaterMark: 64 * 1024 });
  try {
    for await (const chunk of stream) {
      parser.write(chunk as string);
      if (!wellFormed) return false;
    }
    parser.close();
  } catch {
    return false;
  } finally {
    stream.destroy();
  }
  return wellFormed;
}
