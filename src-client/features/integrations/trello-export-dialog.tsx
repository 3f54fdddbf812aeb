import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '#client/components/alert.tsx';
import { Modal } from '#client/components/modal.tsx';
import { SelectField } from '#client/components/select-field.tsx';
import { useRevealFirstError } from '#client/components/use-reveal-first-error.ts';
import { trelloExportInput } from '#shared/schemas/integration.ts';
import { trpc, type CampaignView } from '#client/trpc.ts';
import { useErrorText } from '#client/features/auth/form-errors.tsx';
import { readServerError } from '#client/features/auth/server-error.ts';
import { ConnectionItems, DialogActions, Loading, ServiceError } from './connection-items';
import type { IntegrationNotice } from './integration-notice';

/**
 * Exports the campaign's ideas to a Trello list (spec 2 §7): pick the board, then the list. The
 * outcome is told on the tab once the dialog has closed: TRELLO_EXPORTED with a count (and what
 * is left for another export), or ERROR with Trello's message. Export pressed before a list is
 * chosen says so at the board or the list, whichever is still to choose, and goes there.
 */
export function TrelloExportDialog({ campaign, onClose, onDone }: { campaign: CampaignView; onClose: () => void; onDone: (notice: IntegrationNotice) => void }) {
  const { t } = useTranslation();
  const [boardId, setBoardId] = useState('');
  const [listId, setListId] = useState('');
  const [attempted, setAttempted] = useState(false);
  const errorText = useErrorText();
  const { ref: formRef, reveal } = useRevealFirstError();
  // The list is what the export needs (ERROR_REQUIRED from its schema); without a board, the board is where to start.
  const checked = trelloExportInput.shape.listId.safeParse(listId);
  const missing = attempted && !checked.success ? errorText(checked.error.issues[0]?.message) : undefined;
  const lists = trpc.integration.trelloLists.useQuery({ boardId }, { enabled: boardId !== '', retry: false });
  const run = trpc.integration.exportToTrello.useMutation({
    onSuccess: (outcome) => {
      const exported = t('integrations.TRELLO_EXPORTED', { count: outcome.exported.length });
      const remaining = outcome.remaining > 0 ? [t('integrations.remaining', { count: outcome.remaining })] : [];
      if (outcome.success) {
        onDone({ tone: 'info', title: t('integrations.services.trello'), lines: [exported, ...remaining] });
      } else {
        const detail = outcome.detail ? [t('integrations.serviceSaid', { service: t('integrations.services.trello'), message: outcome.detail })] : [];
        const partly = outcome.exported.length > 0 ? [exported] : [];
        onDone({ tone: 'error', title: t('integrations.ERROR'), lines: [t(`errors.${outcome.code ?? 'integration-failed'}`), ...detail, ...partly, ...remaining] });
      }
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (checked.success) run.mutate({ campaignSlug: campaign.slug, listId: checked.data });
    else reveal();
  };

  return (
    <Modal title={t('integrations.exportTitle')} closeLabel={t('integrations.close')} onClose={onClose}>
      <form ref={formRef} onSubmit={submit} className="flex flex-col gap-2" noValidate>
        <p className="mb-2 text-sm text-stone-600">{t('integrations.exportHint')}</p>
        <ConnectionItems integration="trello" loadingText={t('integrations.loadingBoards')} emptyText={t('integrations.noBoards')}>
          {(boards) => (
            <SelectField
              label={t('integrations.board')}
              value={boardId}
              error={boardId ? undefined : missing}
              onChange={(value) => {
                setBoardId(value);
                setListId('');
              }}
            >
              <option value="">{t('integrations.chooseBoard')}</option>
              {boards.map((board) => (
                <option key={board.id} value={board.id}>
                  {board.name}
                </option>
              ))}
            </SelectField>
          )}
        </ConnectionItems>

        {boardId && lists.isPending ? <Loading text={t('integrations.loadingLists')} /> : null}
        {lists.isError ? <ServiceError integration="trello" code={readServerError(lists.error).appCode ?? 'integration-failed'} detail={null} /> : null}
        {lists.data && lists.data.length === 0 ? <Alert tone="info">{t('integrations.TRELLO_ZERO_LISTS')}</Alert> : null}
        {lists.data && lists.data.length > 0 ? (
          <SelectField label={t('integrations.list')} value={listId} onChange={setListId} error={missing}>
            <option value="">{t('integrations.chooseList')}</option>
            {lists.data.map((list) => (
              <option key={list.id} value={list.id}>
                {list.name}
              </option>
            ))}
          </SelectField>
        ) : null}

        <DialogActions integration="trello" error={run.error} label={t('integrations.export')} busyLabel={t('integrations.exporting')} busy={run.isPending} onCancel={onClose} />
      </form>
    </Modal>
  );
}
