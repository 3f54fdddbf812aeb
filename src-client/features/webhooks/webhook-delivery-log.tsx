import { RotateCcw, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AdminTable, adminCell } from '#client/components/admin-table.tsx';
import { Button } from '#client/components/button.tsx';
import { useSystemMessage } from '#client/features/shell/system-message.tsx';
import { ListStates } from '#client/features/site-content/list-states.tsx';
import { WEBHOOK_LOG_PAGE_SIZE } from '#shared/schemas/webhooks.ts';
import { trpc } from '#client/trpc.ts';
import { WEBHOOK_EVENT_LABEL_KEYS } from './webhook-event-label';
import { DELIVERY_STATUS_CLASSES, formatMoment } from './webhook-format';
import type { ListedWebhook } from './webhook-table';

/** While a delivery waits for the job that sends it, the log asks again this often, so its end shows without a reload. */
const PENDING_REFRESH_MS = 3000;

/** One endpoint's deliveries, newest first and older a page at a time: how each ended, the receiver's answer, and Replay to send its event again. */
export function WebhookDeliveryLog({ webhook, onClose }: { webhook: ListedWebhook; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const utils = trpc.useUtils();
  const showMessage = useSystemMessage();
  const pages = trpc.webhook.deliveries.useInfiniteQuery(
    { guid: webhook.guid },
    {
      // A full page may have older ones behind it.
      getNextPageParam: (page) => (page.length === WEBHOOK_LOG_PAGE_SIZE ? page[page.length - 1]?.guid : undefined),
      refetchInterval: (query) => (query.state.data?.pages.some((page) => page.some((delivery) => delivery.status === 'pending')) ? PENDING_REFRESH_MS : false),
    },
  );
  const deliveries = { isPending: pages.isPending, isError: pages.isError, isFetching: pages.isFetching, data: pages.data?.pages.flat(), refetch: pages.refetch };
  const replay = trpc.webhook.replay.useMutation();
  const columns = [
    { key: 'event', label: t('webhooks.columnEvent') },
    { key: 'status', label: t('webhooks.columnStatus') },
    { key: 'time', label: t('webhooks.columnTime') },
    { key: 'response', label: t('webhooks.columnResponse') },
    { key: 'body', label: t('webhooks.columnBody') },
    { key: 'actions', label: t('webhooks.columnActions'), labelHidden: true },
  ];

  return (
    <section aria-labelledby="webhook-log-heading" className="mt-10">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="webhook-log-heading" className="text-xl font-semibold text-stone-900">
            {t('webhooks.logTitle')}
          </h2>
          <p className="mt-1 font-mono text-sm [overflow-wrap:anywhere] text-stone-700">{webhook.url}</p>
        </div>
        <Button variant="ghost" onClick={onClose}>
          <X aria-hidden="true" className="size-4" />
          {t('webhooks.closeLog')}
        </Button>
      </div>
      <div className="mt-4">
        <ListStates query={deliveries} errorText={t('webhooks.logLoadError')} empty={<p className="text-sm text-stone-700">{t('webhooks.logEmpty')}</p>}>
          {(items) => (
            <AdminTable caption={t('webhooks.logCaption', { url: webhook.url })} columns={columns} minWidth="min-w-[56rem]">
              {items.map((delivery) => (
                <tr key={delivery.guid}>
                  <td className={adminCell}>
                    {t(WEBHOOK_EVENT_LABEL_KEYS[delivery.eventType])}
                    <span className="block font-mono text-xs text-stone-600">{delivery.eventId}</span>
                  </td>
                  <td className={adminCell}>
                    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${DELIVERY_STATUS_CLASSES[delivery.status]}`}>{t(`webhooks.deliveryStatus.${delivery.status}`)}</span>
                    <span className="block text-xs text-stone-600">{t('webhooks.attempts', { count: delivery.attempts })}</span>
                  </td>
                  <td className={adminCell}>{formatMoment(delivery.lastAttemptAt ?? delivery.createdAt, i18n.language)}</td>
                  <td className={adminCell}>{delivery.responseStatus ?? t('webhooks.noResponse')}</td>
                  <td className={`${adminCell} max-w-xs font-mono text-xs [overflow-wrap:anywhere] text-stone-700`}>{delivery.responseBody ?? ''}</td>
                  <td className={`${adminCell} text-right`}>
                    {delivery.status === 'pending' ? null : (
                      <Button
                        variant="ghost"
                        disabled={replay.isPending}
                        aria-label={t('webhooks.replayNamed', { id: delivery.eventId })}
                        onClick={() =>
                          void replay
                            .mutateAsync({ deliveryGuid: delivery.guid })
                            .then(() => showMessage({ tone: 'success', text: t('webhooks.replayed') }))
                            .catch(() => showMessage({ tone: 'error', text: t('webhooks.replayFailed') }))
                            .finally(() => Promise.all([utils.webhook.deliveries.invalidate({ guid: webhook.guid }), utils.webhook.list.invalidate()]))
                        }
                      >
                        <RotateCcw aria-hidden="true" className="size-4" />
                        {t('webhooks.replay')}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </AdminTable>
          )}
        </ListStates>
        {pages.hasNextPage ? (
          <Button variant="ghost" className="mt-3" disabled={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
            {t('webhooks.logOlder')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
