import { Trash2 } from 'lucide-react';
import { useId, type Dispatch, type SetStateAction } from 'react';
import type { UploadContext } from '#shared/upload-rules.ts';
import { Button } from '#client/components/button.tsx';
import type { Media } from '#client/trpc.ts';
import { Uploader } from './uploader';

/** The picture a form will save, by the media the server stored for it. */
export type UploadedImage = Pick<Media, 'guid' | 'url'>;

interface SingleImageUploadProps {
  label: string;
  /** The preview's alternative text. */
  currentAlt: string;
  removeLabel: string;
  context: UploadContext;
  image: UploadedImage | null;
  /** The preview's size and fit, e.g. a logo kept whole or a photo filling its square. */
  imageClassName: string;
  /** The form's state setter: a removal is checked against the picture as it is by then. */
  onChange: Dispatch<SetStateAction<UploadedImage | null>>;
}

/**
 * One picture of a form saved as a media reference (a partner's logo, a campaign's photo): the
 * current one with a way to remove it, then an upload that replaces it. Given as siblings so
 * the form lays them out with its other fields.
 */
export function SingleImageUpload({ label, currentAlt, removeLabel, context, image, imageClassName, onChange }: SingleImageUploadProps) {
  const labelId = useId();
  return (
    <>
      <p id={labelId} className="text-sm font-medium text-stone-800">
        {label}
      </p>
      {image ? (
        <div className="flex items-center gap-4">
          <img src={image.url} alt={currentAlt} className={`border border-stone-200 ${imageClassName}`} />
          <Button variant="secondary" onClick={() => onChange(null)}>
            <Trash2 aria-hidden="true" className="size-4" />
            {removeLabel}
          </Button>
        </div>
      ) : null}
      <Uploader
        context={context}
        maxFiles={1}
        labelledBy={labelId}
        onUploaded={(media) => onChange({ guid: media.guid, url: media.url })}
        // A replaced or removed upload takes the picture with it only while it is still the one shown.
        onRemoved={(media) => onChange((current) => (current?.guid === media.guid ? null : current))}
      />
    </>
  );
}
