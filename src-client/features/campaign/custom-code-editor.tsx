import { Code } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { campaignCustomCodeInput } from '#shared/schemas/campaign.ts';
import { Alert } from '#client/components/alert.tsx';
import { Button } from '#client/components/button.tsx';
import { useRevealFirstError } from '#client/components/use-reveal-first-error.ts';
import { trpc, type CampaignView } from '#client/trpc.ts';
import { readServerError } from '#client/features/auth/server-error.ts';
import { useErrorText } from '#client/features/auth/form-errors.tsx';
import { useSystemMessage } from '#client/features/shell/system-message.tsx';

const codeRule = campaignCustomCodeInput.shape.customCode;

/**
 * The brief's "Advanced settings" for super admins (spec 2 §3, §4 custom code: view, edit, saved,
 * reload). Saving stores the code, then the frame above reloads with it; Save stays enabled, and
 * code over the limit is said under the field, which takes the focus (issue 31).
 */
export function CustomCodeEditor({ campaign }: { campaign: Pick<CampaignView, 'slug' | 'customCode' | 'abilities'> }) {
  if (!campaign.abilities.editCustomCode) return null;
  return <Editor key={campaign.slug} slug={campaign.slug} saved={campaign.customCode} />;
}

function Editor({ slug, saved }: { slug: string; saved: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const showMessage = useSystemMessage();
  const utils = trpc.useUtils();
  const headingId = useId();
  const fieldId = useId();
  const [code, setCode] = useState(saved);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failed, setFailed] = useState(false);
  const save = trpc.campaign.admin.setCustomCode.useMutation();
  const changed = code !== saved;
  const { ref: formRef, reveal } = useRevealFirstError();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailed(false);
    const checked = codeRule.safeParse(code);
    if (!checked.success) {
      setFieldError(errorText(checked.error.issues[0]?.message));
      reveal();
      return;
    }
    setFieldError(undefined);
    try {
      const result = await save.mutateAsync({ slug, customCode: code });
      setCode(result.customCode);
      showMessage({ tone: 'success', text: t('customCode.saved') });
      // The brief gets the new code, and with it a new frame URL: the frame reloads.
      await Promise.all([utils.campaign.bySlug.invalidate({ slug }), utils.campaign.codeFrame.invalidate({ slug })]);
    } catch (error) {
      const tooLong = readServerError(error).fieldErrors.customCode?.[0];
      if (tooLong) {
        setFieldError(errorText(tooLong));
        reveal();
      } else setFailed(true);
    }
  }

  const describedBy = [`${fieldId}-hint`, fieldError ? `${fieldId}-error` : null].filter(Boolean).join(' ');

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-xs sm:p-6">
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold tracking-tight">
        <Code aria-hidden="true" className="size-5 text-stone-500" />
        {t('customCode.title')}
      </h2>
      <p className="mt-2 text-sm text-stone-600">{t('customCode.intro')}</p>
      <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} className="mt-5 flex flex-col gap-3">
        {failed ? (
          <Alert tone="error">
            <p>{t('errors.ERROR_SETTING_CUSTOM_CODE')}</p>
          </Alert>
        ) : null}
        <div className="flex flex-col gap-1.5">
          <label htmlFor={fieldId} className="text-sm font-medium text-stone-800">
            {t('customCode.label')}
          </label>
          <textarea
            id={fieldId}
            rows={10}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            spellCheck={false}
            autoCapitalize="off"
            autoCorrect="off"
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={describedBy}
            className={`w-full rounded-lg border bg-white px-3 py-2 font-mono text-sm text-stone-900 shadow-xs focus-visible:border-link ${fieldError ? 'border-red-500' : 'border-field-edge'}`}
          />
          <p id={`${fieldId}-hint`} className="text-xs text-stone-500">
            {t('customCode.hint')}
          </p>
          {fieldError ? (
            <p id={`${fieldId}-error`} className="text-sm text-red-700">
              {fieldError}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button
            variant="secondary"
            disabled={!changed || save.isPending}
            onClick={() => {
              setCode(saved);
              setFieldError(undefined);
              setFailed(false);
            }}
          >
            {t('customCode.discard')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('customCode.saving') : t('customCode.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
