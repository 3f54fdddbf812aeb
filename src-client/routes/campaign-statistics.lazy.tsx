import { createLazyRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CampaignTabPage, type CampaignTabAccess } from '#client/features/campaign-view/campaign-tab-page.tsx';
import { StatisticsTab } from '#client/features/statistics/statistics-tab.tsx';
import { campaignStatisticsRoute } from './campaign-statistics';

export const Route = createLazyRoute(campaignStatisticsRoute.id)({ component: CampaignStatisticsPage });

/** The Statistics tab (spec 2 §1): org admins of a site with the hunt-statistics feature. */
function CampaignStatisticsPage() {
  const { t } = useTranslation();
  const { slug } = campaignStatisticsRoute.useParams();
  const search = campaignStatisticsRoute.useSearch();
  const navigate = campaignStatisticsRoute.useNavigate();
  const access: CampaignTabAccess = {
    allowed: (campaign) => campaign.abilities.viewStatistics,
    noAccessTitle: t('statistics.noAccessTitle'),
    noAccessBody: t('statistics.noAccessBody'),
    loginTitle: t('statistics.loginTitle'),
    loginBody: t('statistics.loginBody'),
  };

  return (
    <CampaignTabPage slug={slug} tab="statistics" access={access}>
      {(campaign) => (
        // Each change replaces the history entry: Back leaves the tab rather than undoing a date.
        <StatisticsTab campaign={campaign} search={search} onSearch={(next) => void navigate({ search: next, replace: true })} />
      )}
    </CampaignTabPage>
  );
}
