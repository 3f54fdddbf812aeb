import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Modal } from './modal';

/** A message with one OK that closes it: a failure that needs reading (a success is a system message). */
export function MessageDialog({ title, children, onClose }: { title: string; children: ReactNode; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal title={title} closeLabel={t('app.close')} onClose={onClose}>
      {children}
      <div className="mt-6 flex justify-end">
        <Button onClick={onClose}>
          <Check aria-hidden="true" className="size-4" />
          {t('app.ok')}
        </Button>
      </div>
    </Modal>
  );
}
