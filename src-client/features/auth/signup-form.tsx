import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '../../../src-shared/constants';
import { signupInput } from '../../../src-shared/schemas/auth';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { trpc } from '../../trpc';
import { FormErrors, useErrorText } from './form-errors';
import { placeServerError, type FormError } from './server-error';

const SIGNUP_FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;

interface SignupFormProps {
  redirect: string | undefined;
  onSignedIn: (postLogin: string | null) => Promise<void>;
}

export function SignupForm({ redirect, onSignedIn }: SignupFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const signup = trpc.auth.signup.useMutation();
  const [formErrors, setFormErrors] = useState<FormError[]>([]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(signupInput),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFormErrors([]);
    try {
      const result = await signup.mutateAsync({ ...values, redirect });
      await onSignedIn(result.postLogin);
    } catch (error) {
      const placed = placeServerError(error, SIGNUP_FIELDS);
      for (const { field, code } of placed.fieldErrors) setError(field, { type: 'server', message: code });
      setFormErrors(placed.formErrors);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
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
      <Button type="submit" size="lg" disabled={isSubmitting} className="mt-2">
        {isSubmitting ? t('auth.signup.submitting') : t('auth.signup.submit')}
      </Button>
    </form>
  );
}
