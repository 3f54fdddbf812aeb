import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { API_TOKEN_LIFETIMES_DAYS, API_TOKEN_SCOPES, apiTokenCreateInput, type ApiTokenCreateInput } from '#shared/schemas/api-tokens.ts';
import { Button } from '#client/components/button.tsx';
import { SelectField } from '#client/components/select-field.tsx';
import { TextField } from '#client/components/text-field.tsx';
import { useSchemaForm } from '#client/components/use-schema-form.ts';
import { FormErrors, useErrorText } from '#client/features/auth/form-errors.tsx';

/** A new token's name, scopes and lifetime; `onCreate` calls the server, whose refusals land on the fields. */
export function ApiTokenForm({ onCreate, onCancel }: { onCreate: (values: ApiTokenCreateInput) => Promise<void>; onCancel: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { form, submit, formErrors, formRef } = useSchemaForm({
    schema: apiTokenCreateInput,
    defaultValues: { name: '', scopes: ['read'], expiresInDays: 90 },
    onSubmit: onCreate,
  });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const scopesError = errorText(errors.scopes?.message ?? errors.scopes?.root?.message);

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-5">
      <FormErrors errors={formErrors} unhandledText={t('apiTokens.createError')} />
      <TextField label={t('apiTokens.name')} hint={t('apiTokens.nameHint')} autoComplete="off" error={errorText(errors.name?.message)} {...register('name')} />
      <fieldset className="flex flex-col gap-3" aria-describedby={scopesError ? 'api-token-scopes-error' : undefined}>
        <legend className="mb-1 text-sm font-medium text-stone-800">{t('apiTokens.scopes')}</legend>
        {API_TOKEN_SCOPES.map((scope) => (
          <div key={scope} className="flex items-start gap-3">
            <input id={`api-token-scope-${scope}`} type="checkbox" value={scope} className="mt-1 size-4 accent-link" aria-describedby={`api-token-scope-${scope}-hint`} {...register('scopes')} />
            <div>
              <label htmlFor={`api-token-scope-${scope}`} className="text-sm font-medium text-stone-800">
                {t(`apiTokens.scope.${scope}`)}
              </label>
              <p id={`api-token-scope-${scope}-hint`} className="text-xs text-stone-500">
                {t(`apiTokens.scopeHint.${scope}`)}
              </p>
            </div>
          </div>
        ))}
        {scopesError ? (
          <p id="api-token-scopes-error" className="text-sm text-red-700">
            {scopesError}
          </p>
        ) : null}
      </fieldset>
      <Controller
        control={control}
        name="expiresInDays"
        render={({ field }) => (
          <SelectField
            label={t('apiTokens.expiresIn')}
            value={String(field.value)}
            error={errorText(errors.expiresInDays?.message)}
            onChange={(value) => field.onChange(API_TOKEN_LIFETIMES_DAYS.find((days) => String(days) === value) ?? field.value)}
          >
            {API_TOKEN_LIFETIMES_DAYS.map((days) => (
              <option key={days} value={days}>
                {t('apiTokens.days', { count: days })}
              </option>
            ))}
          </SelectField>
        )}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onCancel}>
          {t('apiTokens.cancel')}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {t('apiTokens.create')}
        </Button>
      </div>
    </form>
  );
}
