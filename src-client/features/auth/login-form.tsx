import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { loginInput } from '../../../src-shared/schemas/auth';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { trpc } from '../../trpc';
import { FormErrors, useErrorText } from './form-errors';
import { placeServerError, type FormError } from './server-error';

const LOGIN_FIELDS = ['email', 'password'] as const;

interface LoginFormProps {
  redirect: string | undefined;
  onSignedIn: (postLogin: string | null) => Promise<void>;
}

export function LoginForm({ redirect, onSignedIn }: LoginFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const login = trpc.auth.login.useMutation();
  const [formErrors, setFormErrors] = useState<FormError[]>([]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    // The server's own schema: the same trimming and the same messages on both sides.
    resolver: zodResolver(loginInput),
    // Quiet until a field is left; once an error shows, it follows every keystroke (spec 3 §4).
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: { email: '', password: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFormErrors([]);
    try {
      const result = await login.mutateAsync({ ...values, redirect });
      await onSignedIn(result.postLogin);
    } catch (error) {
      const placed = placeServerError(error, LOGIN_FIELDS);
      for (const { field, code } of placed.fieldErrors) setError(field, { type: 'server', message: code });
      setFormErrors(placed.formErrors);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <FormErrors errors={formErrors} unhandledText={t('auth.login.unhandledError')} />
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
        autoComplete="current-password"
        error={errorText(errors.password?.message)}
        {...register('password')}
      />
      <Button type="submit" size="lg" disabled={isSubmitting} className="mt-2">
        {isSubmitting ? t('auth.login.submitting') : t('auth.login.submit')}
      </Button>
    </form>
  );
}
