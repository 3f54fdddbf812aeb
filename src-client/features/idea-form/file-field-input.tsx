import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FILE_CONTROL_UPLOADS, type FileControl, type FormField } from '#shared/field-engine.ts';
import { Button } from '#client/components/button.tsx';
import type { Media } from '#client/trpc.ts';
import type { FileFieldRenderer } from '#client/features/fields/field-input.tsx';
import { Uploader } from '#client/features/media/uploader.tsx';

/** An image, video or document field of an idea: its uploads' guids, each removable. */
function FileFieldInput({ field, labelId, files, onChange }: { field: FormField; labelId: string; files: string[]; onChange: (value: string[]) => void }) {
  const { t } = useTranslation();
  const context = FILE_CONTROL_UPLOADS[field.control as FileControl];
  const single = field.control !== 'documents';
  return (
    <div className="flex flex-col gap-2">
      {files.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {files.map((guid, index) => (
            <li key={guid} className="flex items-center justify-between gap-3 rounded-lg border border-stone-200 px-3 py-2 text-sm">
              <span>{t('ideaForm.attachedFile', { number: index + 1 })}</span>
              <Button variant="ghost" onClick={() => onChange(files.filter((file) => file !== guid))}>
                <Trash2 aria-hidden="true" className="size-4" />
                <span className="sr-only">{t('ideaForm.removeFile', { name: t('ideaForm.attachedFile', { number: index + 1 }) })}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <Uploader
        context={context}
        maxFiles={single ? 1 : undefined}
        labelledBy={labelId}
        onUploaded={(media: Media) => onChange(single ? [media.guid] : [...files, media.guid])}
        onRemoved={(media: Media) => onChange(files.filter((file) => file !== media.guid))}
      />
    </div>
  );
}

export const renderIdeaFileField: FileFieldRenderer = (props) => <FileFieldInput {...props} />;
