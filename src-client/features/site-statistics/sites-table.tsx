import { useTranslation } from 'react-i18next';
import type { SiteFigures } from '../../../src-server/modules/site-statistics/site-statistics.presenter';
import { TitledSection } from '../../components/titled-section';

type Figure = keyof Omit<SiteFigures, 'churn'>;
const COLUMNS: readonly Figure[] = ['amountOfUsers', 'activeUsers', 'usersWithCampaigns', 'usersWithIdeas', 'usersWithFeedback', 'amountOfCampaigns', 'amountOfIdeas', 'amountOfFeedback', 'invitationsSent', 'invitationsUsed'];

/** The cross-site figures per site; the table scrolls sideways on a phone rather than squeezing ten columns. */
export function SitesTable({ sites }: { sites: (SiteFigures & { guid: string; name: string })[] }) {
  const { t, i18n } = useTranslation();
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  return (
    <TitledSection title={t('siteStatistics.sites')}>
      {sites.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 bg-white px-5 py-6 text-stone-600">{t('siteStatistics.noSites')}</p>
      ) : (
        <div role="group" aria-label={t('siteStatistics.sitesTable')} tabIndex={0} className="overflow-x-auto rounded-2xl border border-stone-200 bg-white shadow-xs">
          <table className="w-full text-left text-sm">
            <thead className="bg-stone-50 text-xs font-semibold tracking-wide text-stone-500 uppercase">
              <tr>
                <th scope="col" className="px-4 py-2.5">
                  {t('siteStatistics.site')}
                </th>
                {COLUMNS.map((key) => (
                  <th key={key} scope="col" className="px-3 py-2.5 text-right">
                    {t(`siteStatistics.${key}`)}
                  </th>
                ))}
                <th scope="col" className="px-3 py-2.5 text-right">
                  {t('siteStatistics.churn')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {sites.map((site) => (
                <tr key={site.guid}>
                  <th scope="row" className="px-4 py-2.5 font-medium break-words text-stone-900">
                    {site.name}
                  </th>
                  {COLUMNS.map((key) => (
                    <td key={key} className="px-3 py-2.5 text-right text-stone-700 tabular-nums">
                      {site[key].toLocaleString(i18n.language)}
                    </td>
                  ))}
                  <td className="px-3 py-2.5 text-right text-stone-700 tabular-nums">
                    {site.churn.activeUsers === null ? <span title={t('siteStatistics.churnUnknown')}>–</span> : percent.format(site.churn.activeUsers)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </TitledSection>
  );
}
