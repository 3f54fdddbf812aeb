import { useTranslation } from 'react-i18next';
import { ProgressBar } from '#client/components/progress-bar.tsx';
import type { UploadActivity } from '#client/features/media/upload-activity.tsx';

/** Beside the disabled submit button while files are still being sent: why it waits, and how far the files are. */
export function UploadWaitNote({ activity }: { activity: UploadActivity }) {
  const { t } = useTranslation();
  const percent = Math.round(activity.progress * 100);
  return (
    <div role="status" className="flex w-full max-w-xs flex-col gap-1.5 text-sm text-stone-600 sm:w-64">
      <p>{t('ideaForm.waitingForUploads', { count: activity.files })}</p>
      <div className="flex items-center gap-2">
        <ProgressBar value={activity.progress} label={t('ideaForm.uploadsProgress')} />
        <span className="w-10 shrink-0 text-right text-xs tabular-nums">{percent} %</span>
      </div>
    </div>
  );
}
