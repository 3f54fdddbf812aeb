import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';

/** A message after saving with one OK (spec 3 §8: PROFILE_UPDATED, or ERROR when the server failed). */
export function SaveResultDialog({ outcome, onClose }: { outcome: 'saved' | 'failed'; onClose: () => void }) {
  const { t } = useTranslation();
  const saved = outcome === 'saved';
  return (
    <Modal title={t(saved ? 'profile.form.PROFILE_UPDATED' : 'profile.form.ERROR')} closeLabel={t('profile.form.close')} onClose={onClose}>
      <p className="text-stone-700">{t(saved ? 'profile.form.YOUR_PROFILE_HAS_BEEN_UPDATED' : 'profile.form.WE_ARE_SORRY_AN_ERROR_OCURRED')}</p>
      <div className="mt-6 flex justify-end">
        <Button onClick={onClose}>
          <Check aria-hidden="true" className="size-4" />
          {t('profile.form.ok')}
        </Button>
      </div>
    </Modal>
  );
}
