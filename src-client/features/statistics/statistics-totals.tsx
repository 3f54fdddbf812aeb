import { Lightbulb, MessageSquare, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TitledSection } from '#client/components/titled-section.tsx';

interface StatisticsTotalsProps {
  ideas: number;
  contributors: number;
  feedback: number;
  /** Said under the numbers while a filter narrows them. */
  filterNote: string | null;
}

/** The period's totals (spec 2 §3: ideas, contributors, and the feedback on those ideas). */
export function StatisticsTotals({ ideas, contributors, feedback, filterNote }: StatisticsTotalsProps) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => value.toLocaleString(i18n.language);
  return (
    <TitledSection title={t('statistics.totals')}>
      <dl className="grid gap-4 sm:grid-cols-3">
        <Total icon={<Lightbulb aria-hidden="true" className="size-4" />} label={t('statistics.ideas')} value={number(ideas)} />
        <Total icon={<Users aria-hidden="true" className="size-4" />} label={t('statistics.contributors')} value={number(contributors)} />
        <Total icon={<MessageSquare aria-hidden="true" className="size-4" />} label={t('statistics.feedback')} value={number(feedback)} />
      </dl>
      {filterNote ? <p className="mt-3 text-sm text-stone-600">{filterNote}</p> : null}
    </TitledSection>
  );
}

function Total({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-xs">
      <dt className="flex items-center gap-2 text-sm font-medium text-stone-600">
        <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-secondary text-on-secondary">{icon}</span>
        {label}
      </dt>
      <dd className="mt-2 text-3xl font-bold tracking-tight text-stone-900 tabular-nums">{value}</dd>
    </div>
  );
}
