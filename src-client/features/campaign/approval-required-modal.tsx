import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/button.tsx';
import { Modal } from '#client/components/modal.tsx';

/** After joining a campaign whose coaches approve joiners (spec 1 §4): the viewer waits, then goes on. */
export function ApprovalRequiredModal({ campaignName, onClose }: { campaignName: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal title={t('brief.approvalRequiredTitle')} closeLabel={t('brief.close')} onClose={onClose}>
      <p className="text-stone-700">{t('brief.approvalRequiredBody', { name: campaignName })}</p>
      <div className="mt-6 flex justify-end">
        <Button onClick={onClose}>{t('brief.ok')}</Button>
      </div>
    </Modal>
  );
}
