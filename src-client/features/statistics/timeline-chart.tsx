import { useTranslation } from 'react-i18next';
import { formatDay } from './format-day';
import { SeriesChart } from './series-chart';

export interface TimelineDay {
  date: string;
  ideas: number;
  feedback: number;
}

// The theme's colours, so the chart matches the organisation's buttons and highlights.
const IDEAS_COLOUR = 'var(--theme-button-primary)';
const FEEDBACK_COLOUR = 'var(--theme-action)';

/** A campaign's ideas and feedback per day (statistics `timeline`), with its totals and busiest day in words. */
export function TimelineChart({ days, fromDate, toDate }: { days: TimelineDay[]; fromDate: string; toDate: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const ideas = days.reduce((sum, day) => sum + day.ideas, 0);
  const feedback = days.reduce((sum, day) => sum + day.feedback, 0);
  const peak = days.reduce<TimelineDay | null>((best, day) => (day.ideas + day.feedback > (best ? best.ideas + best.feedback : 0) ? day : best), null);

  const caption =
    ideas + feedback === 0 ? (
      t('statistics.timelineEmpty')
    ) : (
      <>
        {t('statistics.timelineSummary', {
          ideas: t('campaign.ideas', { count: ideas }),
          feedback: t('campaign.feedback', { count: feedback }),
          from: formatDay(fromDate, language, 'long'),
          to: formatDay(toDate, language, 'long'),
        })}
        {peak ? (
          <>
            {' '}
            {t('statistics.timelinePeak', {
              date: formatDay(peak.date, language, 'long'),
              ideas: t('campaign.ideas', { count: peak.ideas }),
              feedback: t('campaign.feedback', { count: peak.feedback }),
            })}
          </>
        ) : null}
      </>
    );

  return (
    <SeriesChart
      title={t('statistics.timeline')}
      caption={caption}
      days={days}
      series={[
        { key: 'ideas', name: t('statistics.ideas'), colour: IDEAS_COLOUR },
        { key: 'feedback', name: t('statistics.feedback'), colour: FEEDBACK_COLOUR },
      ]}
    />
  );
}
