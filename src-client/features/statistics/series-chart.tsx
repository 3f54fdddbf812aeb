import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { TitledSection } from '#client/components/titled-section.tsx';
import { formatDay } from './format-day';

/** Up to about two months a bar per day stays readable; longer periods are drawn as lines. */
const MAX_BAR_DAYS = 62;

export interface ChartSeries<K extends string> {
  key: K;
  name: string;
  /** A CSS colour; the theme's variables keep the chart in the organisation's colours. */
  colour: string;
}

interface SeriesChartProps<K extends string> {
  title: string;
  /** Says in words what the chart shows, for everyone and for screen readers. */
  caption: ReactNode;
  days: ({ date: string } & Record<K, number>)[];
  series: readonly ChartSeries<K>[];
}

/**
 * Numbers per day as bars (or lines over long periods). The chart is a picture of the numbers:
 * its caption says what it shows in words, and the same numbers sit in a table one click away.
 */
export function SeriesChart<K extends string>({ title, caption, days, series }: SeriesChartProps<K>) {
  const { t, i18n } = useTranslation();
  const captionId = useId();
  const language = i18n.language;

  const axes = (
    <>
      <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e7e5e4" />
      <XAxis dataKey="date" tickFormatter={(day: string) => formatDay(day, language, 'short')} tick={{ fontSize: 12, fill: '#57534e' }} minTickGap={16} />
      <YAxis allowDecimals={false} width={40} tick={{ fontSize: 12, fill: '#57534e' }} />
      <Tooltip labelFormatter={(day) => (typeof day === 'string' ? formatDay(day, language, 'long') : '')} />
      {/* In the order drawn, in the text colour: the swatch carries the series colour. */}
      <Legend itemSorter={null} formatter={(name: string) => <span className="text-stone-700">{name}</span>} />
    </>
  );

  return (
    <TitledSection title={title}>
      <figure aria-labelledby={captionId} className="rounded-2xl border border-stone-200 bg-white p-4 shadow-xs sm:p-6">
        <figcaption id={captionId} className="text-sm text-stone-700">
          {caption}
        </figcaption>
        <div className="mt-4 h-72">
          <ResponsiveContainer width="100%" height="100%">
            {days.length <= MAX_BAR_DAYS ? (
              // The title names the chart for screen readers; its arrow keys step through the days' numbers.
              <BarChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} title={title}>
                {axes}
                {series.map((entry) => (
                  <Bar key={entry.key} dataKey={entry.key} name={entry.name} fill={entry.colour} radius={[3, 3, 0, 0]} />
                ))}
              </BarChart>
            ) : (
              <LineChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} title={title}>
                {axes}
                {series.map((entry) => (
                  <Line key={entry.key} dataKey={entry.key} name={entry.name} stroke={entry.colour} strokeWidth={2} dot={false} />
                ))}
              </LineChart>
            )}
          </ResponsiveContainer>
        </div>
        <details className="mt-4 text-sm">
          <summary className="cursor-pointer rounded font-semibold text-link underline-offset-2 hover:underline">{t('statistics.showTable')}</summary>
          <div role="region" aria-label={title} tabIndex={0} className="mt-3 max-h-80 overflow-y-auto rounded-lg border border-stone-200">
            <table className="w-full text-left">
              <caption className="sr-only">{title}</caption>
              <thead className="sticky top-0 bg-stone-50 text-xs font-semibold tracking-wide text-stone-500 uppercase">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    {t('statistics.day')}
                  </th>
                  {series.map((entry) => (
                    <th key={entry.key} scope="col" className="px-3 py-2 text-right">
                      {entry.name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100">
                {days.map((day) => (
                  <tr key={day.date}>
                    <th scope="row" className="px-3 py-1.5 font-normal whitespace-nowrap">
                      <time dateTime={day.date}>{formatDay(day.date, language, 'long')}</time>
                    </th>
                    {series.map((entry) => (
                      <td key={entry.key} className="px-3 py-1.5 text-right tabular-nums">
                        {day[entry.key].toLocaleString(language)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </figure>
    </TitledSection>
  );
}
