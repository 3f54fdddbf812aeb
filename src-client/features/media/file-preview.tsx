import { imageSrcSet, imageUrl, IMAGE_DISPLAY_SIZES } from '#client/components/media-url.ts';
import { FileTypeIcon, hasThumbnail } from '#client/components/media-thumbnail.tsx';
import type { Media } from '#client/trpc.ts';
import { VideoPlayer } from './video-player';

/** Images the browser can show and the server can resize; other files get their icon. */
function isShowableImage(file: Pick<Media, 'mimeType'>): boolean {
  return hasThumbnail(file.mimeType) || file.mimeType === 'image/webp';
}

interface FilePreviewProps {
  file: Media;
  alt: string;
  /** The size an image is shown at, and so asked for (spec 1 §9); the display thumbnail by default. */
  size?: { width: number; height?: number };
}

/** A file shown as itself where that makes sense: an image resized for its place, a video in its player, else a large icon. */
export function FilePreview({ file, alt, size = IMAGE_DISPLAY_SIZES.displayThumbnail }: FilePreviewProps) {
  if (file.kind === 'video') return <VideoPlayer video={file} title={alt} />;
  if (isShowableImage(file)) {
    const variant = { ...size, fit: 'inside', format: 'webp' } as const;
    // The box has the shape of the size asked for before the picture arrives, so nothing under it moves.
    const aspectRatio = `${size.width} / ${size.height ?? (size.width * 3) / 4}`;
    return (
      <div className="flex w-full items-center justify-center rounded-xl bg-stone-100 p-2" style={{ aspectRatio }}>
        <img src={imageUrl(file.url, variant)} srcSet={imageSrcSet(file.url, variant)} alt={alt} className="max-h-full max-w-full rounded-lg object-contain" />
      </div>
    );
  }
  return (
    <div className="flex aspect-[4/3] items-center justify-center rounded-xl bg-stone-100 text-stone-400">
      <FileTypeIcon mimeType={file.mimeType} filename={file.filename} className="size-20" />
    </div>
  );
}
