import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '#shared/errors.ts';
import type { ExtraFieldValue } from '#shared/idea-fields.ts';
import { adminIdeaUpdateInput } from '#shared/schemas/idea-admin.ts';
import type { AdminIdeaDto } from '#server/modules/idea/idea-admin.router.ts';
import { Alert } from '#client/components/alert.tsx';
import { FormFooter } from '#client/components/form-footer.tsx';
import { SelectField } from '#client/components/select-field.tsx';
import { TextArea } from '#client/components/text-area-field.tsx';
import { TextField } from '#client/components/text-field.tsx';
import { trpc } from '#client/trpc.ts';
import { useErrorText } from '#client/features/auth/form-errors.tsx';
import { readServerError } from '#client/features/auth/server-error.ts';
import { ExtraFieldsSection } from '#client/features/idea-form/extra-fields-section.tsx';
import { extraFieldsInput, extraFieldsValid } from '#client/features/idea-form/idea-form-model.ts';
import { IdeaTagsInput } from '#client/features/idea-form/idea-tags-input.tsx';
import { useSystemMessage } from '#client/features/shell/system-message.tsx';
import { adminStatusOptions } from '#client/features/idea-view/idea-view-rules.ts';

/** Name, description and status: the server's own rules and messages. */
const textSchema = adminIdeaUpdateInput.pick({ name: true, content: true, status: true });

/**
 * The admin idea editor (spec 2 §2, §7): name, status (any of them), tags, description and the
 * campaign's extra fields, by the idea form's rules. Saving stays on the page and says so.
 */
export function AdminIdeaForm({ idea }: { idea: AdminIdeaDto }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const utils = trpc.useUtils();
  const showMessage = useSystemMessage();
  const update = trpc.idea.admin.update.useMutation();
  const form = useForm({
    resolver: zodResolver(textSchema),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: { name: idea.name, content: idea.content, status: idea.status },
  });
  const [extra, setExtra] = useState<Record<string, ExtraFieldValue>>(() => ({ ...idea.extraFields }));
  const [tags, setTags] = useState<string[]>(() => idea.tags.map((tag) => tag.name));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [serverFieldErrors, setServerFieldErrors] = useState<Record<string, ErrorCode>>({});
  const [saveError, setSaveError] = useState<'TOO_MANY_TAGS' | 'other' | null>(null);
  const touch = (fieldid: string) => setTouched((current) => (current.has(fieldid) ? current : new Set([...current, fieldid])));
  const changeExtra = (fieldid: string, value: ExtraFieldValue) => {
    setExtra((current) => ({ ...current, [fieldid]: value }));
    setServerFieldErrors(({ [`extraFields.${fieldid}`]: _dropped, ...rest }) => rest);
    touch(fieldid);
  };

  const submit = form.handleSubmit(async (values) => {
    setTouched(new Set(idea.fields.map((field) => field.fieldid)));
    if (!extraFieldsValid(idea.fields, extra)) return;
    setSaveError(null);
    setServerFieldErrors({});
    try {
      const saved = await update.mutateAsync({
        guid: idea.guid,
        ...values,
        extraFields: extraFieldsInput(idea.fields, extra),
        // Omitted where the site has no tags: the server leaves them as they are.
        ...(idea.maxTags > 0 ? { tags } : {}),
      });
      utils.idea.admin.byGuid.setData({ guid: idea.guid }, saved);
      form.reset({ name: saved.name, content: saved.content, status: saved.status });
      showMessage({ tone: 'success', text: t('adminIdeas.updated') });
      await Promise.all([utils.idea.admin.list.invalidate(), utils.idea.byGuid.invalidate({ guid: idea.guid })]);
    } catch (error) {
      const { appCode, fieldErrors } = readServerError(error);
      const extraErrors: Record<string, ErrorCode> = {};
      let placed = false;
      for (const [path, [code]] of Object.entries(fieldErrors)) {
        if (!code) continue;
        if (path === 'name' || path === 'content' || path === 'status') form.setError(path, { type: 'server', message: code });
        else if (path.startsWith('extraFields.')) extraErrors[path] = code;
        else continue;
        placed = true;
      }
      setServerFieldErrors(extraErrors);
      // Errors shown on their fields need no second message; anything else is the spec's save error.
      setSaveError(placed ? null : appCode === 'TOO_MANY_TAGS' ? appCode : 'other');
    }
  });

  const { errors, isSubmitting } = form.formState;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-6">
      <section className="flex flex-col gap-2 rounded-2xl border border-stone-200 bg-white p-5 shadow-xs sm:p-6">
        <TextField label={t('adminIdeas.name')} maxLength={200} aria-required="true" error={errorText(errors.name?.message)} {...form.register('name')} />
        <Controller
          control={form.control}
          name="status"
          render={({ field }) => (
            <SelectField label={t('adminIdeas.status')} value={field.value} onChange={field.onChange} error={errorText(errors.status?.message)}>
              {adminStatusOptions(idea.status).map((status) => (
                <option key={status} value={status}>
                  {t(`ideaView.statusNames.${status}`)}
                </option>
              ))}
            </SelectField>
          )}
        />
        <Controller
          control={form.control}
          name="content"
          render={({ field }) => (
            // TextArea takes no onBlur; the blur bubbles to this wrapper, which marks the field touched.
            <div onBlur={field.onBlur}>
              <TextArea label={t('adminIdeas.content')} hint={t('ideaForm.descriptionHint')} rows={10} value={field.value} onChange={field.onChange} error={errorText(errors.content?.message)} />
            </div>
          )}
        />
      </section>

      {idea.maxTags > 0 ? (
        <section className="rounded-2xl border border-stone-200 bg-white p-5 shadow-xs sm:p-6">
          <IdeaTagsInput tags={tags} max={idea.maxTags} onChange={setTags} />
        </section>
      ) : null}

      <ExtraFieldsSection fields={idea.fields} values={extra} touched={touched} serverErrors={serverFieldErrors} onChange={changeExtra} onBlur={touch} className="shadow-xs sm:p-6" />

      {saveError ? (
        <Alert tone="error">
          <p className="font-semibold">{t('adminIdeas.saveErrorTitle')}</p>
          <p>{saveError === 'TOO_MANY_TAGS' ? t('errors.TOO_MANY_TAGS') : t('adminIdeas.saveError')}</p>
        </Alert>
      ) : null}

      <FormFooter back="/organisation/admin/ideas" backLabel={t('adminIdeas.backToList')} busy={isSubmitting} saveLabel={t('adminIdeas.save')} busyLabel={t('adminIdeas.saving')} />
    </form>
  );
}
