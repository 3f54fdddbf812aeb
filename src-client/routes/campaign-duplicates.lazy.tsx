import { createLazyRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CampaignTabLayout, CampaignTabPage, type CampaignTabAccess } from '#client/features/campaign-view/campaign-tab-page.tsx';
import { DuplicatesTab } from '#client/features/idea-duplicates/duplicates-tab.tsx';
import { campaignDuplicatesRoute } from './campaign-duplicates';

export const Route = createLazyRoute(campaignDuplicatesRoute.id)({ component: CampaignDuplicatesPage });

/** Possible duplicates (issue 23): the campaign's coaches go through ideas that look alike. */
function CampaignDuplicatesPage() {
  const { t } = useTranslation();
  const { slug } = campaignDuplicatesRoute.useParams();
  const access: CampaignTabAccess = {
    allowed: (campaign) => campaign.abilities.reviewDuplicates,
    noAccessTitle: t('duplicates.noAccessTitle'),
    noAccessBody: t('duplicates.noAccessBody'),
    loginTitle: t('duplicates.loginTitle'),
    loginBody: t('duplicates.loginBody'),
  };

  return (
    <CampaignTabPage slug={slug} tab="duplicates" access={access}>
      {(campaign) => (
        <CampaignTabLayout campaign={campaign} title={t('duplicates.pageTitle', { name: campaign.name })}>
          <DuplicatesTab slug={campaign.slug} />
        </CampaignTabLayout>
      )}
    </CampaignTabPage>
  );
}
