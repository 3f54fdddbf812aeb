import { useMemo } from 'react';
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

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
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
      <Button type="submit" size="lg" disabled={isSubmitting || site.agreementsStatus !== 'ready'} className="mt-2">
        {isSubmitting ? t('auth.signup.submitting') : t('auth.signup.submit')}
      </Button>
    </form>
  );
}
