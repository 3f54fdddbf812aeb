import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert';
import { LinkButton } from '../../components/link-button';
import { Modal } from '../../components/modal';
import { useOrganisation } from '../shell/use-organisation';
import { LoginForm } from './login-form';
import { forgetPostLoginTarget } from './post-login';
import { SignupForm } from './signup-form';
import { useCompleteSignIn } from './use-complete-sign-in';

export type AuthModalKind = 'login' | 'signup';

interface OpenOptions {
  /** A same-site path to go to after signing in (already validated by the caller's route). */
  redirect?: string | undefined;
}

interface AuthModals {
  openAuthModal: (kind: AuthModalKind, options?: OpenOptions) => void;
}

const AuthModalsContext = createContext<AuthModals | null>(null);

/** Opens the login or signup modal from anywhere below the root layout. */
export function useAuthModals(): AuthModals {
  const modals = useContext(AuthModalsContext);
  if (!modals) throw new Error('useAuthModals() is used outside AuthModalsProvider');
  return modals;
}

interface OpenModal {
  kind: AuthModalKind;
  redirect: string | undefined;
}

/** Owns the one login/signup modal of the site, so every button opens the same one. */
export function AuthModalsProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<OpenModal | null>(null);
  const modals = useMemo<AuthModals>(
    () => ({ openAuthModal: (kind, options = {}) => setOpen({ kind, redirect: options.redirect }) }),
    [],
  );

  function closeModal() {
    // A target remembered for this login must not outlive it and redirect some later one.
    forgetPostLoginTarget();
    setOpen(null);
  }

  return (
    <AuthModalsContext.Provider value={modals}>
      {children}
      {open ? (
        // Keyed by kind: switching between login and signup opens a fresh dialog with its first field focused.
        <AuthModal
          key={open.kind}
          kind={open.kind}
          redirect={open.redirect}
          onSwitch={(kind) => setOpen({ kind, redirect: open.redirect })}
          onClose={closeModal}
        />
      ) : null}
    </AuthModalsContext.Provider>
  );
}

interface AuthModalProps {
  kind: AuthModalKind;
  redirect: string | undefined;
  onSwitch: (kind: AuthModalKind) => void;
  onClose: () => void;
}

function AuthModal({ kind, redirect, onSwitch, onClose }: AuthModalProps) {
  const { t } = useTranslation();
  const organisation = useOrganisation();
  const completeSignIn = useCompleteSignIn();

  async function handleSignedIn(postLogin: string | null) {
    await completeSignIn(postLogin, redirect);
    onClose();
  }

  const login = kind === 'login';

  return (
    <Modal title={login ? t('auth.login.title') : t('auth.signup.title')} closeLabel={t('auth.closeDialog')} onClose={onClose}>
      <p className="mb-5 text-stone-600">
        {login ? t('auth.login.intro', { name: organisation.name }) : t('auth.signup.intro', { name: organisation.name })}
        {organisation.settings.enableLocal ? (
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
      {/* External sign-in sources come with their own issue; until then only local login exists. */}
      {!organisation.settings.enableLocal ? (
        <Alert tone="info">{t('auth.localLoginDisabled')}</Alert>
      ) : login ? (
        <LoginForm redirect={redirect} onSignedIn={handleSignedIn} />
      ) : (
        <SignupForm redirect={redirect} onSignedIn={handleSignedIn} />
      )}
    </Modal>
  );
}
