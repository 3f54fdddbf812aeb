import { createLazyRoute, Link } from '@tanstack/react-router';
import { ArrowLeft, ListOrdered } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CampaignTabLayout, CampaignTabPage, type CampaignTabAccess } from '#client/features/campaign-view/campaign-tab-page.tsx';
import { StageEvaluation } from '#client/features/evaluation/stage-evaluation.tsx';
import { campaignStageEvaluationRoute } from './campaign-stage-evaluation';

export const Route = createLazyRoute(campaignStageEvaluationRoute.id)({ component: StageEvaluationPage });

/** A stage's review set-up (issue 33): the campaign's coaches give it a scorecard and evaluators, and assign them. */
function StageEvaluationPage() {
  const { t } = useTranslation();
  const { slug, stageGuid } = campaignStageEvaluationRoute.useParams();
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
        <CampaignTabLayout campaign={campaign} title={t('evaluation.pageTitle', { name: campaign.name })}>
          <Link to="/coach/campaigns/$slug/stages" params={{ slug: campaign.slug }} className="inline-flex items-center gap-1 text-link underline">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('evaluation.back')}
          </Link>
          <h2 className="mt-4 text-xl font-bold tracking-tight sm:text-2xl">{t('evaluation.title')}</h2>
          <p className="mt-2 max-w-2xl text-stone-600">{t('evaluation.intro')}</p>
          <Link to="/coach/campaigns/$slug/stages/$stageGuid/consensus" params={{ slug: campaign.slug, stageGuid }} className="mt-3 inline-flex items-center gap-1 text-link underline">
            <ListOrdered aria-hidden="true" className="size-4" />
            {t('consensus.link')}
          </Link>
          <StageEvaluation campaignSlug={campaign.slug} stageGuid={stageGuid} />
        </CampaignTabLayout>
      )}
    </CampaignTabPage>
  );
}
