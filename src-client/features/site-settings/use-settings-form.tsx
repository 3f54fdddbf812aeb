import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { trpc, type AdminSettings } from '../../trpc';
import { useSystemMessage } from '../shell/system-message';
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
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings));
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const showMessage = useSystemMessage();

  return {
    draft,
    errors,
    change: (values: Partial<Draft>) => setDraft((previous) => ({ ...previous, ...values })),
    errorOf: (path: string) => (errors[path] ? t(`errors.${errors[path]}`) : undefined),
    /** The mutation's callbacks. */
    saved: (saved: AdminSettings) => {
      utils.organisation.adminSettings.setData(undefined, saved);
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

/** The end of a settings form: how many fields need fixing, and Save. */
export function SettingsFormEnd({ form, saving, sticky = false }: { form: Pick<ReturnType<typeof useSettingsForm>, 'errors'>; saving: boolean; sticky?: boolean }) {
  const { t } = useTranslation();
  const errorCount = Object.keys(form.errors).length;
  return (
    <>
      {errorCount > 0 ? <Alert tone="error">{t('siteSettings.fixErrors', { count: errorCount })}</Alert> : null}
      <div className={sticky ? 'sticky bottom-0 -mx-4 border-t border-stone-200 bg-white/95 px-4 py-3 sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0' : undefined}>
        <Button type="submit" disabled={saving}>
          {saving ? t('siteSettings.saving') : t('siteSettings.save')}
        </Button>
      </div>
    </>
  );
}
