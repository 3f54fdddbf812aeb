import { CloudUpload } from 'lucide-react';
import { useId } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { useTranslation } from 'react-i18next';
import type { UploadRule } from '../../../src-shared/upload-rules';
import { Button } from '../../components/button';
import { formatFileSize } from '../../components/file-size';
import { acceptAttribute, allowedTypeNames, dimensionHints } from './upload-hints';

interface FileDropzoneProps {
  rule: UploadRule;
  multiple: boolean;
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  /** Names the choose button when the form has its own label for this upload. */
  labelledBy?: string | undefined;
  /** Only one file fits and there is one: a new pick replaces it, and the words say so. */
  replaces?: boolean;
}

/**
 * Where files come in: dropped on the area, or picked with a real button (keyboard and screen
 * readers reach it like any button). Every file goes to `onFiles`, which checks it against the
 * rule itself, so refused files get the rule's own message instead of vanishing.
 */
export function FileDropzone({ rule, multiple, onFiles, disabled = false, labelledBy, replaces = false }: FileDropzoneProps) {
  const { t, i18n } = useTranslation();
  const hintId = useId();
  const buttonId = useId();
  const { getRootProps, getInputProps, open, isDragActive } = useDropzone({
    multiple,
    disabled,
    // The area is no button itself; the one inside is, so there is a single tab stop.
    noClick: true,
    noKeyboard: true,
    useFsAccessApi: false,
    onDrop: (accepted: File[], rejected: FileRejection[]) => onFiles([...accepted, ...rejected.map((rejection) => rejection.file)]),
  });

  const typeNames = allowedTypeNames(rule);
  const types = typeNames ? new Intl.ListFormat(i18n.language, { type: 'disjunction' }).format(typeNames) : t('upload.anyVideo');
  const { recommended, minimum } = dimensionHints(rule);

  return (
    <div
      {...getRootProps({
        className:
          'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors sm:py-8 ' +
          (isDragActive ? 'border-link bg-secondary/60' : 'border-stone-300 bg-white') +
          (disabled ? ' opacity-60' : ''),
      })}
    >
      {/* Hidden from assistive technology: the button below opens it. The accept list only pre-filters the dialog. */}
      <input {...getInputProps({ accept: acceptAttribute(rule), 'aria-hidden': true })} />
      <span className="flex size-11 items-center justify-center rounded-full bg-secondary text-on-secondary">
        <CloudUpload aria-hidden="true" className="size-5" />
      </span>
      <p className="text-sm text-stone-700">
        {isDragActive ? t('upload.dropActive') : replaces ? t('upload.dropToReplace') : multiple ? t('upload.dropHereMany') : t('upload.dropHere')}
      </p>
      <Button
        id={buttonId}
        variant="secondary"
        onClick={open}
        disabled={disabled}
        aria-describedby={hintId}
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
    </div>
  );
}
