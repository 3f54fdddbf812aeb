import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import { BadgeCheck, CircleAlert, MailWarning } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '#client/components/button.tsx';
import { Spinner } from '#client/components/spinner.tsx';
import { trpc } from '#client/trpc.ts';
import { useViewer } from '#client/features/auth/use-viewer.ts';
import { LoginRequiredPage } from '#client/features/shell/access-pages.tsx';
import { StatusPage } from '#client/features/shell/status-page.tsx';
import { usePageTitle } from '#client/features/shell/use-page-title.ts';
import { ResendVerification } from './resend-verification';

/**
 * Where an inactive user is sent instead of acting (spec 3 §2, §4): check your e-mail, or have
 * the link sent again. OK returns to the redirect query value, else back.
 */
export function VerificationPendingPage({ redirect }: { redirect: string | undefined }) {
  const { t } = useTranslation();
  const viewer = useViewer();
  const router = useRouter();
  const active = viewer?.status === 'active';
  usePageTitle(t(active ? 'verification.approvedTitle' : 'verification.pendingTitle'));
  if (!viewer) return <LoginRequiredPage title={t('verification.pendingTitle')} body={t('verification.loginToVerify')} />;

  const ok = () => {
    if (redirect) void router.navigate({ href: redirect });
    else router.history.back();
  };
  return (
    <StatusPage
      icon={active ? <BadgeCheck aria-hidden="true" className="size-7" /> : <MailWarning aria-hidden="true" className="size-7" />}
      title={t(active ? 'verification.approvedTitle' : 'verification.pendingTitle')}
      body={t(active ? 'verification.approvedBody' : 'verification.pendingBody', { email: viewer.email })}
    >
      {!active && <ResendVerification />}
      <Button variant={active ? 'primary' : 'secondary'} onClick={ok}>
        {t('verification.ok')}
      </Button>
    </StatusPage>
  );
}

/**
 * The verification link's landing: with the link's token it activates the account first (once
 * per visit, also under StrictMode) and goes to the failed page if that is refused; then, like
 * any visit here, it says the account is verified. Continue goes to /coach.
 */
export function VerificationApprovedPage({ token }: { token: string | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const viewer = useViewer();
  const utils = trpc.useUtils();
  const confirm = trpc.verification.confirm.useMutation({
    // The viewer's status changes: the banner goes and blocked actions open up.
    onSuccess: () => utils.auth.me.invalidate(),
    onError: () => void navigate({ to: '/user-verification/failed', replace: true }),
  });
  const started = useRef(false);
  usePageTitle(t('verification.approvedTitle'));

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    confirm.mutate({ token });
  }, [token, confirm]);

  if (token && !confirm.isSuccess) {
    return (
      <div className="flex flex-col items-center gap-3 py-24 text-stone-600">
        <Spinner label={t('verification.verifying')} className="size-8" />
        <p aria-hidden="true">{t('verification.verifying')}</p>
      </div>
    );
  }
  // Without a link's token nothing was verified here: only an account that is active hears so.
  if (!token && viewer?.status !== 'active') return <VerificationPendingPage redirect={undefined} />;
  return (
    <StatusPage icon={<BadgeCheck aria-hidden="true" className="size-7" />} title={t('verification.approvedTitle')} body={t('verification.approvedBody')}>
      <Link to="/coach" className={buttonClasses('primary')}>
        {t('verification.continue')}
      </Link>
    </StatusPage>
  );
}

/** A link that did not work (spec 3 §8 SOMETHING_WENT_WRONG_WHEN_VERIFYING_ACCOUNT), with a new one on offer. OK goes to /coach. */
export function VerificationFailedPage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  usePageTitle(t('verification.failedTitle'));
  return (
    <StatusPage icon={<CircleAlert aria-hidden="true" className="size-7" />} title={t('verification.failedTitle')} body={t('errors.SOMETHING_WENT_WRONG_WHEN_VERIFYING_ACCOUNT')}>
      {viewer?.status === 'inactive' ? (
        <ResendVerification />
      ) : (
        !viewer && (
          <Link to="/login" search={{ redirect: '/user-verification/pending' }} className={buttonClasses('primary')}>
            {t('verification.logInForNewLink')}
          </Link>
        )
      )}
      <Link to="/coach" className={buttonClasses('secondary')}>
        {t('verification.ok')}
      </Link>
    </StatusPage>
  );
}
