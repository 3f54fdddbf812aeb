import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '#shared/errors.ts';
import type { Integration } from '#shared/schemas/integration.ts';
import { Alert } from '#client/components/alert.tsx';
import { Button } from '#client/components/button.tsx';
import { Spinner } from '#client/components/spinner.tsx';
import { trpc, type IntegrationItem } from '#client/trpc.ts';
import { readServerError } from '#client/features/auth/server-error.ts';


/**
 * What an integration lists (forms, surveys or boards), for a dialog's first choice: loading,
 * the service's failure with its own message, an empty account, or the items for `children`.
 */
export function ConnectionItems({ integration, loadingText, emptyText, children }: { integration: Integration; loadingText: string; emptyText: string; children: (items: IntegrationItem[]) => ReactNode }) {
  const connection = trpc.integration.connection.useQuery({ integration }, { staleTime: 0, retry: false });
  if (connection.isPending) return <Loading text={loadingText} />;
  const outcome = connection.data;
  if (!outcome?.success) {
    const code = outcome?.code ?? readServerError(connection.error).appCode ?? 'integration-failed';
    return <ServiceError integration={integration} code={code} detail={outcome?.detail ?? null} />;
  }
  if (outcome.items.length === 0) return <Alert tone="info">{emptyText}</Alert>;
  return children(outcome.items);
}

export function Loading({ text }: { text: string }) {
  return (
    <p role="status" className="flex items-center gap-2 py-2 text-sm text-stone-600">
      <Spinner label="" className="size-4" />
      {text}
    </p>
  );
}

/** A failure of the other service: our words for it, then its own message. */
export function ServiceError({ integration, code, detail }: { integration: Integration; code: ErrorCode; detail: string | null }) {
  const { t } = useTranslation();
  return (
    <Alert tone="error">
      <p>{t(`errors.${code}`)}</p>
      {detail ? <p className="mt-1 font-medium">{t('integrations.serviceSaid', { service: t(`integrations.services.${integration}`), message: detail })}</p> : null}
    </Alert>
  );
}

/** A dialog's last row: a failed call's error, then its action and Cancel. */
export function DialogActions({ integration, error, label, busyLabel, busy, onCancel }: { integration: Integration; error: unknown; label: string; busyLabel: string; busy: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      {error ? <ServiceError integration={integration} code={readServerError(error).appCode ?? 'internal-error'} detail={null} /> : null}
      <div className="mt-2 flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? busyLabel : label}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('integrations.cancel')}
        </Button>
      </div>
    </>
  );
}
