import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadContext } from '#shared/upload-rules.ts';
import { Button } from '#client/components/button.tsx';
import { Uploader } from '#client/features/media/uploader.tsx';

interface AssetImageFieldProps {
  label: string;
  hint: string;
  context: UploadContext;
  /** The image's address as it will be saved; empty for none. */
  url: string;
  /** Shown on a dark background (the negative logo, which is drawn on the hero). */
  dark?: boolean;
  error: string | undefined;
  onChange: (url: string) => void;
}

/**
 * One branding image (spec 3 §9 site assets): the picture as it will be saved, an upload that
 * crops to the place's ratio and size limits, and a way to remove it.
 */
export function AssetImageField({ label, hint, context, url, dark = false, error, onChange }: AssetImageFieldProps) {
  const { t } = useTranslation();
  const labelId = useId();
  // Removing the image clears the uploader too, so no finished upload stays listed under it.
  const [uploaderKey, setUploaderKey] = useState(0);

  return (
    <div className="flex flex-col gap-2 border-t border-stone-100 pt-4 first:border-t-0 first:pt-0">
      <p id={labelId} className="text-sm font-medium text-stone-800">
        {label}
      </p>
      <p className="text-xs text-stone-500">{hint}</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className={`flex h-24 w-full shrink-0 items-center justify-center overflow-hidden rounded-lg border border-stone-200 sm:w-48 ${dark ? 'bg-stone-800' : 'bg-stone-50'}`}>
          {url ? <img src={url} alt={t('siteSettings.branding.currentImage', { name: label })} className="max-h-full max-w-full object-contain" /> : <span className={`text-sm ${dark ? 'text-stone-200' : 'text-stone-500'}`}>{t('siteSettings.branding.noImage')}</span>}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <Uploader key={uploaderKey} context={context} labelledBy={labelId} onUploaded={(media) => onChange(media.url)} />
          {url ? (
            <div>
              <Button
                variant="ghost"
                onClick={() => {
                  setUploaderKey((key) => key + 1);
                  onChange('');
                }}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                {t('siteSettings.branding.removeImage', { name: label })}
              </Button>
            </div>
          ) : null}
        </div>
      </div>
      {error ? <p className="text-sm text-red-700">{error}</p> : null}
    </div>
  );
}
