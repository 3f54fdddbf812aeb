import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '#client/components/alert.tsx';
import { Button } from '#client/components/button.tsx';
import { UnsavedChangesGuard } from '#client/components/unsaved-changes-guard.tsx';
import { trpc, type AdminSettings } from '#client/trpc.ts';
import { useSystemMessage } from '#client/features/shell/system-message.tsx';
import { schemaErrorsOf, serverFieldErrorsOf, type FieldErrorMap } from './settings-draft';

interface SettingsFormOptions<Draft> {
  settings: AdminSettings;
  /** The form's values from the saved settings, at first and after each save. */
  draftOf: (settings: AdminSettings) => Draft;
  /** The shared schema the server checks them with: nothing is sent that it would refuse. */
  schema: z.ZodType;
}

/**
 * The draft and errors of a settings screen (settings, advanced settings): checked with the shared
 * schema before sending, the server's field errors under their fields; the save's outcome is a
 * system message, as every save's is (issue 31), so nothing waits for an OK.
 */
export function useSettingsForm<Draft>({ settings, draftOf, schema }: SettingsFormOptions<Draft>) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  // What was last loaded or saved: the draft differs from it exactly when there is something to save.
  const [baseline, setBaseline] = useState<Draft>(() => draftOf(settings));
  const [draft, setDraft] = useState<Draft>(baseline);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const showMessage = useSystemMessage();

  return {
    draft,
    errors,
    isDirty: JSON.stringify(draft) !== JSON.stringify(baseline),
    discard: () => {
      setDraft(baseline);
      setErrors({});
    },
    change: (values: Partial<Draft>) => setDraft((previous) => ({ ...previous, ...values })),
    errorOf: (path: string) => (errors[path] ? t(`errors.${errors[path]}`) : undefined),
    /** The mutation's callbacks. */
    saved: (saved: AdminSettings) => {
      utils.organisation.adminSettings.setData(undefined, saved);
      setBaseline(draftOf(saved));
      setDraft(draftOf(saved));
      showMessage({ tone: 'success', text: t('siteSettings.ORGANISATION_WAS_UPDATED') });
      // The site's look and switches change for this tab at once; other visitors get them on their next load.
      void utils.organisation.current.invalidate();
    },
    failed: (error: unknown) => {
      const fieldErrors = serverFieldErrorsOf(error);
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0) showMessage({ tone: 'error', text: t('siteSettings.WE_ARE_SORRY_AN_ERROR_OCURRED') });
    },
    submitWith: (send: (draft: Draft) => void) => (event: FormEvent) => {
      event.preventDefault();
      const checked = schema.safeParse(draft);
      if (!checked.success) {
        setErrors(schemaErrorsOf(checked.error));
        return;
      }
      setErrors({});
      send(draft);
    },
  };
}

/**
 * The end of a settings form: how many fields need fixing, and Save. Once something changed it
 * becomes a bar that stays at the bottom of the screen with Save and Discard, however far down the
 * form one is, and leaving the page asks first.
 */
export function SettingsFormEnd({ form, saving }: { form: Pick<ReturnType<typeof useSettingsForm>, 'errors' | 'isDirty' | 'discard'>; saving: boolean }) {
  const { t } = useTranslation();
  const errorCount = Object.keys(form.errors).length;
  // On a phone the bar's message takes a row and the buttons share the next, each as wide as it can
  // be: two buttons whose words do not fit beside each other (Swedish) then stack evenly, not ragged.
  const barButton = form.isDirty ? 'grow sm:grow-0' : undefined;
  return (
    <>
      {errorCount > 0 ? <Alert tone="error">{t('siteSettings.fixErrors', { count: errorCount })}</Alert> : null}
      <div
        role="region"
        aria-label={t('siteSettings.saveBar')}
        data-sticky-save-bar={form.isDirty ? '' : undefined}
        className={
          form.isDirty
            ? 'sticky bottom-0 z-20 -mx-4 flex flex-wrap items-center gap-3 border-t border-stone-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgb(0_0_0/0.06)] backdrop-blur sm:mx-0 sm:rounded-t-xl sm:border-x'
            : 'flex flex-wrap items-center gap-3'
        }
      >
        <p className={`mr-auto text-sm font-medium text-stone-700 ${form.isDirty ? 'w-full sm:w-auto' : ''}`} aria-live="polite">
          {form.isDirty ? t('siteSettings.unsaved') : ''}
        </p>
        {form.isDirty ? (
          <Button type="button" variant="ghost" onClick={form.discard} disabled={saving} className={barButton}>
            {t('siteSettings.discard')}
          </Button>
        ) : null}
        <Button type="submit" disabled={saving} className={barButton}>
          {saving ? t('siteSettings.saving') : t('siteSettings.save')}
        </Button>
      </div>
      <UnsavedChangesGuard when={form.isDirty && !saving} />
    </>
  );
}
