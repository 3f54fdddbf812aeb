import { CloudUpload } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { DropzoneRootProps } from 'react-dropzone';
import { useTranslation } from 'react-i18next';
import type { UploadRule } from '#shared/upload-rules.ts';
import { Button } from '#client/components/button.tsx';
import { formatFileSize } from '#client/components/file-size.ts';
import { allowedTypeNames, dimensionHints } from './upload-hints';

export interface DropzoneAreaProps {
  rule: UploadRule;
  multiple: boolean;
  disabled?: boolean;
  /** Names the choose button when the form has its own label for this upload. */
  labelledBy?: string | undefined;
  /** Only one file fits and there is one: a new pick replaces it, and the words say so. */
  replaces?: boolean;
  /** Already translated: why the form refused to go on without a file (shown under the area, tied to the button). */
  error?: string | undefined;
}

interface AreaProps extends DropzoneAreaProps {
  isDragActive?: boolean;
  /** The drop target's handlers and the hidden file input; absent while they download, and the button waits. */
  rootProps?: DropzoneRootProps;
  input?: ReactNode;
  onChoose?: () => void;
}

/**
 * The look of the drop area, apart from what handles drops: the same box stands in its place
 * while that downloads, so nothing below it moves when it comes.
 */
export function DropzoneArea({ rule, multiple, disabled = false, labelledBy, replaces = false, error, isDragActive = false, rootProps, input, onChoose }: AreaProps) {
  const { t, i18n } = useTranslation();
  const hintId = useId();
  const buttonId = useId();
  const errorId = useId();

  const typeNames = allowedTypeNames(rule);
  const types = typeNames ? new Intl.ListFormat(i18n.language, { type: 'disjunction' }).format(typeNames) : t('upload.anyVideo');
  const { recommended, minimum } = dimensionHints(rule);

  return (
    <div
      {...rootProps}
      className={
        'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors sm:py-8 ' +
        (isDragActive ? 'border-link bg-secondary/60' : error ? 'border-red-500 bg-white' : 'border-stone-300 bg-white') +
        (disabled ? ' opacity-60' : '')
      }
    >
      {input}
      <span className="flex size-11 items-center justify-center rounded-full bg-secondary text-on-secondary">
        <CloudUpload aria-hidden="true" className="size-5" />
      </span>
      <p className="text-sm text-stone-700">
        {isDragActive ? t('upload.dropActive') : replaces ? t('upload.dropToReplace') : multiple ? t('upload.dropHereMany') : t('upload.dropHere')}
      </p>
      <Button
        id={buttonId}
        variant="secondary"
        onClick={onChoose}
        disabled={disabled || !onChoose}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        aria-labelledby={labelledBy ? `${labelledBy} ${buttonId}` : undefined}
      >
        {replaces ? t('upload.chooseAnother') : multiple ? t('upload.chooseFiles') : t('upload.chooseFile')}
      </Button>
      <div id={hintId} className="flex flex-col gap-0.5 text-xs text-stone-500">
        <p>{t('upload.allowed', { types, size: formatFileSize(rule.maxBytes, i18n.language) })}</p>
        {recommended ? <p>{t('upload.recommended', { width: recommended.width, height: recommended.height })}</p> : null}
        {minimum ? <p>{t('upload.minimumSize', { width: minimum.width, height: minimum.height })}</p> : null}
        {rule.crop ? <p>{t('upload.willCrop')}</p> : null}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
