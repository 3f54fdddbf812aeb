import { createLazyRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CampaignTabLayout, CampaignTabPage, type CampaignTabAccess } from '#client/features/campaign-view/campaign-tab-page.tsx';
import { PeopleTab } from '#client/features/people/people-tab.tsx';
import { campaignPeopleRoute } from './campaign-people';

export const Route = createLazyRoute(campaignPeopleRoute.id)({ component: CampaignPeoplePage });

/** The People tab (spec 2 §1): the campaign's coaches and super admins manage who takes part. */
function CampaignPeoplePage() {
  const { t } = useTranslation();
  const { slug } = campaignPeopleRoute.useParams();
  const access: CampaignTabAccess = {
    allowed: (campaign) => campaign.abilities.managePeople,
    noAccessTitle: t('people.noAccessTitle'),
    noAccessBody: t('people.noAccessBody'),
    loginTitle: t('people.loginTitle'),
    loginBody: t('people.loginBody'),
  };

  return (
    <CampaignTabPage slug={slug} tab="people" access={access}>
      {(campaign) => (
        <CampaignTabLayout campaign={campaign} title={t('people.pageTitle', { name: campaign.name })}>
          <PeopleTab campaign={campaign} />
        </CampaignTabLayout>
      )}
    </CampaignTabPage>
  );
}
