import { useTranslation } from 'react-i18next';
import type { SiteFigures } from '#server/modules/site-statistics/site-statistics.presenter.ts';
import { AdminTable, adminCell as cell } from '#client/components/admin-table.tsx';
import { TitledSection } from '#client/components/titled-section.tsx';

type Figure = keyof Omit<SiteFigures, 'churn'>;
const COLUMNS: readonly Figure[] = ['amountOfUsers', 'activeUsers', 'usersWithCampaigns', 'usersWithIdeas', 'usersWithFeedback', 'amountOfCampaigns', 'amountOfIdeas', 'amountOfFeedback', 'invitationsSent', 'invitationsUsed'];

/** The cross-site figures per site, in the admin lists' table: it scrolls sideways on a phone rather than squeezing its columns. */
export function SitesTable({ sites }: { sites: (SiteFigures & { guid: string; name: string })[] }) {
  const { t, i18n } = useTranslation();
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  return (
    <TitledSection title={t('siteStatistics.sites')}>
      {sites.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 bg-white px-5 py-6 text-stone-600">{t('siteStatistics.noSites')}</p>
      ) : (
        <AdminTable
          caption={t('siteStatistics.sitesTable')}
          minWidth="min-w-[60rem]"
          columns={[
            { key: 'site', label: t('siteStatistics.site') },
            ...[...COLUMNS, 'churn' as const].map((key) => ({ key, label: t(`siteStatistics.${key}`), className: 'text-right' })),
          ]}
        >
          {sites.map((site) => (
            <tr key={site.guid}>
              <th scope="row" className={`${cell} font-medium break-words text-stone-900`}>
                {site.name}
              </th>
              {COLUMNS.map((key) => (
                <td key={key} className={`${cell} text-right text-stone-700 tabular-nums`}>
                  {site[key].toLocaleString(i18n.language)}
                </td>
              ))}
              <td className={`${cell} text-right text-stone-700 tabular-nums`}>
                {site.churn.activeUsers === null ? <span title={t('siteStatistics.churnUnknown')}>–</span> : percent.format(site.churn.activeUsers)}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </TitledSection>
  );
}
