import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from './alert';
import { Button } from './button';

interface LoadErrorAlertProps {
  message: string;
  onRetry: () => void;
  /** While a retry is running the button is disabled, so it cannot be queued twice. */
  retrying: boolean;
  className?: string;
}

/** A part of a page that did not load: say so in place and offer another try. */
export function LoadErrorAlert({ message, onRetry, retrying, className }: LoadErrorAlertProps) {
  const { t } = useTranslation();
  return (
    <Alert tone="error" className={className}>
      <p className="font-semibold">{message}</p>
      <Button variant="secondary" onClick={onRetry} disabled={retrying} className="mt-3">
        <RefreshCw aria-hidden="true" className="size-4" />
        {t('app.retry')}
      </Button>
    </Alert>
  );
}
