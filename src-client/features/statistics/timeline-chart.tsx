import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { TitledSection } from '../../components/titled-section';

export interface TimelineDay {
  date: string;
  ideas: number;
  feedback: number;
}

/** Up to about two months a bar per day stays readable; longer periods are drawn as lines. */
const MAX_BAR_DAYS = 62;

// The theme's colours, so the chart matches the organisation's buttons and highlights.
const IDEAS_COLOUR = 'var(--theme-button-primary)';
const FEEDBACK_COLOUR = 'var(--theme-action)';

/** A YYYY-MM-DD day in the reader's language, read as that calendar day wherever they are. */
function formatDay(day: string, language: string, style: 'short' | 'long'): string {
  const options: Intl.DateTimeFormatOptions = style === 'short' ? { day: 'numeric', month: 'short' } : { dateStyle: 'long' };
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, { ...options, timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/**
 * Ideas and feedback per day (statistics `timeline`). The chart is a picture of the numbers:
 * its caption says what it shows in words, and the same numbers sit in a table one click away.
 */
export function TimelineChart({ days, fromDate, toDate }: { days: TimelineDay[]; fromDate: string; toDate: string }) {
  const { t, i18n } = useTranslation();
  const captionId = useId();
  const language = i18n.language;
  const ideas = days.reduce((sum, day) => sum + day.ideas, 0);
  const feedback = days.reduce((sum, day) => sum + day.feedback, 0);
  const peak = days.reduce<TimelineDay | null>((best, day) => (day.ideas + day.feedback > (best ? best.ideas + best.feedback : 0) ? day : best), null);
  const ideasName = t('statistics.ideas');
  const feedbackName = t('statistics.feedback');
  // Names the chart for screen readers; its arrow keys step through the days' numbers.
  const chartTitle = t('statistics.timeline');

  const axes = (
    <>
      <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e7e5e4" />
      <XAxis dataKey="date" tickFormatter={(day: string) => formatDay(day, language, 'short')} tick={{ fontSize: 12, fill: '#57534e' }} minTickGap={16} />
      <YAxis allowDecimals={false} width={40} tick={{ fontSize: 12, fill: '#57534e' }} />
      <Tooltip labelFormatter={(day) => (typeof day === 'string' ? formatDay(day, language, 'long') : '')} />
      {/* In the order drawn (ideas first), in the text colour: the swatch carries the series colour. */}
      <Legend itemSorter={null} formatter={(name: string) => <span className="text-stone-700">{name}</span>} />
    </>
  );

  return (
    <TitledSection title={t('statistics.timeline')}>
      <figure aria-labelledby={captionId} className="rounded-2xl border border-stone-200 bg-white p-4 shadow-xs sm:p-6">
        <figcaption id={captionId} className="text-sm text-stone-700">
          {ideas + feedback === 0
            ? t('statistics.timelineEmpty')
            : t('statistics.timelineSummary', {
                ideas: t('campaign.ideas', { count: ideas }),
                feedback: t('campaign.feedback', { count: feedback }),
                from: formatDay(fromDate, language, 'long'),
                to: formatDay(toDate, language, 'long'),
              })}
          {peak && ideas + feedback > 0 ? (
            <>
              {' '}
              {t('statistics.timelinePeak', {
                date: formatDay(peak.date, language, 'long'),
                ideas: t('campaign.ideas', { count: peak.ideas }),
                feedback: t('campaign.feedback', { count: peak.feedback }),
              })}
            </>
          ) : null}
        </figcaption>
        <div className="mt-4 h-72">
          <ResponsiveContainer width="100%" height="100%">
            {days.length <= MAX_BAR_DAYS ? (
              <BarChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} title={chartTitle}>
                {axes}
                <Bar dataKey="ideas" name={ideasName} fill={IDEAS_COLOUR} radius={[3, 3, 0, 0]} />
                <Bar dataKey="feedback" name={feedbackName} fill={FEEDBACK_COLOUR} radius={[3, 3, 0, 0]} />
              </BarChart>
            ) : (
              <LineChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} title={chartTitle}>
                {axes}
                <Line dataKey="ideas" name={ideasName} stroke={IDEAS_COLOUR} strokeWidth={2} dot={false} />
                <Line dataKey="feedback" name={feedbackName} stroke={FEEDBACK_COLOUR} strokeWidth={2} dot={false} />
              </LineChart>
            )}
          </ResponsiveContainer>
        </div>
        <details className="mt-4 text-sm">
          <summary className="cursor-pointer rounded font-semibold text-link underline-offset-2 hover:underline">{t('statistics.showTable')}</summary>
          <div role="region" aria-label={t('statistics.timeline')} tabIndex={0} className="mt-3 max-h-80 overflow-y-auto rounded-lg border border-stone-200">
            <table className="w-full text-left">
              <caption className="sr-only">{t('statistics.timeline')}</caption>
              <thead className="sticky top-0 bg-stone-50 text-xs font-semibold tracking-wide text-stone-500 uppercase">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    {t('statistics.day')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    {ideasName}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    {feedbackName}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100">
                {days.map((day) => (
                  <tr key={day.date}>
                    <th scope="row" className="px-3 py-1.5 font-normal whitespace-nowrap">
                      <time dateTime={day.date}>{formatDay(day.date, language, 'long')}</time>
                    </th>
                    <td className="px-3 py-1.5 text-right tabular-nums">{day.ideas.toLocaleString(language)}</td>
                    <td className="px-3 py-1.5 text-right tabular-nums">{day.feedback.toLocaleString(language)}</td>
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
