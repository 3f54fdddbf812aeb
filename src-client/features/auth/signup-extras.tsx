import { useState } from 'react';
import { get, useController, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ErrorCode } from '#shared/errors.ts';
import type { FormField } from '#shared/field-engine.ts';
import type { signupInput, SignupInput } from '#shared/schemas/auth.ts';
import { LoadErrorAlert } from '#client/components/load-error-alert.tsx';
import { Spinner } from '#client/components/spinner.tsx';
import { AgreementCheckbox } from '#client/features/agreements/agreement-checkbox.tsx';
import { CaptchaField } from '#client/features/captcha/captcha-field.tsx';
import { RegistrationFieldsInput } from '#client/features/registration-fields/registration-fields-input.tsx';
import { useErrorText } from './form-errors';
import type { SignupAgreements, useSignupRequirements } from './use-signup-requirements';

/** The signup form's values as typed: the payload, with each agreement '' until accepted. */
export type SignupFormValues = z.input<typeof signupInput>;

type SignupForm = UseFormReturn<SignupFormValues, unknown, SignupInput>;
type SignupSite = ReturnType<typeof useSignupRequirements>;

/** The registration fields, each showing its error once touched or after a submit, else the server's. */
function SignupRegistrationFields({ form, fields }: { form: SignupForm; fields: FormField[] }) {
  const { field } = useController({ control: form.control, name: 'extraFields' });
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const { errors, submitCount } = form.formState;
  const shown = submitCount > 0 ? new Set(fields.map((definition) => definition.fieldid)) : touched;
  const serverErrors = Object.fromEntries(
    fields.map((definition) => {
      const path = `extraFields.${definition.fieldid}`;
      const error = get(errors, path) as { type?: string; message?: ErrorCode } | undefined;
      return [path, error?.type === 'server' ? error.message : undefined];
    }),
  );
  const touch = (fieldid: string) => setTouched((current) => (current.has(fieldid) ? current : new Set([...current, fieldid])));
  if (fields.length === 0) return null;
  return (
    <RegistrationFieldsInput
      fields={fields}
      values={field.value ?? {}}
      touched={shown}
      serverErrors={serverErrors}
      onChange={(fieldid, value) => {
        field.onChange({ ...field.value, [fieldid]: value });
        touch(fieldid);
      }}
      onBlur={(fieldid) => {
        touch(fieldid);
        field.onBlur();
      }}
    />
  );
}

type AgreementField = 'termsOfServiceAgreementGuid' | 'privacyPolicyAgreementGuid';

function SignupAgreement({ form, name, agreement }: { form: SignupForm; name: AgreementField; agreement: NonNullable<SignupAgreements['termsOfService']> }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { field, fieldState } = useController({ control: form.control, name });
  return (
    <AgreementCheckbox
      agreement={agreement}
      label={t(name === 'termsOfServiceAgreementGuid' ? 'agreement.acceptTermsOfService' : 'agreement.acceptPrivacyPolicy')}
      readLabel={t('agreement.read', { name: agreement.name })}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={errorText(fieldState.error?.message)}
    />
  );
}

function SignupCaptcha({ form }: { form: SignupForm }) {
  const errorText = useErrorText();
  const { field, fieldState } = useController({ control: form.control, name: 'captcha' });
  return <CaptchaField onChange={field.onChange} refused={fieldState.error?.type === 'server'} error={errorText(fieldState.error?.message)} />;
}

interface SignupExtrasProps {
  form: SignupForm;
  site: SignupSite;
}

/** What a site asks of a signup beyond name, e-mail and password (spec 3 §5), in the order it is filled in. */
export function SignupExtras({ form, site }: SignupExtrasProps) {
  const { t } = useTranslation();
  const { agreements } = site;
  return (
    <>
      <SignupRegistrationFields form={form} fields={site.requirements.fields} />
      {site.agreementsStatus === 'loading' ? <Spinner label={t('agreement.loading')} className="size-5" /> : null}
      {site.agreementsStatus === 'error' ? <LoadErrorAlert message={t('agreement.loadError')} onRetry={site.retryAgreements} retrying={site.retrying} /> : null}
      {agreements.termsOfService || agreements.privacyPolicy ? (
        <div className="flex flex-col gap-1">
          {agreements.termsOfService ? <SignupAgreement form={form} name="termsOfServiceAgreementGuid" agreement={agreements.termsOfService} /> : null}
          {agreements.privacyPolicy ? <SignupAgreement form={form} name="privacyPolicyAgreementGuid" agreement={agreements.privacyPolicy} /> : null}
        </div>
      ) : null}
      <SignupCaptcha form={form} />
    </>
  );
}
