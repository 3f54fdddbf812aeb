import { createContext, Suspense, useContext, useMemo, useState, type ReactNode } from 'react';
import { retryableLazy } from '#client/components/retryable-lazy.ts';
import { withAllTexts } from '#client/i18n.ts';
import type { PageMessageKey } from './page-messages';
import { forgetPostLoginTarget } from './post-login';

// The forms, their validation and their texts load when a modal first opens: most visits never open one.
const AuthModal = retryableLazy(() => withAllTexts(import('./auth-modal')).then((module) => module.AuthModal));

export type AuthModalKind = 'login' | 'signup' | 'forgot-password';

interface OpenOptions {
  /** A same-site path to go to after signing in (already validated by the caller's route). */
  redirect?: string | undefined;
  /** A message to show above the form, such as the one the page's link asked for. */
  messageKey?: PageMessageKey | undefined;
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
  messageKey?: PageMessageKey | undefined;
  /** The address typed in the dialog before a switch, so the next one does not ask for it again (WCAG 3.3.7). */
  email?: string | undefined;
}

/** Owns the one login/signup modal of the site, so every button opens the same one. */
export function AuthModalsProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<OpenModal | null>(null);
  const modals = useMemo<AuthModals>(
    () => ({ openAuthModal: (kind, options = {}) => setOpen({ kind, redirect: options.redirect, messageKey: options.messageKey }) }),
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
        // Nothing to show until the modal's code is there; it opens with its first field focused then.
        <Suspense fallback={null}>
          {/* Keyed by kind: switching between login and signup opens a fresh dialog with its first field focused. */}
          <AuthModal
            key={open.kind}
            kind={open.kind}
            redirect={open.redirect}
            messageKey={open.messageKey}
            initialEmail={open.email}
            onSwitch={(kind, email) => setOpen({ kind, redirect: open.redirect, email })}
            onClose={closeModal}
          />
        </Suspense>
      ) : null}
    </AuthModalsContext.Provider>
  );
}
