import { createLazyRoute, Link } from '@tanstack/react-router';
import { LogOut, RefreshCw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '#client/components/button.tsx';
import { Spinner } from '#client/components/spinner.tsx';
import { useLogout } from '#client/features/auth/use-logout.ts';
import { StatusPage } from '#client/features/shell/status-page.tsx';
import { usePageTitle } from '#client/features/shell/use-page-title.ts';
import { logoutRoute } from './logout';

export const Route = createLazyRoute(logoutRoute.id)({ component: LogoutPage });

/**
 * Logs out on arrival, in the component rather than a loader: loaders also run when a link is
 * preloaded, and hovering "Log out" must not end the session.
 */
function LogoutPage() {
  const { t } = useTranslation();
  const { mutate: logOut, isError } = useLogout();
  const started = useRef(false);
  usePageTitle(t('auth.logout.title'));

  useEffect(() => {
    // Once per visit, also under StrictMode's double effects.
    if (started.current) return;
    started.current = true;
    logOut();
  }, [logOut]);

  if (isError) {
    return (
      <StatusPage icon={<LogOut aria-hidden="true" className="size-7" />} title={t('auth.logout.failed')} body={t('auth.logout.failedBody')}>
        <Button onClick={() => logOut()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {t('app.retry')}
        </Button>
        <Link to="/" className={buttonClasses('secondary')}>
          {t('routeError.home')}
        </Link>
      </StatusPage>
    );
  }

  return (
    <div className="flex flex-col items-center gap-3 py-24 text-stone-600">
      <Spinner label={t('auth.logout.inProgress')} className="size-8" />
      <p aria-hidden="true">{t('auth.logout.inProgress')}</p>
    </div>
  );
}
