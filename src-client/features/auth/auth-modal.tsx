import { useTranslation } from 'react-i18next';
import { isPasswordSignInEnabled } from '#shared/sign-in-rules.ts';
import { Alert } from '#client/components/alert.tsx';
import { LinkButton } from '#client/components/link-button.tsx';
import { Modal } from '#client/components/modal.tsx';
import { useOrganisation } from '#client/features/shell/use-organisation.ts';
import type { AuthModalKind } from './auth-modals';
import { ForgotPasswordForm } from './forgot-password-form';
import { ExternalSignInButtons } from './external-sign-in-buttons';
import { LoginForm } from './login-form';
import type { PageMessageKey } from './page-messages';
import { SignupForm } from './signup-form';
import { useCompleteSignIn } from './use-complete-sign-in';

interface AuthModalProps {
  kind: AuthModalKind;
  redirect: string | undefined;
  messageKey?: PageMessageKey | undefined;
  /** The address typed before switching here from another of the dialogs. */
  initialEmail?: string | undefined;
  /** Opens another of the dialogs, with the address typed so far. */
  onSwitch: (kind: AuthModalKind, email?: string) => void;
  onClose: () => void;
}

const TITLE_KEYS = { login: 'auth.login.title', signup: 'auth.signup.title', 'forgot-password': 'passwordReset.forgotTitle' } as const;

/** The login, signup or forgotten-password dialog, with the ways between them. */
export function AuthModal({ kind, redirect, messageKey, initialEmail = '', onSwitch, onClose }: AuthModalProps) {
  const { t } = useTranslation();
  const organisation = useOrganisation();
  const withPassword = isPasswordSignInEnabled(organisation.settings);
  const completeSignIn = useCompleteSignIn();

  async function handleSignedIn(postLogin: string | null) {
    await completeSignIn(postLogin, redirect);
    onClose();
  }

  if (kind === 'forgot-password') {
    return (
      <Modal title={t(TITLE_KEYS[kind])} closeLabel={t('auth.closeDialog')} onClose={onClose}>
        <p className="mb-5 text-stone-600">{t('passwordReset.forgotIntro')}</p>
        <ForgotPasswordForm redirect={redirect} initialEmail={initialEmail} onBackToLogin={(email) => onSwitch('login', email)} />
      </Modal>
    );
  }

  const login = kind === 'login';

  return (
    <Modal title={t(TITLE_KEYS[kind])} closeLabel={t('auth.closeDialog')} onClose={onClose}>
      {messageKey ? (
        <Alert tone="warning" className="mb-4">
          {t(messageKey)}
        </Alert>
      ) : null}
      <p className="mb-5 text-stone-600">
        {login ? t('auth.login.intro', { name: organisation.name }) : t('auth.signup.intro', { name: organisation.name })}
        {withPassword ? (
          // The switch sits above the form: below it, a validation message appearing when a
          // field loses focus on mousedown would move the link away before the click lands.
          <>
            {' '}
            {login ? t('auth.login.noAccount') : t('auth.signup.haveAccount')}{' '}
            <LinkButton onClick={() => onSwitch(login ? 'signup' : 'login')}>
              {login ? t('auth.login.toSignup') : t('auth.signup.toLogin')}
            </LinkButton>
          </>
        ) : null}
      </p>
      <ExternalSignInButtons redirect={redirect} />
      {!withPassword ? null : login ? (
        <LoginForm redirect={redirect} initialEmail={initialEmail} onSignedIn={handleSignedIn} onForgotPassword={(email) => onSwitch('forgot-password', email)} />
      ) : (
        <SignupForm redirect={redirect} onSignedIn={handleSignedIn} />
      )}
    </Modal>
  );
}
