import { useTranslation } from 'react-i18next';
import { MessageDialog } from '../../components/message-dialog';

/** After saving (spec 3 §8): SUCCESS / ORGANISATION_WAS_UPDATED, or ERROR / WE_ARE_SORRY_AN_ERROR_OCURRED. */
export function SettingsSaveDialog({ outcome, onClose }: { outcome: 'saved' | 'failed'; onClose: () => void }) {
  const { t } = useTranslation();
  const saved = outcome === 'saved';
  return (
    <MessageDialog title={t(saved ? 'siteSettings.SUCCESS' : 'siteSettings.ERROR')} onClose={onClose}>
      <p className="text-stone-700">{t(saved ? 'siteSettings.ORGANISATION_WAS_UPDATED' : 'siteSettings.WE_ARE_SORRY_AN_ERROR_OCURRED')}</p>
    </MessageDialog>
  );
}
