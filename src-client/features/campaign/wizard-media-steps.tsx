import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type StepProps, useStepSave, StepActions } from './wizard-step-save';
import { Button } from '#client/components/button.tsx';
import { TextField } from '#client/components/text-field.tsx';
import { useRevealFirstError } from '#client/components/use-reveal-first-error.ts';
import type { CampaignDetails, Media } from '#client/trpc.ts';
import { FormErrors, useErrorText } from '#client/features/auth/form-errors.tsx';
import { SingleImageUpload, type UploadedImage } from '#client/features/media/single-image-upload.tsx';
import { Uploader } from '#client/features/media/uploader.tsx';
import type { DocumentDraft } from './wizard-model';

export function PhotoStep({ campaign, creating }: StepProps & { campaign: CampaignDetails }) {
  const { t } = useTranslation();
  const [photo, setPhoto] = useState<UploadedImage | null>(campaign.thumbnail);
  const saver = useStepSave(campaign, creating, 'photo');
  const { ref: formRef, reveal: revealErrors } = useRevealFirstError();

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void saver.save({ photoGuid: photo?.guid ?? null }, ['photoGuid']).then((saved) => saved || revealErrors());
      }}
      className="flex flex-col gap-4"
    >
      <FormErrors errors={saver.formErrors} unhandledText={t('wizard.saveError')} />
      <SingleImageUpload
        label={t('wizard.photo.label')}
        currentAlt={t('wizard.photo.current')}
        removeLabel={t('wizard.photo.remove')}
        context="campaignPhoto"
        image={photo}
        imageClassName="size-32 rounded-xl object-cover"
        onChange={setPhoto}
      />
      <StepActions creating={creating} busy={saver.busy} />
    </form>
  );
}


export function DocumentsStep({ campaign, creating }: StepProps & { campaign: CampaignDetails }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const labelId = useId();
  const [documents, setDocuments] = useState<DocumentDraft[]>(() => campaign.documents.map((document) => ({ mediaGuid: document.guid, name: document.name, filename: document.name })));
  const [checked, setChecked] = useState(false);
  const saver = useStepSave(campaign, creating, 'documents');
  const { ref: formRef, reveal: revealErrors } = useRevealFirstError();

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (documents.some((document) => !document.name.trim())) {
      revealErrors();
      return;
    }
    if (!(await saver.save({ documents: documents.map(({ mediaGuid, name }) => ({ mediaGuid, name })) }, ['documents']))) revealErrors();
  };

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <FormErrors errors={saver.formErrors} unhandledText={t('wizard.saveError')} />
      <p id={labelId} className="text-sm font-medium text-stone-800">
        {t('wizard.documents.label')}
      </p>
      {documents.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {documents.map((document, index) => (
            <li key={document.mediaGuid} className="flex items-end gap-3">
              <TextField
                className="flex-1"
                label={t('wizard.documents.name', { file: document.filename })}
                value={document.name}
                onChange={(event) => setDocuments(documents.map((item, at) => (at === index ? { ...item, name: event.target.value } : item)))}
                error={checked && !document.name.trim() ? errorText('ERROR_REQUIRED') : undefined}
              />
              <Button variant="ghost" className="mb-6" onClick={() => setDocuments(documents.filter((_, at) => at !== index))}>
                <Trash2 aria-hidden="true" className="size-4" />
                <span className="sr-only">{t('wizard.documents.remove', { name: document.name || document.filename })}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <Uploader
        context="campaignDocument"
        maxFiles={Math.max(0, 20 - documents.length) || 1}
        labelledBy={labelId}
        disabled={documents.length >= 20}
        onUploaded={(media: Media) => setDocuments((current) => [...current, { mediaGuid: media.guid, name: media.filename, filename: media.filename }])}
      />
      <StepActions creating={creating} busy={saver.busy} />
    </form>
  );
}
