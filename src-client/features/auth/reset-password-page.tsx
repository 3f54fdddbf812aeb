import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/button.tsx';
import { Modal } from '#client/components/modal.tsx';
import { usePageTitle } from '#client/features/shell/use-page-title.ts';
import { useOrganisation } from '#client/features/shell/use-organisation.ts';
import { BrandedCardPage } from './branded-card-page';
import { useAuthModals } from './auth-modals';
import { ResetPasswordForm } from './reset-password-form';

interface ResetPasswordPageProps {
  token: string;
  /** Validated ?redirect=: where the login after the reset goes. */
  redirect: string | undefined;
}

/**
 * /resetpassword/{token}: a plain page, as /login is, with the reset dialog open on arrival.
 * Closing the dialog leaves the page with a way back into it.
 */
export function ResetPasswordPage({ token, redirect }: ResetPasswordPageProps) {
  const { t } = useTranslation();
  const organisation = useOrganisation();
  const { openAuthModal } = useAuthModals();
  const [open, setOpen] = useState(true);
  usePageTitle(t('passwordReset.resetTitle'));

  function switchTo(kind: 'login' | 'forgot-password') {
    setOpen(false);
    openAuthModal(kind, { redirect });
  }

  return (
    <BrandedCardPage
      after={
        open ? (
          <Modal title={t('passwordReset.resetTitle')} closeLabel={t('auth.closeDialog')} onClose={() => setOpen(false)}>
            <ResetPasswordForm token={token} onLogIn={() => switchTo('login')} onAskAgain={() => switchTo('forgot-password')} />
          </Modal>
        ) : null
      }
    >
      <h1 className="mt-6 text-2xl font-bold tracking-tight">{t('passwordReset.pageHeading')}</h1>
      <p className="mt-2 text-stone-600">{t('passwordReset.resetIntro', { name: organisation.name })}</p>
      <div className="mt-8 flex flex-col gap-3">
        <Button size="lg" onClick={() => setOpen(true)}>
          {t('passwordReset.resetTitle')}
        </Button>
      </div>
      <Link to="/" className="mt-6 inline-block rounded text-sm font-medium text-link underline-offset-2 hover:underline">
        {t('auth.page.backToStart')}
      </Link>
    </BrandedCardPage>
  );
}
