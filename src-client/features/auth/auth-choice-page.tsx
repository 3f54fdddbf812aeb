import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '#client/components/alert.tsx';
import { Button, buttonClasses } from '#client/components/button.tsx';
import { usePageTitle } from '#client/features/shell/use-page-title.ts';
import { useOrganisation } from '#client/features/shell/use-organisation.ts';
import { BrandedCardPage } from './branded-card-page';
import { useAuthModals, type AuthModalKind } from './auth-modals';
import type { PageMessageKey } from './page-messages';
import { useViewer } from './use-viewer';

interface AuthChoicePageProps {
  kind: Extract<AuthModalKind, 'login' | 'signup'>;
  /** Validated ?redirect= of the route. */
  redirect: string | undefined;
  /** A message the link asked for (?msg=), shown on the page and in the modal over it. */
  messageKey?: PageMessageKey | undefined;
}

/**
 * /login and /signup: a plain page whose buttons open the login and signup modals. The matching
 * modal opens on arrival; closing it leaves the visitor here with both choices.
 */
export function AuthChoicePage({ kind, redirect, messageKey }: AuthChoicePageProps) {
  const { t } = useTranslation();
  const organisation = useOrganisation();
  const viewer = useViewer();
  const { openAuthModal } = useAuthModals();
  const loggedIn = viewer !== null;
  usePageTitle(kind === 'login' ? t('auth.login.title') : t('auth.signup.title'));

  useEffect(() => {
    if (!loggedIn) openAuthModal(kind, { redirect, messageKey });
  }, [kind, redirect, messageKey, loggedIn, openAuthModal]);

  const choices: AuthChoicePageProps['kind'][] = kind === 'login' ? ['login', 'signup'] : ['signup', 'login'];

  return (
    <BrandedCardPage>
      <h1 className="mt-6 text-2xl font-bold tracking-tight">
        {t(kind === 'login' ? 'auth.page.loginHeading' : 'auth.page.signupHeading', { name: organisation.name })}
      </h1>
      <p className="mt-2 text-stone-600">{t(kind === 'login' ? 'auth.page.loginBody' : 'auth.page.signupBody')}</p>
      {messageKey ? (
        <Alert tone="warning" className="mt-6 text-left">
          {t(messageKey)}
        </Alert>
      ) : null}
      <div className="mt-8 flex flex-col gap-3">
        {loggedIn ? (
          <Link to="/coach" className={buttonClasses('primary', 'lg')}>
            {t('start.goToDashboard')}
          </Link>
        ) : (
          choices.map((choice, index) => (
            <Button key={choice} variant={index === 0 ? 'primary' : 'secondary'} size="lg" onClick={() => openAuthModal(choice, { redirect })}>
              {choice === 'login' ? t('auth.page.logIn') : t('auth.page.signUp')}
            </Button>
          ))
        )}
      </div>
      <Link to="/" className="mt-6 inline-block rounded text-sm font-medium text-link underline-offset-2 hover:underline">
        {t('auth.page.backToStart')}
      </Link>
    </BrandedCardPage>
  );
}
