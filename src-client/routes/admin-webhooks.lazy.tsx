import { createLazyRoute } from '@tanstack/react-router';
import { Plus, Webhook } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminScreenHeader } from '#client/components/admin-screen-header.tsx';
import { Button } from '#client/components/button.tsx';
import { ConfirmDialog } from '#client/components/confirm-dialog.tsx';
import { Container } from '#client/components/container.tsx';
import { CopyField } from '#client/components/copy-field.tsx';
import { Modal } from '#client/components/modal.tsx';
import { usePageTitle } from '#client/features/shell/use-page-title.ts';
import { useSystemMessage } from '#client/features/shell/system-message.tsx';
import { EmptyState } from '#client/features/site-content/empty-state.tsx';
import { ListStates } from '#client/features/site-content/list-states.tsx';
import { WebhookDeliveryLog } from '#client/features/webhooks/webhook-delivery-log.tsx';
import { WebhookForm } from '#client/features/webhooks/webhook-form.tsx';
import { WebhookTable, type ListedWebhook } from '#client/features/webhooks/webhook-table.tsx';
import { trpc } from '#client/trpc.ts';
import { adminWebhooksRoute } from './admin-webhooks';

export const Route = createLazyRoute(adminWebhooksRoute.id)({ component: AdminWebhooksScreen });

/** The dialog's two steps: the form, then the endpoint's signing secret, shown this once. */
type Dialog = { step: 'form' } | { step: 'created'; url: string; secret: string } | null;

/** The site's webhooks (issue 35): addresses that receive its events signed, each with its delivery log and Replay. */
function AdminWebhooksScreen() {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const showMessage = useSystemMessage();
  const webhooks = trpc.webhook.list.useQuery();
  const create = trpc.webhook.create.useMutation();
  const setEnabled = trpc.webhook.setEnabled.useMutation();
  const remove = trpc.webhook.delete.useMutation();
  const [deleting, setDeleting] = useState<ListedWebhook | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [logGuid, setLogGuid] = useState<string | null>(null);
  const logWebhook = webhooks.data?.find((webhook) => webhook.guid === logGuid);
  usePageTitle(t('webhooks.title'));

  const newButton = (
    <Button className="shrink-0" onClick={() => setDialog({ step: 'form' })}>
      <Plus aria-hidden="true" className="size-4" />
      {t('webhooks.new')}
    </Button>
  );

  return (
    <Container className="py-8 sm:py-12">
      <AdminScreenHeader title={t('webhooks.title')} intro={t('webhooks.intro')} action={newButton} />
      <div className="mt-8">
        <ListStates
          query={webhooks}
          errorText={t('webhooks.loadError')}
          empty={
            <EmptyState icon={Webhook} title={t('webhooks.emptyTitle')} body={t('webhooks.emptyBody')}>
              {newButton}
            </EmptyState>
          }
        >
          {(items) => (
            <WebhookTable
              webhooks={items}
              switching={setEnabled.isPending}
              onShowLog={(webhook) => setLogGuid(webhook.guid)}
              onDelete={setDeleting}
              onSetEnabled={async (webhook, enabled) => {
                try {
                  await setEnabled.mutateAsync({ guid: webhook.guid, enabled });
                } catch {
                  showMessage({ tone: 'error', text: t('webhooks.switchFailed') });
                }
                await utils.webhook.list.invalidate();
              }}
            />
          )}
        </ListStates>
      </div>
      {deleting ? (
        <ConfirmDialog
          title={t('webhooks.deleteTitle')}
          body={t('webhooks.deleteBody', { url: deleting.url })}
          confirmLabel={t('webhooks.delete')}
          busy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={async () => {
            try {
              await remove.mutateAsync({ guid: deleting.guid });
              if (logGuid === deleting.guid) setLogGuid(null);
              showMessage({ tone: 'success', text: t('webhooks.deleted') });
            } catch {
              showMessage({ tone: 'error', text: t('webhooks.deleteFailed') });
            }
            setDeleting(null);
            await utils.webhook.list.invalidate();
          }}
        />
      ) : null}
      {logWebhook ? <WebhookDeliveryLog key={logWebhook.guid} webhook={logWebhook} onClose={() => setLogGuid(null)} /> : null}
      {dialog?.step === 'form' ? (
        <Modal title={t('webhooks.createTitle')} closeLabel={t('confirm.close')} onClose={() => setDialog(null)}>
          <WebhookForm
            onCancel={() => setDialog(null)}
            onCreate={async (values) => {
              const { endpoint, secret } = await create.mutateAsync(values);
              setDialog({ step: 'created', url: endpoint.url, secret });
              await utils.webhook.list.invalidate();
            }}
          />
        </Modal>
      ) : null}
      {dialog?.step === 'created' ? (
        <Modal title={t('webhooks.createdTitle')} closeLabel={t('confirm.close')} onClose={() => setDialog(null)}>
          <p className="text-sm text-stone-700">{t('webhooks.createdBody')}</p>
          <CopyField className="mt-4" label={t('webhooks.secretLabel', { url: dialog.url })} value={dialog.secret} />
          <div className="mt-6 flex justify-end">
            <Button onClick={() => setDialog(null)}>{t('webhooks.done')}</Button>
          </div>
        </Modal>
      ) : null}
    </Container>
  );
}
