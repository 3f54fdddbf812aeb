import { Link } from '@tanstack/react-router';
import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { externalSignInPath, isExternalSignInFailure, isExternalSource, offeredExternalSources, type ExternalSignInFailure, type ExternalSource } from '#shared/external-sign-in.ts';
import { Button, buttonClasses } from '#client/components/button.tsx';
import { usePageTitle } from '#client/features/shell/use-page-title.ts';
import { useOrganisation } from '#client/features/shell/use-organisation.ts';
import { BrandedCardPage } from './branded-card-page';
import { AuthChoicePage } from './auth-choice-page';
import { useAuthModals } from './auth-modals';
import { useSourceLabel } from './external-source-label';

interface ExternalSignInFailedPageProps {
  /** ?failed= and ?source= as the address has them: checked here, with the page. */
  failed: string;
  source: string;
  /** Where the person was headed; another try goes there too. */
  redirect: string | undefined;
}

/**
 * Failures another try cannot mend: the account is blocked, the site does not offer the source,
 * or the site's own provider may not sign in to that account (the password, and then a link
 * from the profile, do).
 */
const FINAL_FAILURES: readonly ExternalSignInFailure[] = ['user-blocked', 'login-source-disabled', 'external-sign-in-not-allowed', 'external-account-not-linked', 'external-link-other-address'];

/**
 * Where a round trip through a provider lands when it did not sign the person in (/login?failed=):
 * what happened, in the site's language, and the ways on: the same provider again, or the login
 * dialog with every way the site offers.
 */
export function ExternalSignInFailedPage({ failed, source, redirect }: ExternalSignInFailedPageProps) {
  // Anything else in the address is no failure of ours: the plain login page.
  if (!isExternalSignInFailure(failed) || !isExternalSource(source)) return <AuthChoicePage kind="login" redirect={redirect} />;
  return <FailureCard failure={failed} source={source} redirect={redirect} />;
}

function FailureCard({ failure, source, redirect }: { failure: ExternalSignInFailure; source: ExternalSource; redirect: string | undefined }) {
  const { t } = useTranslation();
  const organisation = useOrganisation();
  const { openAuthModal } = useAuthModals();
  const provider = useSourceLabel()(source);
  const title = t('externalSignIn.failedTitle', { provider });
  usePageTitle(title);
  const canRetry = !FINAL_FAILURES.includes(failure) && offeredExternalSources(organisation.settings).includes(source);

  return (
    <BrandedCardPage>
      <div className="mx-auto mt-6 flex size-12 items-center justify-center rounded-full bg-red-50 text-red-700">
        <CircleAlert aria-hidden="true" className="size-6" />
      </div>
      <h1 className="mt-4 text-2xl font-bold tracking-tight">{title}</h1>
      <p className="mt-2 text-stone-600">{t(`errors.${failure}`)}</p>
      <div className="mt-8 flex flex-col gap-3">
        {canRetry ? (
          <a href={externalSignInPath(source, redirect)} className={buttonClasses('primary', 'lg')}>
            {t('externalSignIn.tryAgain', { provider })}
          </a>
        ) : null}
        <Button variant={canRetry ? 'secondary' : 'primary'} size="lg" onClick={() => openAuthModal('login', { redirect })}>
          {t('externalSignIn.otherWays')}
        </Button>
      </div>
      <Link to="/" className="mt-6 inline-block rounded text-sm font-medium text-link underline-offset-2 hover:underline">
        {t('auth.page.backToStart')}
      </Link>
    </BrandedCardPage>
  );
}
