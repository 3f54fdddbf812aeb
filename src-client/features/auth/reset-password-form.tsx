import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '#shared/constants.ts';
import { newPasswordForm } from '#shared/schemas/auth.ts';
import { Alert } from '#client/components/alert.tsx';
import { Button } from '#client/components/button.tsx';
import { TextField } from '#client/components/text-field.tsx';
import { useSchemaForm } from '#client/components/use-schema-form.ts';
import { trpc } from '#client/trpc.ts';
import { FormErrors, useErrorText } from './form-errors';

interface ResetPasswordFormProps {
  token: string;
  onLogIn: () => void;
  onAskAgain: () => void;
}

/**
 * The reset-password step (spec 3 §4): the new password twice, then a success state with a way
 * to log in. A spent or expired link offers to ask for a new one.
 */
export function ResetPasswordForm({ token, onLogIn, onAskAgain }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [done, setDone] = useState(false);
  const resetPassword = trpc.auth.resetPassword.useMutation();
  const { form, submit, formErrors } = useSchemaForm({
    schema: newPasswordForm,
    defaultValues: { password: '', passwordRepeat: '' },
    onSubmit: async (values) => {
      await resetPassword.mutateAsync({ ...values, token });
      setDone(true);
    },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  if (done) {
    return (
      <div className="flex flex-col gap-5">
        <Alert tone="info">
          <p className="font-semibold">{t('passwordReset.doneTitle')}</p>
          <p className="mt-1">{t('passwordReset.doneBody')}</p>
        </Alert>
        <Button size="lg" onClick={onLogIn}>
          {t('passwordReset.logIn')}
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <FormErrors errors={formErrors} unhandledText={t('passwordReset.unhandledError')} />
      {formErrors.includes('reset-link-invalid') ? (
        <Button variant="secondary" onClick={onAskAgain}>
          {t('passwordReset.askAgain')}
        </Button>
      ) : null}
      <TextField
        label={t('passwordReset.newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        error={errorText(errors.password?.message)}
        {...register('password')}
      />
      <TextField
        label={t('passwordReset.repeatPassword')}
        type="password"
        autoComplete="new-password"
        error={errorText(errors.passwordRepeat?.message)}
        {...register('passwordRepeat')}
      />
      <Button type="submit" size="lg" disabled={isSubmitting} className="mt-2">
        {isSubmitting ? t('passwordReset.saving') : t('passwordReset.save')}
      </Button>
    </form>
  );
}
