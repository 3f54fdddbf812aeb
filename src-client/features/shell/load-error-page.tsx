import { RefreshCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/button.tsx';
import { StatusPage } from './status-page';
import { usePageTitle } from './use-page-title';

interface LoadErrorPageProps {
  body: string;
  onRetry: () => void;
  /** While a retry is running the button is disabled, so it cannot be queued twice. */
  retrying: boolean;
}

/** What a page needs did not load (network, server): say so and offer another try. */
export function LoadErrorPage({ body, onRetry, retrying }: LoadErrorPageProps) {
  const { t } = useTranslation();
  usePageTitle(t('routeError.title'));
  return (
    <StatusPage icon={<TriangleAlert aria-hidden="true" className="size-7" />} title={t('routeError.title')} body={body}>
      <Button onClick={onRetry} disabled={retrying}>
        <RefreshCw aria-hidden="true" className="size-4" />
        {t('app.retry')}
      </Button>
    </StatusPage>
  );
}
