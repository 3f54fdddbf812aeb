import { useTranslation } from 'react-i18next';
import type { SiteFigures } from '#server/modules/site-statistics/site-statistics.presenter.ts';
import { TitledSection } from '#client/components/titled-section.tsx';
import { formatDay } from '#client/features/statistics/format-day.ts';

type Figure = keyof Omit<SiteFigures, 'churn'>;
type ChurnFigure = keyof Omit<SiteFigures['churn'], 'startDate' | 'endDate'>;

/** The spec's figures in two groups: who took part, and what they did. */
const PEOPLE: readonly Figure[] = ['amountOfUsers', 'activeUsers', 'usersWithCampaigns', 'usersWithIdeas', 'usersWithFeedback'];
const ACTIVITY: readonly Figure[] = ['amountOfCampaigns', 'amountOfIdeas', 'amountOfFeedback', 'invitationsSent', 'invitationsUsed'];
const CHURN: readonly ChurnFigure[] = ['activeUsers', 'usersWithCampaigns', 'usersWithIdeas', 'usersWithFeedback'];

/** Each figure with what it counts, said under it: the numbers mean what the help text says, nothing looser. */
function FigureList({ figures, keys }: { figures: SiteFigures; keys: readonly Figure[] }) {
  const { t, i18n } = useTranslation();
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
      {keys.map((key) => (
        <div key={key} className="flex flex-col rounded-2xl border border-stone-200 bg-white p-4 shadow-xs">
          <dt className="text-sm font-semibold text-stone-700">{t(`siteStatistics.${key}`)}</dt>
          <dd className="order-first text-3xl font-bold tracking-tight text-stone-900 tabular-nums">{figures[key].toLocaleString(i18n.language)}</dd>
          <dd className="mt-1 text-xs text-stone-600">{t(`siteStatistics.${key}Help`)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The period's figures (spec 2 §3), then churn as percentages with its definition on screen. */
export function FigureGrid({ figures }: { figures: SiteFigures }) {
  const { t, i18n } = useTranslation();
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  const { churn } = figures;
  const days = Math.round((Date.parse(churn.endDate) - Date.parse(churn.startDate)) / 86_400_000) + 1;
  return (
    <div className="flex flex-col gap-10">
      <TitledSection title={t('siteStatistics.people')}>
        <FigureList figures={figures} keys={PEOPLE} />
      </TitledSection>
      <TitledSection title={t('siteStatistics.content')}>
        <FigureList figures={figures} keys={ACTIVITY} />
      </TitledSection>
      <TitledSection title={t('siteStatistics.churn')}>
        <p className="mb-4 max-w-3xl text-sm text-stone-600">
          {t('siteStatistics.churnHelp', { count: days, from: formatDay(churn.startDate, i18n.language, 'long'), to: formatDay(churn.endDate, i18n.language, 'long') })}
        </p>
        <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {CHURN.map((key) => {
            const share = churn[key];
            return (
              <div key={key} className="flex flex-col rounded-2xl border border-stone-200 bg-white p-4 shadow-xs">
                <dt className="text-sm font-semibold text-stone-700">{t(`siteStatistics.${key}`)}</dt>
                <dd className="order-first text-3xl font-bold tracking-tight text-stone-900 tabular-nums">
                  {share === null ? (
                    <>
                      <span aria-hidden="true">–</span>
                      <span className="sr-only">{t('siteStatistics.churnUnknown')}</span>
                    </>
                  ) : (
                    percent.format(share)
                  )}
                </dd>
                {share === null ? (
                  <dd aria-hidden="true" className="mt-1 text-xs text-stone-600">
                    {t('siteStatistics.churnUnknown')}
                  </dd>
                ) : null}
              </div>
            );
          })}
        </dl>
      </TitledSection>
    </div>
  );
}
