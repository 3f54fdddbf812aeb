import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedbackDto } from '#server/modules/feedback/feedback.presenter.ts';
import { Button } from '#client/components/button.tsx';
import { Checkbox } from '#client/components/checkbox-field.tsx';
import { Modal } from '#client/components/modal.tsx';

/**
 * Before saving an idea that has feedback not yet marked (spec 1 §4): which feedback helped? The
 * ticked ones go with the save as feedbackUsed; closing the dialog saves nothing.
 */
export function FeedbackUsedDialog({ feedback, busy, onSave, onCancel }: { feedback: FeedbackDto[]; busy: boolean; onSave: (used: string[]) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const [used, setUsed] = useState<string[]>([]);
  return (
    <Modal title={t('ideaForm.feedbackUsed.title')} closeLabel={t('ideaForm.close')} onClose={onCancel}>
      <p className="text-stone-700">{t('ideaForm.feedbackUsed.body')}</p>
      <ul className="mt-4 flex max-h-80 flex-col gap-3 overflow-y-auto">
        {feedback.map((item) => (
          <li key={item.guid} className="rounded-lg border border-stone-200 p-3">
            <Checkbox
              label={item.author?.name ?? t('ideaForm.feedbackUsed.anonymous')}
              hint={item.comment ?? ''}
              checked={used.includes(item.guid)}
              onChange={(checked) => setUsed((current) => (checked ? [...current, item.guid] : current.filter((guid) => guid !== item.guid)))}
            />
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('ideaForm.cancel')}
        </Button>
        <Button onClick={() => onSave(used)} disabled={busy}>
          {t('ideaForm.save')}
        </Button>
      </div>
    </Modal>
  );
}
