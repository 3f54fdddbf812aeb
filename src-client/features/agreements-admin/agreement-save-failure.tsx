import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '#shared/errors.ts';
import { Button } from '#client/components/button.tsx';
import { Modal } from '#client/components/modal.tsx';

/**
 * Spec 2 §8: a refused save names its reason under "Unable to create agreement"; anything else
 * is the plain "Error / We are sorry, an error occurred".
 */
export function AgreementSaveFailure({ code, onClose }: { code: ErrorCode | null; onClose: () => void }) {
  const { t } = useTranslation();
  const known = code !== null && code !== 'internal-error';
  return (
    <Modal title={known ? t('adminAgreements.createFailedTitle') : t('adminAgreements.errorTitle')} closeLabel={t('confirm.close')} onClose={onClose}>
      <p className="text-stone-700">{known ? t(`errors.${code}`) : t('adminAgreements.errorBody')}</p>
      <div className="mt-6 flex justify-end">
        <Button onClick={onClose}>{t('confirm.close')}</Button>
      </div>
    </Modal>
  );
}
