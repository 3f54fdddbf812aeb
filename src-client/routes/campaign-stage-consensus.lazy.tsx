import { createLazyRoute, Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CampaignTabLayout, CampaignTabPage, type CampaignTabAccess } from '#client/features/campaign-view/campaign-tab-page.tsx';
import { ConsensusBoard } from '#client/features/consensus/consensus-board.tsx';
import type { ConsensusSearch } from '#client/features/consensus/consensus-search.ts';
import { campaignStageConsensusRoute } from './campaign-stage-consensus';

export const Route = createLazyRoute(campaignStageConsensusRoute.id)({ component: StageConsensusPage });

/** A stage's consensus (issue 33 item 5): its ideas ranked by the panel's scores, for the campaign's coaches and admins. */
function StageConsensusPage() {
  const { t } = useTranslation();
  const { slug, stageGuid } = campaignStageConsensusRoute.useParams();
  const search = campaignStageConsensusRoute.useSearch();
  const navigate = useNavigate({ from: campaignStageConsensusRoute.fullPath });
  const access: CampaignTabAccess = {
    allowed: (campaign) => campaign.abilities.manageStages,
    noAccessTitle: t('stages.noAccessTitle'),
    noAccessBody: t('stages.noAccessBody'),
    loginTitle: t('stages.loginTitle'),
    loginBody: t('stages.loginBody'),
  };
  const onChange = (change: Partial<ConsensusSearch>) => void navigate({ search: (previous) => ({ ...previous, ...change, page: undefined }) });

  return (
    <CampaignTabPage slug={slug} tab="stages" access={access}>
      {(campaign) => (
        <CampaignTabLayout campaign={campaign} title={t('consensus.pageTitle', { name: campaign.name })}>
          <Link to="/coach/campaigns/$slug/stages/$stageGuid" params={{ slug: campaign.slug, stageGuid }} className="inline-flex items-center gap-1 text-link underline">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('consensus.back')}
          </Link>
          <h2 className="mt-4 text-xl font-bold tracking-tight sm:text-2xl">{t('consensus.title')}</h2>
          <p className="mt-2 max-w-2xl text-stone-600">{t('consensus.intro')}</p>
          <ConsensusBoard
            stageGuid={stageGuid}
            search={search}
            onChange={onChange}
            renderPageLink={(page, props) => <Link from={campaignStageConsensusRoute.fullPath} search={(previous) => ({ ...previous, page: page === 1 ? undefined : page })} {...props} />}
          />
        </CampaignTabLayout>
      )}
    </CampaignTabPage>
  );
}
