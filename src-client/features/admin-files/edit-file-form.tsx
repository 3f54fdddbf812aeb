import { Link, useNavigate } from '@tanstack/react-router';
import { ExternalLink } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '#client/components/button.tsx';
import { FormFooter } from '#client/components/form-footer.tsx';
import { CopyField } from '#client/components/copy-field.tsx';
import { formatFileSize } from '#client/components/file-size.ts';
import { TextField } from '#client/components/text-field.tsx';
import { useSchemaForm } from '#client/components/use-schema-form.ts';
import { trpc, type AdminFile } from '#client/trpc.ts';
import { FormErrors, useErrorText } from '#client/features/auth/form-errors.tsx';
import { FilePreview } from '#client/features/media/file-preview.tsx';
import { useSystemMessage } from '#client/features/shell/system-message.tsx';
import { DeleteFileButton } from './delete-file-button';
import { formatUploadDate } from './file-dates';
import { fileTitleSchema } from './file-title-schema';
import { absoluteUrl } from './public-link';

/**
 * An existing admin file: its preview and details, the title to edit, and its public link and
 * snippet. Saving stays on the page, because the snippet changes with the title and is what the
 * admin came to copy.
 */
export function EditFileForm({ file }: { file: AdminFile }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const showMessage = useSystemMessage();
  const previewHeadingId = useId();
  const useHeadingId = useId();
  const update = trpc.files.update.useMutation();
  const { form, submit, formErrors } = useSchemaForm({
    schema: fileTitleSchema,
    defaultValues: { title: file.title },
    onSubmit: async ({ title }) => {
      const saved = await update.mutateAsync({ guid: file.guid, title });
      utils.files.byGuid.setData({ guid: file.guid }, saved);
      form.reset({ title: saved.title });
      showMessage({ tone: 'success', text: t('adminFiles.updated') });
      await utils.files.list.invalidate();
    },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <section aria-labelledby={previewHeadingId} className="flex flex-col gap-4 self-start rounded-2xl border border-stone-200 bg-white p-5 shadow-xs">
        <h2 id={previewHeadingId} className="sr-only">
          {t('adminFiles.preview')}
        </h2>
        <FilePreview file={file} alt={file.title} />
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
          <dt className="text-stone-500">{t('adminFiles.fileName')}</dt>
          <dd className="break-all text-stone-900">{file.filename}</dd>
          <dt className="text-stone-500">{t('adminFiles.type')}</dt>
          <dd className="break-all text-stone-900">{file.mimeType}</dd>
          <dt className="text-stone-500">{t('adminFiles.size')}</dt>
          <dd className="text-stone-900">{formatFileSize(file.size, i18n.language)}</dd>
          {file.width && file.height ? (
            <>
              <dt className="text-stone-500">{t('adminFiles.dimensions')}</dt>
              <dd className="text-stone-900">{t('adminFiles.pixels', { width: file.width, height: file.height })}</dd>
            </>
          ) : null}
          <dt className="text-stone-500">{t('adminFiles.uploaded')}</dt>
          <dd className="text-stone-900">
            <time dateTime={file.createdAt.toISOString()}>{formatUploadDate(file.createdAt, i18n.language)}</time>
          </dd>
        </dl>
      </section>

      <div className="flex flex-col gap-6">
        <form noValidate onSubmit={submit} className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-xs sm:p-6">
          <FormErrors errors={formErrors} unhandledText={t('adminFiles.saveError')} />
          <TextField label={t('adminFiles.titleLabel')} hint={t('adminFiles.titleHint')} error={errorText(errors.title?.message)} {...register('title')} />
          <FormFooter back="/organisation/admin/files" backLabel={t('adminFiles.backToList')} busy={isSubmitting} saveLabel={t('adminFiles.save')} busyLabel={t('adminFiles.saving')} />
        </form>

        <section aria-labelledby={useHeadingId} className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-xs sm:p-6">
          <h2 id={useHeadingId} className="text-base font-semibold">
            {t('adminFiles.useTitle')}
          </h2>
          <CopyField label={t('adminFiles.publicLink')} value={absoluteUrl(file.publicUrl)} />
          <CopyField label={t('adminFiles.markdown')} value={file.markdown} />
          <div className="flex flex-wrap justify-between gap-2 border-t border-stone-100 pt-4">
            <Link to="/file/$guid" params={{ guid: file.guid }} className={buttonClasses('ghost')}>
              <ExternalLink aria-hidden="true" className="size-4" />
              {t('adminFiles.viewPublicPage')}
            </Link>
            <DeleteFileButton file={file} onDeleted={() => void navigate({ to: '/organisation/admin/files' })} />
          </div>
        </section>
      </div>
    </div>
  );
}
