import { useNavigate } from '@tanstack/react-router';
import { Eye } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { pageCreateInput, pageSlugOf } from '#shared/schemas/pages.ts';
import { Alert } from '#client/components/alert.tsx';
import { Button } from '#client/components/button.tsx';
import { FormFooter } from '#client/components/form-footer.tsx';
import { RenderedMarkdown } from '#client/components/rendered-markdown.tsx';
import { TextArea } from '#client/components/text-area-field.tsx';
import { TextField } from '#client/components/text-field.tsx';
import { useSchemaForm } from '#client/components/use-schema-form.ts';
import { trpc, type ContentPage } from '#client/trpc.ts';
import { FormErrors, useErrorText } from '#client/features/auth/form-errors.tsx';
import { useSystemMessage } from '#client/features/shell/system-message.tsx';

/**
 * A page's title and markdown body (spec 2 §2 pages/edit). A new page's address follows its
 * title as it is typed; once created, the address stays. The preview is the server's own
 * rendering, so it shows exactly what visitors will see.
 */
export function PageEditor({ page }: { page: ContentPage | null }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const showMessage = useSystemMessage();
  const create = trpc.page.create.useMutation();
  const update = trpc.page.update.useMutation();
  const { form, submit, formErrors } = useSchemaForm({
    schema: pageCreateInput,
    defaultValues: { title: page?.title ?? '', body: page?.body ?? '' },
    onSubmit: async (values) => {
      const saved = page ? await update.mutateAsync({ guid: page.guid, ...values }) : await create.mutateAsync(values);
      utils.page.byGuid.setData({ guid: saved.guid }, saved);
      await Promise.all([utils.page.list.invalidate(), utils.page.bySlug.invalidate({ slug: saved.slug })]);
      showMessage({ tone: 'success', text: page ? t('adminPages.updated') : t('adminPages.created') });
      if (page) form.reset({ title: saved.title, body: saved.body });
      else await navigate({ to: '/organisation/admin/pages/edit/$guid', params: { guid: saved.guid }, replace: true });
    },
  });
  const {
    register,
    control,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const title = watch('title');
  const slug = page ? page.slug : pageSlugOf(title.trim());

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5 rounded-2xl border border-stone-200 bg-white p-5 shadow-xs sm:p-6">
      <FormErrors errors={formErrors} unhandledText={t('adminPages.saveError')} />
      <TextField label={t('adminPages.titleLabel')} error={errorText(errors.title?.message)} {...register('title')} />
      <div className="flex flex-col gap-1.5">
        <p className="text-sm font-medium text-stone-800">{t('adminPages.address')}</p>
        <p className="rounded-lg border border-stone-200 bg-stone-50 px-3 py-2 font-mono text-sm break-all text-stone-700" aria-live="polite">
          /page/{page || title.trim() ? slug : '…'}
        </p>
        <p className="text-xs text-stone-500">{page ? t('adminPages.addressKept') : t('adminPages.addressFromTitle')}</p>
      </div>
      <Controller
        control={control}
        name="body"
        render={({ field, fieldState }) => (
          <TextArea label={t('adminPages.bodyLabel')} hint={t('adminPages.bodyHint')} rows={14} value={field.value ?? ''} onChange={field.onChange} error={errorText(fieldState.error?.message)} />
        )}
      />
      <PagePreview body={watch('body') ?? ''} />
      <FormFooter back="/organisation/admin/pages" backLabel={t('adminPages.backToList')} busy={isSubmitting} saveLabel={t('adminPages.save')} busyLabel={t('adminPages.saving')} divided />
    </form>
  );
}

/** The body as visitors will see it, rendered by the server on request. */
function PagePreview({ body }: { body: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const preview = trpc.page.preview.useMutation();
  const [shownFor, setShownFor] = useState<string | null>(null);
  const stale = shownFor !== null && shownFor !== body;

  function show() {
    setShownFor(body);
    preview.mutate({ body });
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl bg-stone-50 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold">
          {t('adminPages.preview')}
        </h2>
        <Button variant="secondary" onClick={show} disabled={preview.isPending}>
          <Eye aria-hidden="true" className="size-4" />
          {shownFor === null ? t('adminPages.showPreview') : t('adminPages.refreshPreview')}
        </Button>
      </div>
      <div aria-live="polite">
        {preview.isError ? (
          <Alert tone="error">{t('adminPages.previewError')}</Alert>
        ) : preview.data && shownFor !== null ? (
          <div className={`rounded-lg border border-stone-200 bg-white p-4 ${stale ? 'opacity-60' : ''}`}>
            {preview.data.html ? <RenderedMarkdown html={preview.data.html} /> : <p className="text-stone-500">{t('adminPages.previewEmpty')}</p>}
            {stale ? <p className="mt-3 text-xs text-stone-500">{t('adminPages.previewStale')}</p> : null}
          </div>
        ) : (
          <p className="text-sm text-stone-500">{t('adminPages.previewHint')}</p>
        )}
      </div>
    </section>
  );
}
