import { FileText, Film, Trash2 } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadRules } from '#shared/upload-rules.ts';
import { Button } from '#client/components/button.tsx';
import { TextField } from '#client/components/text-field.tsx';
import type { Media } from '#client/trpc.ts';
import { Uploader } from '#client/features/media/uploader.tsx';
import type { AttachedFile, AttachmentsDraft } from './idea-form-model';

const MAX_IMAGES = uploadRules.ideaImage.maxFiles;
const MAX_DOCUMENTS = uploadRules.ideaDocument.maxFiles;

function attached(media: Media): AttachedFile {
  return { guid: media.guid, url: media.url, filename: media.filename };
}

/** The form's files (spec 1 §2, §5): thumbnail, up to 5 images, a video and named documents. */
export function IdeaAttachments({
  value,
  saved,
  onChange,
}: {
  value: AttachmentsDraft;
  /** Guids of the files the idea had when the form opened: shown here; new ones show in their uploader's list. */
  saved: ReadonlySet<string>;
  onChange: (update: (draft: AttachmentsDraft) => AttachmentsDraft) => void;
}) {
  const { t } = useTranslation();
  const savedImages = value.images.filter((image) => saved.has(image.guid));
  const removeImage = (guid: string) => onChange((draft) => ({ ...draft, images: draft.images.filter((image) => image.guid !== guid) }));
  const removeDocument = (guid: string) => onChange((draft) => ({ ...draft, documents: draft.documents.filter((document) => document.guid !== guid) }));

  return (
    <div className="flex flex-col gap-6">
      <FileSection title={t('ideaForm.thumbnail')} hint={t('ideaForm.thumbnailHint')}>
        {(labelId) => (
          <>
            {value.thumbnail && saved.has(value.thumbnail.guid) ? <ImagePreview file={value.thumbnail} onRemove={() => onChange((draft) => ({ ...draft, thumbnail: null }))} /> : null}
            <Uploader
              context="ideaThumbnail"
              maxFiles={1}
              labelledBy={labelId}
              onUploaded={(media) => onChange((draft) => ({ ...draft, thumbnail: attached(media) }))}
              onRemoved={(media) => onChange((draft) => (draft.thumbnail?.guid === media.guid ? { ...draft, thumbnail: null } : draft))}
            />
          </>
        )}
      </FileSection>

      <FileSection title={t('ideaForm.images')} hint={t('ideaForm.imagesHint', { count: MAX_IMAGES })}>
        {(labelId) => (
          <>
            {savedImages.length > 0 ? (
              <ul className="flex flex-wrap gap-3">
                {savedImages.map((image) => (
                  <li key={image.guid}>
                    <ImagePreview file={image} onRemove={() => removeImage(image.guid)} />
                  </li>
                ))}
              </ul>
            ) : null}
            <Uploader
              context="ideaImage"
              maxFiles={Math.max(1, MAX_IMAGES - savedImages.length)}
              disabled={savedImages.length >= MAX_IMAGES}
              labelledBy={labelId}
              onUploaded={(media) => onChange((draft) => (draft.images.length >= MAX_IMAGES ? draft : { ...draft, images: [...draft.images, attached(media)] }))}
              onRemoved={(media) => removeImage(media.guid)}
            />
          </>
        )}
      </FileSection>

      <FileSection title={t('ideaForm.video')}>
        {(labelId) => (
          <>
            {value.video && saved.has(value.video.guid) ? <FileRow icon={<Film aria-hidden="true" className="size-5" />} name={value.video.filename} onRemove={() => onChange((draft) => ({ ...draft, video: null }))} /> : null}
            <Uploader
              context="video"
              maxFiles={1}
              labelledBy={labelId}
              onUploaded={(media) => onChange((draft) => ({ ...draft, video: attached(media) }))}
              onRemoved={(media) => onChange((draft) => (draft.video?.guid === media.guid ? { ...draft, video: null } : draft))}
            />
          </>
        )}
      </FileSection>

      <FileSection title={t('ideaForm.documents')}>
        {(labelId) => (
          <>
            {value.documents.length > 0 ? (
              <ul className="flex flex-col gap-2">
                {value.documents.map((document) => (
                  <li key={document.guid} className="flex items-end gap-3">
                    <TextField
                      className="flex-1"
                      label={t('ideaForm.documentName', { file: document.filename })}
                      value={document.name}
                      maxLength={255}
                      onChange={(event) => {
                        const name = event.target.value;
                        onChange((draft) => ({ ...draft, documents: draft.documents.map((item) => (item.guid === document.guid ? { ...item, name } : item)) }));
                      }}
                    />
                    <Button variant="ghost" className="mb-6" onClick={() => removeDocument(document.guid)}>
                      <Trash2 aria-hidden="true" className="size-4" />
                      <span className="sr-only">{t('ideaForm.removeFile', { name: document.name || document.filename })}</span>
                    </Button>
                  </li>
                ))}
              </ul>
            ) : null}
            <Uploader
              context="ideaDocument"
              maxFiles={Math.max(1, MAX_DOCUMENTS - value.documents.filter((document) => saved.has(document.guid)).length)}
              labelledBy={labelId}
              onUploaded={(media) => onChange((draft) => ({ ...draft, documents: [...draft.documents, { ...attached(media), name: media.filename }] }))}
              onRemoved={(media) => removeDocument(media.guid)}
            />
          </>
        )}
      </FileSection>
    </div>
  );
}

function FileSection({ title, hint, children }: { title: string; hint?: string; children: (labelId: string) => ReactNode }) {
  const labelId = useId();
  return (
    <div className="flex flex-col gap-2">
      <p id={labelId} className="text-sm font-medium text-stone-800">
        {title}
      </p>
      {hint ? <p className="-mt-1 text-xs text-stone-500">{hint}</p> : null}
      {children(labelId)}
    </div>
  );
}

function ImagePreview({ file, onRemove }: { file: AttachedFile; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-2">
      <img src={file.url} alt={file.filename || t('ideaForm.image')} className="size-24 rounded-lg border border-stone-200 object-cover" />
      <Button variant="ghost" onClick={onRemove}>
        <Trash2 aria-hidden="true" className="size-4" />
        <span className="sr-only">{t('ideaForm.removeFile', { name: file.filename || t('ideaForm.image') })}</span>
      </Button>
    </div>
  );
}

function FileRow({ icon, name, onRemove }: { icon: ReactNode; name: string; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-3 rounded-lg border border-stone-200 px-3 py-2 text-sm">
      {icon ?? <FileText aria-hidden="true" className="size-5" />}
      <span className="flex-1 truncate">{name}</span>
      <Button variant="ghost" onClick={onRemove}>
        <Trash2 aria-hidden="true" className="size-4" />
        <span className="sr-only">{t('ideaForm.removeFile', { name })}</span>
      </Button>
    </div>
  );
}
