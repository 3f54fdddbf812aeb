import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { RefreshCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '#client/components/button.tsx';
import { retryFailedDownloads } from '#client/components/retryable-lazy.ts';
import { StatusPage } from './status-page';
import { usePageTitle } from './use-page-title';

/** Shown in place of a page that failed to load or render; the shell around it keeps working. */
export function RouteErrorPage({ reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  usePageTitle(t('routeError.title'));

  function retry() {
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
