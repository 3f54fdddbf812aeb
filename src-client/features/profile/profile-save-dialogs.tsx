import { useTranslation } from 'react-i18next';
import { MessageDialog } from '../../components/message-dialog';

/** A message after saving with one OK (spec 3 §8: PROFILE_UPDATED, or ERROR when the server failed). */
export function SaveResultDialog({ outcome, onClose }: { outcome: 'saved' | 'failed'; onClose: () => void }) {
  const { t } = useTranslation();
  const saved = outcome === 'saved';
  return (
    <MessageDialog title={t(saved ? 'profile.form.PROFILE_UPDATED' : 'profile.form.ERROR')} onClose={onClose}>
      <p className="text-stone-700">{t(saved ? 'profile.form.YOUR_PROFILE_HAS_BEEN_UPDATED' : 'profile.form.WE_ARE_SORRY_AN_ERROR_OCURRED')}</p>
    </MessageDialog>
  );
}
