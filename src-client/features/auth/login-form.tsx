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
  initialEmail: string;
  onSignedIn: (postLogin: string | null) => Promise<void>;
  /** Opens the forgotten-password step with the address typed here. */
  onForgotPassword: (email: string) => void;
}

export function LoginForm({ redirect, initialEmail, onSignedIn, onForgotPassword }: LoginFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const login = trpc.auth.login.useMutation();
  const { form, submit, formErrors } = useSchemaForm({
    schema: loginInput,
    defaultValues: { email: initialEmail, password: '' },
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
        // The address is the account's name: "username" is what password managers pair with
        // current-password to fill both (WCAG 3.3.8).
        autoComplete="username"
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
      <LinkButton onClick={() => onForgotPassword(form.getValues('email'))} className="self-start text-sm">
        {t('passwordReset.forgotLink')}
      </LinkButton>
      <Button type="submit" size="lg" disabled={isSubmitting} className="mt-2">
        {isSubmitting ? t('auth.login.submitting') : t('auth.login.submit')}
      </Button>
    </form>
  );
}
