import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '#client/components/button.tsx';
import { TextField } from '#client/components/text-field.tsx';
import { useSchemaForm } from '#client/components/use-schema-form.ts';
import { trpc, type Media } from '#client/trpc.ts';
import { FormErrors, useErrorText } from '#client/features/auth/form-errors.tsx';
import { Uploader } from '#client/features/media/uploader.tsx';
import { useSystemMessage } from '#client/features/shell/system-message.tsx';
import { fileTitleSchema } from './file-title-schema';

/**
 * A new admin file: upload it, give it a title (the file name until the admin types another),
 * save. The upload is already a file of the site when it finishes; Save names it. Save pressed
 * before a file is uploaded says so at the upload and goes there.
 */
export function NewFileForm() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const showMessage = useSystemMessage();
  const fileLabelId = useId();
  const [uploaded, setUploaded] = useState<Media | null>(null);
  const [fileMissing, setFileMissing] = useState(false);
  const update = trpc.files.update.useMutation();
  const { mutate: discardMedia } = trpc.media.delete.useMutation();
  const { form, submit, formErrors, formRef, reveal } = useSchemaForm({
    schema: fileTitleSchema,
    defaultValues: { title: '' },
    onSubmit: async ({ title }) => {
      if (!uploaded) {
        reveal();
        return;
      }
      await update.mutateAsync({ guid: uploaded.guid, title });
      await utils.files.list.invalidate();
      showMessage({ tone: 'success', text: t('adminFiles.created') });
      await navigate({ to: '/organisation/admin/files' });
    },
  });
  const {
    register,
    setValue,
    getValues,
    getFieldState,
    formState: { errors, isSubmitting },
  } = form;

  const onUploaded = useCallback(
    (media: Media) => {
      setUploaded(media);
      // The file name is the default title, unless the admin has already typed one.
      if (!getFieldState('title').isDirty || getValues('title').trim() === '') setValue('title', media.filename, { shouldValidate: true });
    },
    [getFieldState, getValues, setValue],
  );

  // A file removed or replaced here was never wanted: it should not stay in the list.
  const onRemoved = useCallback(
    (media: Media) => {
      setUploaded((current) => (current?.guid === media.guid ? null : current));
      discardMedia({ guid: media.guid });
    },
    [discardMedia],
  );

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        setFileMissing(!uploaded);
        void submit(event);
      }}
      className="flex flex-col gap-5 rounded-2xl border border-stone-200 bg-white p-5 shadow-xs sm:p-8"
    >
      <FormErrors errors={formErrors} unhandledText={t('adminFiles.saveError')} />
      <div className="flex flex-col gap-1.5">
        <p id={fileLabelId} className="text-sm font-medium text-stone-800">
          {t('adminFiles.file')}
        </p>
        <Uploader context="adminFile" maxFiles={1} onUploaded={onUploaded} onRemoved={onRemoved} labelledBy={fileLabelId} error={fileMissing && !uploaded ? t('adminFiles.uploadFirst') : undefined} />
      </div>
      <TextField label={t('adminFiles.titleLabel')} hint={t('adminFiles.titleHint')} error={errorText(errors.title?.message)} {...register('title')} />
      <div className="flex flex-col-reverse gap-2 border-t border-stone-100 pt-5 sm:flex-row sm:justify-end">
        <Link to="/organisation/admin/files" className={buttonClasses('secondary')}>
          {t('adminFiles.cancel')}
        </Link>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('adminFiles.saving') : t('adminFiles.save')}
        </Button>
      </div>
    </form>
  );
}
