import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadContext } from '#shared/upload-rules.ts';
import { retryableLazy } from '#client/components/retryable-lazy.ts';
import type { Media } from '#client/trpc.ts';
import { DropzoneArea } from './dropzone-area';
import { useReportUploadActivity } from './upload-activity';
import { UploadRowItem } from './upload-row';
import { useUploads } from './use-uploads';

// The drop handling and the cropper are libraries of their own: the first comes with the first
// uploader shown, in the same box meanwhile; the second only once a picture needs cropping.
const FileDropzone = retryableLazy(() => import('./file-dropzone').then((module) => module.FileDropzone));
const CropDialog = retryableLazy(() => import('./crop-dialog').then((module) => module.CropDialog));

interface UploaderProps {
  /** Decides the limits (uploadRules[context]) and what the server accepts. */
  context: UploadContext;
  /** How many more files the form has room for; the context's maxFiles when not given. */
  maxFiles?: number;
  /** Called once per file the server stored. */
  onUploaded: (media: Media) => void;
  /** Given: finished uploads get a Remove button, and a file replaced by a new pick is reported. */
  onRemoved?: (media: Media) => void;
  /** The id of the form's label for this upload, so the choose button is named after it. */
  labelledBy?: string;
  disabled?: boolean;
  /** Already translated: the form needs a file and has none. */
  error?: string | undefined;
}

/**
 * The upload control every form uses: drop or choose files, see each one checked, cropped where
 * the context asks for it, uploaded with a progress bar, and its result or error.
 */
export function Uploader({ context, maxFiles, onUploaded, onRemoved, labelledBy, disabled = false, error }: UploaderProps) {
  const { t } = useTranslation();
  const uploads = useUploads(context, { maxFiles, onUploaded, onRemoved });
  useReportUploadActivity(uploads.rows);
  const { rule, pendingCrop } = uploads;
  const replaces = uploads.limit === 1 && uploads.rows.some((row) => row.state.status === 'uploading' || row.state.status === 'done');
  const area = { rule, multiple: uploads.limit > 1, disabled, labelledBy, replaces, error };

  return (
    <div className="flex flex-col gap-3">
      <Suspense fallback={<DropzoneArea {...area} />}>
        <FileDropzone {...area} onFiles={uploads.addFiles} />
      </Suspense>
      {uploads.rows.length > 0 ? (
        <ul aria-label={t('upload.listLabel')} className="flex flex-col gap-2">
          {uploads.rows.map((row) => (
            <UploadRowItem
              key={row.id}
              row={row}
              onCancel={() => uploads.cancel(row.id)}
              onRetry={() => uploads.retry(row.id)}
              onDismiss={() => uploads.dismiss(row.id)}
              onRemove={onRemoved ? () => uploads.remove(row) : undefined}
            />
          ))}
        </ul>
      ) : null}
      {pendingCrop && rule.crop ? (
        <Suspense fallback={null}>
          <CropDialog key={pendingCrop.id} pending={pendingCrop} crop={rule.crop} maxBytes={rule.maxBytes} onDone={(cropped) => uploads.finishCrop(pendingCrop, cropped)} />
        </Suspense>
      ) : null}
    </div>
  );
}
