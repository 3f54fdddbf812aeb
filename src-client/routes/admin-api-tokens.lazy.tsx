import { createLazyRoute } from '@tanstack/react-router';
import { KeyRound, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminScreenHeader } from '#client/components/admin-screen-header.tsx';
import { Button } from '#client/components/button.tsx';
import { Container } from '#client/components/container.tsx';
import { CopyField } from '#client/components/copy-field.tsx';
import { Modal } from '#client/components/modal.tsx';
import { ApiTokenForm } from '#client/features/api-tokens/api-token-form.tsx';
import { ApiTokenTable } from '#client/features/api-tokens/api-token-table.tsx';
import { usePageTitle } from '#client/features/shell/use-page-title.ts';
import { useSystemMessage } from '#client/features/shell/system-message.tsx';
import { EmptyState } from '#client/features/site-content/empty-state.tsx';
import { ListStates } from '#client/features/site-content/list-states.tsx';
import { trpc } from '#client/trpc.ts';
import { adminApiTokensRoute } from './admin-api-tokens';

export const Route = createLazyRoute(adminApiTokensRoute.id)({ component: AdminApiTokensScreen });

/** The dialog's two steps: the form, then the new token, shown this once. */
type Dialog = { step: 'form' } | { step: 'created'; name: string; secret: string } | null;

/** The site's API tokens (issue 35): made here for other systems, shown once, revoked at once. */
function AdminApiTokensScreen() {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const showMessage = useSystemMessage();
  const tokens = trpc.apiToken.list.useQuery();
  const create = trpc.apiToken.create.useMutation();
  const revoke = trpc.apiToken.revoke.useMutation();
  const [dialog, setDialog] = useState<Dialog>(null);
  usePageTitle(t('apiTokens.title'));

  const newButton = (
    <Button className="shrink-0" onClick={() => setDialog({ step: 'form' })}>
      <Plus aria-hidden="true" className="size-4" />
      {t('apiTokens.new')}
    </Button>
  );

  return (
    <Container className="py-8 sm:py-12">
      <AdminScreenHeader title={t('apiTokens.title')} intro={t('apiTokens.intro')} action={newButton} />
      <div className="mt-8">
        <ListStates
          query={tokens}
          errorText={t('apiTokens.loadError')}
          empty={
            <EmptyState icon={KeyRound} title={t('apiTokens.emptyTitle')} body={t('apiTokens.emptyBody')}>
              {newButton}
            </EmptyState>
          }
        >
          {(items) => (
            <ApiTokenTable
              tokens={items}
              revoking={revoke.isPending}
              onRevoke={async (token) => {
                try {
                  await revoke.mutateAsync({ guid: token.guid });
                } catch {
                  showMessage({ tone: 'error', text: t('apiTokens.revokeFailed') });
                }
                await utils.apiToken.list.invalidate();
              }}
            />
          )}
        </ListStates>
      </div>
      {dialog?.step === 'form' ? (
        <Modal title={t('apiTokens.createTitle')} closeLabel={t('confirm.close')} onClose={() => setDialog(null)}>
          <ApiTokenForm
            onCancel={() => setDialog(null)}
            onCreate={async (values) => {
              const { token, secret } = await create.mutateAsync(values);
              setDialog({ step: 'created', name: token.name, secret });
              await utils.apiToken.list.invalidate();
            }}
          />
        </Modal>
      ) : null}
      {dialog?.step === 'created' ? (
        <Modal title={t('apiTokens.createdTitle')} closeLabel={t('confirm.close')} onClose={() => setDialog(null)}>
          <p className="text-sm text-stone-700">{t('apiTokens.createdBody')}</p>
          <CopyField className="mt-4" label={t('apiTokens.tokenLabel', { name: dialog.name })} value={dialog.secret} />
          <div className="mt-6 flex justify-end">
            <Button onClick={() => setDialog(null)}>{t('apiTokens.done')}</Button>
          </div>
        </Modal>
      ) : null}
    </Container>
  );
}
