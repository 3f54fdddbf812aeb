import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { RefreshCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '#client/components/button.tsx';
import { retryFailedDownloads } from '#client/components/retryable-lazy.ts';
import { StatusPage } from './status-page';
import { usePageTitle } from './use-page-title';

/**
 * Whether what failed was downloading a file of the app's code (a dropped connection, a deploy
 * that replaced the file). A browser may keep that failure for as long as the page lives:
 * Chromium 150 answers every later import of the file with it, never asking the server again.
 */
function codeDownloadFailed(error: unknown): boolean {
  return error instanceof TypeError && /dynamically imported module|module script failed/i.test(error.message);
}

/** Shown in place of a page that failed to load or render; the shell around it keeps working. */
export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  usePageTitle(t('routeError.title'));

  function retry() {
    // Only loading the page afresh downloads the code again in such a browser.
    if (codeDownloadFailed(error)) {
      window.location.reload();
      return;
    }
    retryFailedDownloads();
    reset();
    void router.invalidate();
  }

  return (
    <StatusPage icon={<TriangleAlert aria-hidden="true" className="size-7" />} title={t('routeError.title')} body={t('routeError.body')}>
      <Button onClick={retry}>
        <RefreshCw aria-hidden="true" className="size-4" />
        {t('routeError.retry')}
      </Button>
      <Link to="/" className={buttonClasses('secondary')}>
        {t('routeError.home')}
      </Link>
    </StatusPage>
  );
}
