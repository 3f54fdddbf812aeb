import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';

/** After saving (spec 3 §8): SUCCESS / ORGANISATION_WAS_UPDATED, or ERROR / WE_ARE_SORRY_AN_ERROR_OCURRED. */
export function SettingsSaveDialog({ outcome, onClose }: { outcome: 'saved' | 'failed'; onClose: () => void }) {
  const { t } = useTranslation();
  const saved = outcome === 'saved';
  return (
    <Modal title={t(saved ? 'siteSettings.SUCCESS' : 'siteSettings.ERROR')} closeLabel={t('siteSettings.close')} onClose={onClose}>
      <p className="text-stone-700">{t(saved ? 'siteSettings.ORGANISATION_WAS_UPDATED' : 'siteSettings.WE_ARE_SORRY_AN_ERROR_OCURRED')}</p>
      <div className="mt-6 flex justify-end">
        <Button onClick={onClose}>
          <Check aria-hidden="true" className="size-4" />
          {t('siteSettings.ok')}
        </Button>
      </div>
    </Modal>
  );
}
