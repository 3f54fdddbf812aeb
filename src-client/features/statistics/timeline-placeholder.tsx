import { useTranslation } from 'react-i18next';
import { Spinner } from '#client/components/spinner.tsx';
import { TitledSection } from '#client/components/titled-section.tsx';

/** The timeline's section at its size while the chart library downloads, so the tables below it stay put. */
export function TimelinePlaceholder({ title }: { title?: string }) {
  const { t } = useTranslation();
  return (
    <TitledSection title={title ?? t('statistics.timeline')}>
      <div className="rounded-2xl border border-stone-200 bg-white p-4 shadow-xs sm:p-6">
        {/* The caption's two lines, the chart, and the line that opens the table. */}
        <div className="h-10" />
        <div className="mt-4 flex h-72 items-center justify-center">
          <Spinner label={t('statistics.loading')} className="size-8" />
        </div>
        <div className="mt-4 h-5" />
      </div>
    </TitledSection>
  );
}
