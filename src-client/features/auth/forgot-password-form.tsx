import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { forgotPasswordInput } from '#shared/schemas/auth.ts';
import { Alert } from '#client/components/alert.tsx';
import { Button } from '#client/components/button.tsx';
import { LinkButton } from '#client/components/link-button.tsx';
import { TextField } from '#client/components/text-field.tsx';
import { useSchemaForm } from '#client/components/use-schema-form.ts';
import { trpc } from '#client/trpc.ts';
import { FormErrors, useErrorText } from './form-errors';

interface ForgotPasswordFormProps {
  /** Where the reset link's page sends the user after the new password is set. */
  redirect: string | undefined;
  /** The address typed in the login dialog, not asked for again (WCAG 3.3.7). */
  initialEmail: string;
  /** Back to the login dialog, with the address typed here. */
  onBackToLogin: (email: string) => void;
}

/**
 * The forgotten-password step (spec 3 §4): an address, then — once the server confirms a link
 * was created — the "check your e-mail" state.
 */
export function ForgotPasswordForm({ redirect, initialEmail, onBackToLogin }: ForgotPasswordFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const requestReset = trpc.auth.requestPasswordReset.useMutation();
  const { form, submit, formErrors } = useSchemaForm({
    schema: forgotPasswordInput,
    defaultValues: { email: initialEmail },
    onSubmit: async (values) => {
      await requestReset.mutateAsync({ ...values, redirect });
      setSentTo(values.email);
    },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  if (sentTo) {
    return (
      <div className="flex flex-col gap-5">
        <Alert tone="info">
          <p className="font-semibold">{t('passwordReset.sentTitle')}</p>
          <p className="mt-1">{t('passwordReset.sentBody', { email: sentTo })}</p>
        </Alert>
        <Button variant="secondary" size="lg" onClick={() => onBackToLogin(sentTo)}>
          {t('passwordReset.backToLogin')}
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <FormErrors errors={formErrors} unhandledText={t('passwordReset.unhandledError')} />
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errorText(errors.email?.message)}
        {...register('email')}
      />
      <Button type="submit" size="lg" disabled={isSubmitting} className="mt-2">
        {isSubmitting ? t('passwordReset.sending') : t('passwordReset.send')}
      </Button>
      <LinkButton onClick={() => onBackToLogin(form.getValues('email'))} className="self-center">
        {t('passwordReset.backToLogin')}
      </LinkButton>
    </form>
  );
}
