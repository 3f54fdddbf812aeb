import { LoginRequiredPage } from '#client/features/shell/access-pages.tsx';
import { useLocation } from '@tanstack/react-router';
import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '#client/components/load-error-alert.tsx';
import { Spinner } from '#client/components/spinner.tsx';
import { trpc, type CampaignView } from '#client/trpc.ts';
import { readServerError } from '#client/features/auth/server-error.ts';
import { useViewer } from '#client/features/auth/use-viewer.ts';
import { CampaignNoAccessPage } from '#client/features/campaign-view/campaign-status-pages.tsx';
import { CampaignTabLayout } from '#client/features/campaign-view/campaign-tab-page.tsx';
import { LeaderboardPodium } from './leaderboard-podium';
import { LeaderboardTable } from './leaderboard-table';

/**
 * The Contributors tab (spec 1 §2): the campaign's participants ranked by points. Only its
 * members and coaches may see it; a visitor is asked to log in and anyone else is sent to the
 * brief, where they can join.
 */
export function LeaderboardTab({ campaign }: { campaign: CampaignView }) {
  const { t } = useTranslation();
  const viewer = useViewer();
  const here = useLocation({ select: (location) => location.href });
  // A visitor would only be refused: ask them to log in without asking the server first.
  const board = trpc.campaign.leaderboard.useQuery({ slug: campaign.slug }, { enabled: viewer !== null });
  const code = board.isError ? readServerError(board.error).appCode : null;

  if (!viewer || code === 'not-authenticated') {
    return <LoginRequiredPage redirect={here} title={t('leaderboard.loginTitle')} body={t('leaderboard.loginBody')} />;
  }
  if (code === 'user-not-in-campaign') {
    return <CampaignNoAccessPage title={t('leaderboard.notInCampaignTitle')} body={t('leaderboard.notInCampaignBody')} slug={campaign.slug} />;
  }

  return (
    <CampaignTabLayout campaign={campaign} title={t('leaderboard.pageTitle', { name: campaign.name })}>
      <h2 className="text-xl font-bold tracking-tight sm:text-2xl">{t('leaderboard.title')}</h2>
      {board.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label={t('leaderboard.loading')} className="size-8" />
        </div>
      ) : board.isError ? (
        <LoadErrorAlert message={t('leaderboard.loadError')} onRetry={() => void board.refetch()} retrying={board.isFetching} className="mt-4" />
      ) : board.data.highscore.length === 0 ? (
        <div className="mt-4 flex flex-col items-center rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-14 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-on-secondary">
            <Users aria-hidden="true" className="size-6" />
          </span>
          <p className="mt-4 text-lg font-semibold">{t('leaderboard.emptyTitle')}</p>
          <p className="mt-1 max-w-md text-stone-600">{t('leaderboard.emptyBody')}</p>
        </div>
      ) : (
        <>
          <p className="mt-2 text-stone-600">{board.data.hidePoints ? t('leaderboard.introNoPoints') : t('leaderboard.intro')}</p>
          <div className="mt-8 flex flex-col gap-8">
            <LeaderboardPodium board={board.data} />
            <LeaderboardTable board={board.data} caption={t('leaderboard.caption', { name: campaign.name })} viewerGuid={viewer.guid} />
          </div>
        </>
      )}
    </CampaignTabLayout>
  );
}
