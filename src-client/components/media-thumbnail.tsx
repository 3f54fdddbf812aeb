import { FileArchive, FileImage, FileSpreadsheet, FileText, FileVideo } from 'lucide-react';
import { imageSrcSet, imageUrl } from './media-url';

/** Types the list shows a picture of (spec 2 §9: png, gif and jpg); anything else gets an icon. */
const THUMBNAIL_TYPES = new Set(['image/png', 'image/gif', 'image/jpeg']);

export function hasThumbnail(mimeType: string): boolean {
  return THUMBNAIL_TYPES.has(mimeType);
}

type FileIconKind = 'image' | 'video' | 'archive' | 'spreadsheet' | 'document';

function fileIconKind(mimeType: string, filename: string): FileIconKind {
  if (mimeType.startsWith('image/') || /\.(png|jpe?g|gif|webp)$/i.test(filename)) return 'image';
  if (mimeType.startsWith('video/')) return 'video';
  if (/\.(zip|rar)$/i.test(filename)) return 'archive';
  if (/\.(xls|xlsx|xml)$/i.test(filename)) return 'spreadsheet';
  return 'document';
}

/** An icon that says what kind of file it is without opening it. Decorative. */
export function FileTypeIcon({ mimeType, filename, className }: { mimeType: string; filename: string; className: string }) {
  switch (fileIconKind(mimeType, filename)) {
    case 'image':
      return <FileImage aria-hidden="true" className={className} />;
    case 'video':
      return <FileVideo aria-hidden="true" className={className} />;
    case 'archive':
      return <FileArchive aria-hidden="true" className={className} />;
    case 'spreadsheet':
      return <FileSpreadsheet aria-hidden="true" className={className} />;
    case 'document':
      return <FileText aria-hidden="true" className={className} />;
  }
}

interface MediaThumbnailProps {
  file: { url: string; mimeType: string; filename: string };
  /** Shown size in CSS pixels; the image is asked for at this size (and its double for sharp screens). */
  size: number;
  className?: string;
}

/** A square preview: the image itself, resized by the server, or the file's icon. Decorative: callers name the file. */
export function MediaThumbnail({ file, size, className = '' }: MediaThumbnailProps) {
  const box = `shrink-0 overflow-hidden rounded-lg border border-stone-200 bg-stone-100 ${className}`;
  if (hasThumbnail(file.mimeType)) {
    const variant = { width: size, height: size, fit: 'cover', format: 'webp' } as const;
    return (
      <img
        src={imageUrl(file.url, variant)}
        srcSet={imageSrcSet(file.url, variant)}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        className={`${box} object-cover`}
      />
    );
  }
  return (
    <span aria-hidden="true" className={`${box} flex items-center justify-center text-stone-500`} style={{ width: size, height: size }}>
      <FileTypeIcon mimeType={file.mimeType} filename={file.filename} className="size-1/2" />
    </span>
  );
}
