import { useTranslation } from 'react-i18next';
import { loginInput } from '#shared/schemas/auth.ts';
import { Button } from '#client/components/button.tsx';
import { LinkButton } from '#client/components/link-button.tsx';
import { TextField } from '#client/components/text-field.tsx';
import { useSchemaForm } from '#client/components/use-schema-form.ts';
import { trpc } from '#client/trpc.ts';
import { FormErrors, useErrorText } from './form-errors';

interface LoginFormProps {
  redirect: string | undefined;
  onSignedIn: (postLogin: string | null) => Promise<void>;
  onForgotPassword: () => void;
}

export function LoginForm({ redirect, onSignedIn, onForgotPassword }: LoginFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const login = trpc.auth.login.useMutation();
  const { form, submit, formErrors } = useSchemaForm({
    schema: loginInput,
    defaultValues: { email: '', password: '' },
    onSubmit: async (values) => {
      const result = await login.mutateAsync({ ...values, redirect });
      await onSignedIn(result.postLogin);
    },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <FormErrors errors={formErrors} unhandledText={t('auth.login.unhandledError')} takeFocus />
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
      <LinkButton onClick={onForgotPassword} className="self-start text-sm">
        {t('passwordReset.forgotLink')}
      </LinkButton>
      <Button type="submit" size="lg" disabled={isSubmitting} className="mt-2">
        {isSubmitting ? t('auth.login.submitting') : t('auth.login.submit')}
      </Button>
    </form>
  );
}
