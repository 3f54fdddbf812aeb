import { useTranslation } from 'react-i18next';
import type { RequiredAgreementDto } from '../../../src-server/modules/agreement/agreement.presenter';
import { Button } from '../../components/button';
import { LoadErrorAlert } from '../../components/load-error-alert';
import { Modal } from '../../components/modal';
import { Spinner } from '../../components/spinner';
import { trpc } from '../../trpc';
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
