import { useTranslation } from 'react-i18next';
import { TitledSection } from '#client/components/titled-section.tsx';

export interface UserMetric {
  id: string;
  label: string;
  values: { label: string; number: number; share: number }[];
  unanswered: number;
}

/**
 * How the period's ideas spread over the answers of each dropdown field (spec 2 §3 userMetrics):
 * a table per field with the count and share of every answer, and of ideas with no answer.
 */
export function MetricTables({ metrics, ideas }: { metrics: UserMetric[]; ideas: number }) {
  const { t } = useTranslation();
  return (
    <TitledSection title={t('statistics.metrics')}>
      {metrics.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 bg-white px-5 py-6 text-stone-600">{t('statistics.noMetrics')}</p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          {metrics.map((metric) => (
            <MetricTable key={metric.id} metric={metric} ideas={ideas} />
          ))}
        </div>
      )}
    </TitledSection>
  );
}

const cell = 'px-4 py-2.5 align-middle';

function MetricTable({ metric, ideas }: { metric: UserMetric; ideas: number }) {
  const { t, i18n } = useTranslation();
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  const rows = [
    ...metric.values.map((value) => ({ key: `value:${value.label}`, label: value.label, number: value.number, share: value.share, muted: false })),
    { key: 'unanswered', label: t('statistics.noAnswer'), number: metric.unanswered, share: ideas === 0 ? 0 : metric.unanswered / ideas, muted: true },
  ];

  return (
    <div className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-xs">
      <table className="w-full text-left text-sm">
        <caption className="border-b border-stone-200 px-4 py-3 text-left text-base font-semibold break-words text-stone-900">
          {metric.label}
        </caption>
        <thead className="bg-stone-50 text-xs font-semibold tracking-wide text-stone-500 uppercase">
          <tr>
            <th scope="col" className={cell}>
              {t('statistics.answer')}
            </th>
            <th scope="col" className={`${cell} text-right`}>
              {t('statistics.ideas')}
            </th>
            <th scope="col" className={`${cell} w-2/5`}>
              {t('statistics.share')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className={`${cell} font-medium break-words ${row.muted ? 'text-stone-500 italic' : 'text-stone-900'}`}>
                {row.label}
              </th>
              <td className={`${cell} text-right text-stone-700 tabular-nums`}>{row.number.toLocaleString(i18n.language)}</td>
              <td className={cell}>
                <div className="flex items-center gap-3">
                  {/* The bar only pictures the percentage written beside it. */}
                  <div aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-stone-100">
                    <div className={`h-full rounded-full ${row.muted ? 'bg-stone-400' : 'bg-primary'}`} style={{ width: `${Math.round(row.share * 1000) / 10}%` }} />
                  </div>
                  <span className="w-14 shrink-0 text-right text-stone-700 tabular-nums">{percent.format(row.share)}</span>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
