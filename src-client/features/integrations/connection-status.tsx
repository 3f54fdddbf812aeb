import { CircleAlert, CircleCheck, CircleDashed } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Integration } from '#shared/schemas/integration.ts';
import { Spinner } from '#client/components/spinner.tsx';
import { trpc } from '#client/trpc.ts';

/**
 * An integration's verification (spec 2 §7): checked on the server with the saved credentials
 * when the screen loads and after each save (the save invalidates this query); success names what
 * was found, failure shows the service's own message in an error style.
 */
export function ConnectionStatus({ integration }: { integration: Integration }) {
  const { t } = useTranslation();
  const service = t(`integrations.services.${integration}`);
  const connection = trpc.integration.connection.useQuery({ integration }, { staleTime: 0, retry: false });

  if (connection.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-stone-600">
        <Spinner label="" className="size-4" />
        {t('integrations.checking')}
      </p>
    );
  }
  const outcome = connection.data;
  if (outcome?.success) {
    return (
      <p role="status" className="flex items-start gap-2 text-sm font-medium text-green-800">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t(`integrations.connected.${integration}`, { count: outcome.items.length })}
      </p>
    );
  }
  if (outcome?.code === 'integration-not-enabled') {
    return (
      <p role="status" className="flex items-start gap-2 text-sm text-stone-600">
        <CircleDashed aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t('integrations.notReady')}
      </p>
    );
  }
  return (
    <div role="alert" className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>
        <p>{t(`errors.${outcome?.code ?? 'integration-failed'}`)}</p>
        {outcome?.detail ? <p className="mt-1 font-medium">{t('integrations.serviceSaid', { service, message: outcome.detail })}</p> : null}
      </div>
    </div>
  );
}
