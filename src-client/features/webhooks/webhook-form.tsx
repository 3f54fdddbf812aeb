import { useTranslation } from 'react-i18next';
import { WEBHOOK_EVENT_TYPES, webhookCreateInput, type WebhookCreateInput } from '#shared/schemas/webhooks.ts';
import { Button } from '#client/components/button.tsx';
import { TextField } from '#client/components/text-field.tsx';
import { useSchemaForm } from '#client/components/use-schema-form.ts';
import { FormErrors, useErrorText } from '#client/features/auth/form-errors.tsx';
import { WEBHOOK_EVENT_LABEL_KEYS } from './webhook-event-label';

/** A new endpoint's address and events; `onCreate` calls the server, whose refusals (an address it will not call) land on the fields. */
export function WebhookForm({ onCreate, onCancel }: { onCreate: (values: WebhookCreateInput) => Promise<void>; onCancel: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { form, submit, formErrors, formRef } = useSchemaForm({
    schema: webhookCreateInput,
    defaultValues: { url: '', events: [] },
    onSubmit: onCreate,
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const eventsError = errorText(errors.events?.message ?? errors.events?.root?.message);

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-5">
      <FormErrors errors={formErrors} unhandledText={t('webhooks.createError')} />
      <TextField label={t('webhooks.url')} hint={t('webhooks.urlHint')} type="url" inputMode="url" autoComplete="off" error={errorText(errors.url?.message)} {...register('url')} />
      <fieldset className="flex flex-col gap-3" aria-describedby={eventsError ? 'webhook-events-error' : undefined}>
        <legend className="mb-1 text-sm font-medium text-stone-800">{t('webhooks.events')}</legend>
        {WEBHOOK_EVENT_TYPES.map((event) => (
          <div key={event} className="flex items-start gap-3">
            <input id={`webhook-event-${event}`} type="checkbox" value={event} className="mt-1 size-4 accent-link" aria-describedby={`webhook-event-${event}-hint`} {...register('events')} />
            <div>
              <label htmlFor={`webhook-event-${event}`} className="text-sm font-medium text-stone-800">
                {t(WEBHOOK_EVENT_LABEL_KEYS[event])}
              </label>
              <p id={`webhook-event-${event}-hint`} className="font-mono text-xs text-stone-600">
                {event}
              </p>
            </div>
          </div>
        ))}
        {eventsError ? (
          <p id="webhook-events-error" className="text-sm text-red-700">
            {eventsError}
          </p>
        ) : null}
      </fieldset>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onCancel}>
          {t('webhooks.cancel')}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {t('webhooks.create')}
        </Button>
      </div>
    </form>
  );
}
