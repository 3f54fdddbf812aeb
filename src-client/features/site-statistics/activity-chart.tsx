import { useTranslation } from 'react-i18next';
import type { StatisticsDay } from '#server/modules/site-statistics/site-statistics.presenter.ts';
import { formatDay } from '#client/features/statistics/format-day.ts';
import { SeriesChart } from '#client/features/statistics/series-chart.tsx';

/** New users, ideas, feedback and active users per day, in the theme's colours and one neutral. */
export function ActivityChart({ days, startDate, endDate }: { days: StatisticsDay[]; startDate: string; endDate: string }) {
  const { t, i18n } = useTranslation();
  const total = (key: 'users' | 'ideas' | 'feedback') => days.reduce((sum, day) => sum + day[key], 0);
  const anything = days.some((day) => day.users + day.ideas + day.feedback + day.activeUsers > 0);
  const caption = anything
    ? t('siteStatistics.timelineSummary', {
        from: formatDay(startDate, i18n.language, 'long'),
        to: formatDay(endDate, i18n.language, 'long'),
        users: t('siteStatistics.newUsersCount', { count: total('users') }),
        ideas: t('campaign.ideas', { count: total('ideas') }),
        feedback: t('campaign.feedback', { count: total('feedback') }),
      })
    : t('siteStatistics.timelineEmpty');
  return (
    <SeriesChart
      title={t('siteStatistics.timeline')}
      caption={caption}
      days={days}
      series={[
        { key: 'activeUsers', name: t('siteStatistics.activeUsers'), colour: '#78716c' },
        { key: 'users', name: t('siteStatistics.newUsers'), colour: '#0f766e' },
        { key: 'ideas', name: t('siteStatistics.amountOfIdeas'), colour: 'var(--theme-button-primary)' },
        { key: 'feedback', name: t('siteStatistics.amountOfFeedback'), colour: 'var(--theme-action)' },
      ]}
    />
  );
}
