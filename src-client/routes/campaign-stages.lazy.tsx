import { createLazyRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CampaignTabLayout, CampaignTabPage, type CampaignTabAccess } from '#client/features/campaign-view/campaign-tab-page.tsx';
import { StagesTab } from '#client/features/stages/stages-tab.tsx';
import { campaignStagesRoute } from './campaign-stages';

export const Route = createLazyRoute(campaignStagesRoute.id)({ component: CampaignStagesPage });

/** Stages (issue 33): the campaign's coaches run its pipeline and move ideas along it. */
function CampaignStagesPage() {
  const { t } = useTranslation();
  const { slug } = campaignStagesRoute.useParams();
  const access: CampaignTabAccess = {
    allowed: (campaign) => campaign.abilities.manageStages,
    noAccessTitle: t('stages.noAccessTitle'),
    noAccessBody: t('stages.noAccessBody'),
    loginTitle: t('stages.loginTitle'),
    loginBody: t('stages.loginBody'),
  };

  return (
    <CampaignTabPage slug={slug} tab="stages" access={access}>
      {(campaign) => (
        <CampaignTabLayout campaign={campaign} title={t('stages.pageTitle', { name: campaign.name })}>
          <StagesTab slug={campaign.slug} />
        </CampaignTabLayout>
      )}
    </CampaignTabPage>
  );
}
