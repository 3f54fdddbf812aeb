import { Power, PowerOff, ScrollText, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AdminTable, adminCell } from '#client/components/admin-table.tsx';
import { Button } from '#client/components/button.tsx';
import type { WebhookDeliveryDto, WebhookDto } from '#server/modules/webhooks/webhook.presenter.ts';
import { WEBHOOK_EVENT_LABEL_KEYS } from './webhook-event-label';
import { DELIVERY_STATUS_CLASSES, formatMoment } from './webhook-format';

/** An endpoint as the list shows it: with when its last delivery was made and how it ended. */
export type ListedWebhook = WebhookDto & { lastDelivery: { status: WebhookDeliveryDto['status']; createdAt: Date } | null };

interface WebhookTableProps {
  webhooks: ListedWebhook[];
  switching: boolean;
  onSetEnabled: (webhook: ListedWebhook, enabled: boolean) => Promise<unknown>;
  onShowLog: (webhook: ListedWebhook) => void;
  onDelete: (webhook: ListedWebhook) => void;
}

/** The site's endpoints: what each receives, whether it is on and how its last delivery went; each can be switched, its log opened, and deleted. */
export function WebhookTable({ webhooks, switching, onSetEnabled, onShowLog, onDelete }: WebhookTableProps) {
  const { t, i18n } = useTranslation();
  const columns = [
    { key: 'url', label: t('webhooks.columnUrl') },
    { key: 'events', label: t('webhooks.columnEvents') },
    { key: 'state', label: t('webhooks.columnState') },
    { key: 'lastDelivery', label: t('webhooks.columnLastDelivery') },
    { key: 'actions', label: t('webhooks.columnActions'), labelHidden: true },
  ];

  return (
    <AdminTable caption={t('webhooks.caption')} columns={columns} minWidth="min-w-[56rem]">
      {webhooks.map((webhook) => (
        <tr key={webhook.guid}>
          <td className={`${adminCell} font-mono text-sm [overflow-wrap:anywhere] text-stone-900`}>{webhook.url}</td>
          <td className={adminCell}>{webhook.events.map((event) => t(WEBHOOK_EVENT_LABEL_KEYS[event])).join(', ')}</td>
          <td className={adminCell}>
            <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${webhook.enabled ? 'bg-emerald-50 text-emerald-800 ring-emerald-200' : 'bg-stone-100 text-stone-700 ring-stone-200'}`}>
              {webhook.enabled ? t('webhooks.on') : t('webhooks.off')}
            </span>
            {webhook.disabledReason === 'failing' ? <span className="mt-1 block text-xs text-red-700">{t('webhooks.offFailing')}</span> : null}
          </td>
          <td className={adminCell}>
            {webhook.lastDelivery ? (
              <>
                <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${DELIVERY_STATUS_CLASSES[webhook.lastDelivery.status]}`}>{t(`webhooks.deliveryStatus.${webhook.lastDelivery.status}`)}</span>
                <span className="block text-xs text-stone-600">{formatMoment(webhook.lastDelivery.createdAt, i18n.language)}</span>
              </>
            ) : (
              t('webhooks.noDeliveries')
            )}
          </td>
          <td className={`${adminCell} text-right whitespace-nowrap`}>
            <Button variant="ghost" onClick={() => onShowLog(webhook)} aria-label={t('webhooks.showLogFor', { url: webhook.url })}>
              <ScrollText aria-hidden="true" className="size-4" />
              {t('webhooks.showLog')}
            </Button>
            <Button
              variant="ghost"
              disabled={switching}
              onClick={() => void onSetEnabled(webhook, !webhook.enabled)}
              aria-label={t(webhook.enabled ? 'webhooks.switchOffFor' : 'webhooks.switchOnFor', { url: webhook.url })}
            >
              {webhook.enabled ? <PowerOff aria-hidden="true" className="size-4" /> : <Power aria-hidden="true" className="size-4" />}
              {webhook.enabled ? t('webhooks.switchOff') : t('webhooks.switchOn')}
            </Button>
            <Button variant="ghost" onClick={() => onDelete(webhook)} aria-label={t('webhooks.deleteFor', { url: webhook.url })}>
              <Trash2 aria-hidden="true" className="size-4" />
              {t('webhooks.delete')}
            </Button>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
