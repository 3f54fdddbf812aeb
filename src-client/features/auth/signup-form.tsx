import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '#shared/constants.ts';
import { signupFormInput } from '#shared/schemas/auth.ts';
import { Button } from '#client/components/button.tsx';
import { TextField } from '#client/components/text-field.tsx';
import { useSchemaForm } from '#client/components/use-schema-form.ts';
import { trpc } from '#client/trpc.ts';
import { FormErrors, useErrorText } from './form-errors';
import { SignupExtras, type SignupFormValues } from './signup-extras';
import { useSignupRequirements } from './use-signup-requirements';

interface SignupFormProps {
  redirect: string | undefined;
  onSignedIn: (postLogin: string | null) => Promise<void>;
}

// Every key, so a server error for any of them lands on its field (useSchemaForm places by these).
const defaultValues: SignupFormValues = { firstName: '', lastName: '', email: '', password: '', extraFields: {}, termsOfServiceAgreementGuid: '', privacyPolicyAgreementGuid: '', captcha: '' };

export function SignupForm({ redirect, onSignedIn }: SignupFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const signup = trpc.auth.signup.useMutation();
  const site = useSignupRequirements();
  const schema = useMemo(() => signupFormInput(site.requirements), [site.requirements]);
  const { form, submit, formErrors, formRef } = useSchemaForm({
    schema,
    defaultValues,
    onSubmit: async (values) => {
      const result = await signup.mutateAsync({ ...values, redirect });
      await onSignedIn(result.postLogin);
    },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  // Until the site's agreements are known the schema cannot ask for their ticks: a press then
  // waits for them (loading them again if they failed) and is checked once they are there.
  const submitWhenAgreementsLoad = useRef(false);
  const [pressedEarly, setPressedEarly] = useState(false);
  const { agreementsStatus, retryAgreements } = site;
  useEffect(() => {
    if (agreementsStatus !== 'ready' || !submitWhenAgreementsLoad.current) return;
    submitWhenAgreementsLoad.current = false;
    // After the render that gave the form the schema with the agreements.
    formRef.current?.requestSubmit();
  }, [agreementsStatus, formRef]);
  const submitOrWait = (event: FormEvent<HTMLFormElement>) => {
    if (agreementsStatus === 'ready') return void submit(event);
    event.preventDefault();
    submitWhenAgreementsLoad.current = true;
    setPressedEarly(true);
    if (agreementsStatus === 'error') retryAgreements();
  };

  return (
    <form ref={formRef} noValidate onSubmit={submitOrWait} className="flex flex-col gap-4">
      <FormErrors errors={formErrors} unhandledText={t('auth.signup.unhandledError')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('auth.firstName')}
          autoComplete="given-name"
          error={errorText(errors.firstName?.message)}
          {...register('firstName')}
        />
        <TextField
          label={t('auth.lastName')}
          autoComplete="family-name"
          error={errorText(errors.lastName?.message)}
          {...register('lastName')}
        />
      </div>
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errorText(errors.email?.message)}
        {...register('email')}
      />
      <TextField
        label={t('auth.password')}
        type="password"
        autoComplete="new-password"
        hint={t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        error={errorText(errors.password?.message)}
        {...register('password')}
      />
      <SignupExtras form={form} site={site} />
      <Button type="submit" size="lg" disabled={isSubmitting} className="mt-2">
        {isSubmitting ? t('auth.signup.submitting') : t('auth.signup.submit')}
      </Button>
      <p role="status" className="text-sm text-stone-600 empty:hidden">
        {pressedEarly && (agreementsStatus === 'loading' || (agreementsStatus === 'error' && site.retrying)) ? t('auth.signup.awaitingAgreements') : null}
      </p>
    </form>
  );
}
