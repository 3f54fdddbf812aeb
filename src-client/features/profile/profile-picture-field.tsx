import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '#client/components/avatar.tsx';
import { Button } from '#client/components/button.tsx';
import type { Media } from '#client/trpc.ts';
import { Uploader } from '#client/features/media/uploader.tsx';

/** What saving does to the picture: keep it, take a new upload, or remove it. */
export type PictureChange = { kind: 'unchanged' } | { kind: 'new'; media: Media } | { kind: 'removed' };

interface ProfilePictureFieldProps {
  firstName: string;
  lastName: string;
  currentUrl: string | null;
  change: PictureChange;
  onChange: (change: PictureChange) => void;
}

/**
 * The profile picture (spec 3 §5): one image of at most 8 MB, cropped square in the browser
 * and sent at 400 × 400, which the server insists on. It shows as it will be once saved.
 */
export function ProfilePictureField({ firstName, lastName, currentUrl, change, onChange }: ProfilePictureFieldProps) {
  const { t } = useTranslation();
  const labelId = useId();
  // Removing the picture also clears the uploader, so no finished upload stays listed under it.
  const [uploaderKey, setUploaderKey] = useState(0);
  const shownUrl = change.kind === 'new' ? change.media.url : change.kind === 'removed' ? null : currentUrl;

  return (
    <section aria-labelledby={labelId} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-xs sm:p-6">
      <h2 id={labelId} className="mb-4 text-xl font-bold tracking-tight sm:text-2xl">
        {t('profile.form.picture')}
      </h2>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="flex flex-col items-center gap-2">
          <Avatar firstName={firstName} lastName={lastName} imageUrl={shownUrl} className="size-28 text-3xl" />
          {shownUrl ? (
            <Button
              variant="ghost"
              onClick={() => {
                setUploaderKey((key) => key + 1);
                onChange(currentUrl ? { kind: 'removed' } : { kind: 'unchanged' });
              }}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {t('profile.form.removePicture')}
            </Button>
          ) : null}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <p className="text-sm text-stone-600">{t('profile.form.pictureHint')}</p>
          <Uploader
            key={uploaderKey}
            context="profileImage"
            labelledBy={labelId}
            onUploaded={(media) => onChange({ kind: 'new', media })}
            onRemoved={(media) => {
              if (change.kind === 'new' && change.media.guid === media.guid) onChange({ kind: 'unchanged' });
            }}
          />
          {change.kind === 'removed' ? (
            <p role="status" className="text-sm text-stone-600">
              {t('profile.form.pictureRemoved')}
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
