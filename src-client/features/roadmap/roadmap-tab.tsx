import { Link } from '@tanstack/react-router';
import { Map as MapIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '#client/components/load-error-alert.tsx';
import { Spinner } from '#client/components/spinner.tsx';
import { trpc, type CampaignView } from '#client/trpc.ts';
import { readServerError } from '#client/features/auth/server-error.ts';
import { CampaignNoAccessPage } from '#client/features/campaign-view/campaign-status-pages.tsx';
import { CampaignTabLayout } from '#client/features/campaign-view/campaign-tab-page.tsx';
import { RoadmapColumn } from './roadmap-column';

/**
 * The Roadmap tab (issue 34 item 3): where the campaign's ideas stand, one column per status as
 * this viewer may see them (the server leaves out what the idea list would), each with its count,
 * its most upvoted ideas and a way to the whole list of that status. Visitors see it wherever
 * the campaign shows them its ideas.
 */
export function RoadmapTab({ campaign }: { campaign: CampaignView }) {
  const { t } = useTranslation();
  const roadmap = trpc.roadmap.byCampaign.useQuery({ slug: campaign.slug });
  const code = roadmap.isError ? readServerError(roadmap.error).appCode : null;

  if (code === 'user-not-in-campaign') {
    return <CampaignNoAccessPage title={t('roadmap.notInCampaignTitle')} body={t('roadmap.notInCampaignBody')} slug={campaign.slug} />;
  }

  return (
    <CampaignTabLayout campaign={campaign} title={t('roadmap.pageTitle', { name: campaign.name })}>
      <h2 className="text-xl font-bold tracking-tight sm:text-2xl">{t('roadmap.title')}</h2>
      {roadmap.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label={t('roadmap.loading')} className="size-8" />
        </div>
      ) : roadmap.isError ? (
        <LoadErrorAlert message={t('roadmap.loadError')} onRetry={() => void roadmap.refetch()} retrying={roadmap.isFetching} className="mt-4" />
      ) : roadmap.data.total === 0 ? (
        <div className="mt-4 flex flex-col items-center rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-14 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-on-secondary">
            <MapIcon aria-hidden="true" className="size-6" />
          </span>
          <p className="mt-4 text-lg font-semibold">{t('roadmap.emptyTitle')}</p>
          <p className="mt-1 max-w-md text-stone-600">{t('roadmap.emptyBody')}</p>
          <Link to="/coach/campaigns/$slug" params={{ slug: campaign.slug }} className="mt-4 font-semibold text-link underline-offset-2 hover:underline">
            {t('roadmap.toIdeas')}
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-2 text-stone-600">{t('roadmap.intro')}</p>
          <div className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {roadmap.data.groups.map((group) => (
              <RoadmapColumn key={group.status} slug={campaign.slug} group={group} />
            ))}
          </div>
        </>
      )}
    </CampaignTabLayout>
  );
}
