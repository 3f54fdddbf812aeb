import { useTranslation } from 'react-i18next';
import type { UploadContext } from '../../../src-shared/upload-rules';
import type { Media } from '../../trpc';
import { CropDialog } from './crop-dialog';
import { FileDropzone } from './file-dropzone';
import { useReportUploadActivity } from './upload-activity';
import { UploadRowItem } from './upload-row';
import { useUploads } from './use-uploads';

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
}

/**
 * The upload control every form uses: drop or choose files, see each one checked, cropped where
 * the context asks for it, uploaded with a progress bar, and its result or error.
 */
export function Uploader({ context, maxFiles, onUploaded, onRemoved, labelledBy, disabled = false }: UploaderProps) {
  const { t } = useTranslation();
  const uploads = useUploads(context, { maxFiles, onUploaded, onRemoved });
  useReportUploadActivity(uploads.rows);
  const { rule, pendingCrop } = uploads;
  const replaces = uploads.limit === 1 && uploads.rows.some((row) => row.state.status === 'uploading' || row.state.status === 'done');

  return (
    <div className="flex flex-col gap-3">
      <FileDropzone rule={rule} multiple={uploads.limit > 1} onFiles={uploads.addFiles} disabled={disabled} labelledBy={labelledBy} replaces={replaces} />
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
        <CropDialog key={pendingCrop.id} pending={pendingCrop} crop={rule.crop} maxBytes={rule.maxBytes} onDone={(cropped) => uploads.finishCrop(pendingCrop, cropped)} />
      ) : null}
    </div>
  );
}
