import { useTranslation } from 'react-i18next';
import type { RequiredAgreementDto } from '#server/modules/agreement/agreement.presenter.ts';
import { Button } from '#client/components/button.tsx';
import { LoadErrorAlert } from '#client/components/load-error-alert.tsx';
import { Modal } from '#client/components/modal.tsx';
import { Spinner } from '#client/components/spinner.tsx';
import { trpc } from '#client/trpc.ts';
import { AgreementText } from './agreement-text';

interface AgreementDialogProps {
  agreement: RequiredAgreementDto;
  /** Accepting from here ticks the form's box and closes the dialog. */
  onAccept: () => void;
  onClose: () => void;
}

/** Reads an agreement in a dialog over the form that asks to accept it, so nothing typed is lost. */
export function AgreementDialog({ agreement, onAccept, onClose }: AgreementDialogProps) {
  const { t } = useTranslation();
  const text = trpc.agreement.byGuid.useQuery({ guid: agreement.guid });

  return (
    <Modal title={agreement.name} closeLabel={t('agreement.close')} onClose={onClose}>
      {text.isPending ? (
        <Spinner label={t('agreement.loading')} />
      ) : text.isError ? (
        <LoadErrorAlert message={t('agreement.textLoadError')} onRetry={() => void text.refetch()} retrying={text.isFetching} />
      ) : (
        <AgreementText agreement={text.data} />
      )}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('agreement.close')}
        </Button>
        <Button
          disabled={!text.isSuccess}
          onClick={() => {
            onAccept();
            onClose();
          }}
        >
          {t('agreement.accept')}
        </Button>
      </div>
    </Modal>
  );
}
