import { CircleAlert, CircleCheck, RotateCcw, Trash2, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/button.tsx';
import { formatFileSize } from '#client/components/file-size.ts';
import { FileTypeIcon, MediaThumbnail } from '#client/components/media-thumbnail.tsx';
import { IMAGE_DISPLAY_SIZES } from '#client/components/media-url.ts';
import { ProgressBar } from '#client/components/progress-bar.tsx';
import type { Refusal, UploadRow } from './use-uploads';

const THUMBNAIL_SIZE = IMAGE_DISPLAY_SIZES.uploadThumbnail.width;

interface UploadRowItemProps {
  row: UploadRow;
  onCancel: () => void;
  onRetry: () => void;
  onDismiss: () => void;
  /** Absent when the form does not let a finished upload be removed here. */
  onRemove: (() => void) | undefined;
}

/** One file in an uploader: its name and size, then its progress, result or error, and what can be done next. */
export function UploadRowItem({ row, onCancel, onRetry, onDismiss, onRemove }: UploadRowItemProps) {
  const { t, i18n } = useTranslation();
  const { state } = row;
  const failed = state.status === 'failed' || state.status === 'refused';

  return (
    <li className={`flex items-start gap-3 rounded-xl border bg-white p-3 ${failed ? 'border-red-200' : 'border-stone-200'}`}>
      {state.status === 'done' ? (
        <MediaThumbnail file={state.media} size={THUMBNAIL_SIZE} className="size-12" />
      ) : (
        <PlaceholderIcon name={row.name} failed={failed} />
      )}
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-stone-900" title={row.name}>
          {row.name}
        </p>
        <p className="text-xs text-stone-500">{formatFileSize(row.size, i18n.language)}</p>
        {state.status === 'uploading' ? (
          <div className="mt-2 flex items-center gap-3">
            <ProgressBar value={state.progress} label={t('upload.uploading', { name: row.name })} />
            <span className="w-16 shrink-0 text-right text-xs text-stone-600 tabular-nums">
              {state.progress >= 1 ? t('upload.checking') : `${Math.round(state.progress * 100)} %`}
            </span>
          </div>
        ) : null}
        {state.status === 'done' ? (
          <p role="status" className="mt-1 flex items-center gap-1 text-sm text-emerald-700">
            <CircleCheck aria-hidden="true" className="size-4" />
            {t('upload.uploaded')}
          </p>
        ) : null}
        {state.status === 'failed' ? (
          <div role="alert" className="mt-1 text-sm text-red-800">
            <p className="font-semibold">{t(`upload.heading.${state.failure.heading}`)}</p>
            <p>{t(`errors.${state.failure.code}`)}</p>
          </div>
        ) : null}
        {state.status === 'refused' ? (
          <div role="alert" className="mt-1 text-sm text-red-800">
            <p className="font-semibold">{t('upload.heading.FILE_UPLOAD_ERROR')}</p>
            <RefusalText refusal={state.refusal} />
          </div>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-wrap justify-end gap-1">
        {state.status === 'uploading' ? (
          <Button variant="ghost" onClick={onCancel} aria-label={t('upload.cancelNamed', { name: row.name })}>
            <X aria-hidden="true" className="size-4" />
            <span aria-hidden="true" className="max-sm:sr-only">
              {t('upload.cancel')}
            </span>
          </Button>
        ) : null}
        {state.status === 'failed' ? (
          <Button variant="ghost" onClick={onRetry} aria-label={t('upload.retryNamed', { name: row.name })}>
            <RotateCcw aria-hidden="true" className="size-4" />
            <span aria-hidden="true" className="max-sm:sr-only">
              {t('upload.retry')}
            </span>
          </Button>
        ) : null}
        {failed ? (
          <IconButton label={t('upload.dismissNamed', { name: row.name })} onClick={onDismiss} icon={<X aria-hidden="true" className="size-4" />} />
        ) : null}
        {state.status === 'done' && onRemove ? (
          <IconButton label={t('upload.removeNamed', { name: row.name })} onClick={onRemove} icon={<Trash2 aria-hidden="true" className="size-4" />} />
        ) : null}
      </div>
    </li>
  );
}

function PlaceholderIcon({ name, failed }: { name: string; failed: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`flex size-12 shrink-0 items-center justify-center rounded-lg ${failed ? 'bg-red-50 text-red-600' : 'bg-stone-100 text-stone-500'}`}
    >
      {failed ? <CircleAlert className="size-6" /> : <FileTypeIcon mimeType="" filename={name} className="size-6" />}
    </span>
  );
}

function IconButton({ label, onClick, icon }: { label: string; onClick: () => void; icon: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      className="inline-flex size-10 items-center justify-center rounded-lg text-stone-500 hover:bg-stone-100 hover:text-stone-900"
    >
      {icon}
    </button>
  );
}

function RefusalText({ refusal }: { refusal: Refusal }) {
  const { t } = useTranslation();
  switch (refusal.reason) {
    case 'rule':
      return <p>{t(`errors.${refusal.code}`)}</p>;
    case 'tooMany':
      return <p>{t('upload.tooMany', { count: refusal.max })}</p>;
    case 'tooSmall':
      return (
        <p>
          {t(`errors.${refusal.code}`)} {t('upload.tooSmall', { width: refusal.width, height: refusal.height })}
        </p>
      );
  }
}
