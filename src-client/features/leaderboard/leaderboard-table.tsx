import { useTranslation } from 'react-i18next';
import type { presentLeaderboard } from '#server/modules/campaign-insights/insights.presenter.ts';
import { Avatar } from '#client/components/avatar.tsx';

/** What campaign.leaderboard answers. */
export type Leaderboard = ReturnType<typeof presentLeaderboard>;
export type LeaderboardEntry = Leaderboard['highscore'][number];

/** Gold, silver and bronze for the first three ranks; the text colour keeps its contrast on each. */
export const medalTones: Record<number, string> = {
  1: 'bg-amber-300 text-amber-950',
  2: 'bg-stone-300 text-stone-900',
  3: 'bg-orange-300 text-orange-950',
};

/** Someone who has earned points or given an idea or feedback; medals only go to them. */
export function hasContributed(entry: LeaderboardEntry): boolean {
  return (entry.score ?? 0) > 0 || entry.ideaCount > 0 || entry.feedbackCount > 0;
}

const cell = 'px-4 py-3 align-middle';

interface LeaderboardTableProps {
  board: Leaderboard;
  caption: string;
  viewerGuid: string | null;
}

/**
 * The ranking as a real table (spec 1 §3 highscore entry): rank, person, points (left out
 * entirely when the site hides gamification), ideas and feedback.
 */
export function LeaderboardTable({ board, caption, viewerGuid }: LeaderboardTableProps) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => value.toLocaleString(i18n.language);

  return (
    // Focusable so keyboard users can scroll the table sideways on narrow screens.
    <div role="region" aria-label={caption} tabIndex={0} className="overflow-x-auto rounded-xl border border-stone-200 bg-white shadow-xs">
      <table className="w-full min-w-[32rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-stone-200 bg-stone-50 text-xs font-semibold tracking-wide text-stone-500 uppercase">
          <tr>
            <th scope="col" className={`${cell} w-20`}>
              {t('leaderboard.rank')}
            </th>
            <th scope="col" className={cell}>
              {t('leaderboard.contributor')}
            </th>
            {board.hidePoints ? null : (
              <th scope="col" className={`${cell} text-right`}>
                {t('leaderboard.points')}
              </th>
            )}
            <th scope="col" className={`${cell} text-right`}>
              {t('leaderboard.ideas')}
            </th>
            <th scope="col" className={`${cell} text-right`}>
              {t('leaderboard.feedback')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {board.highscore.map((entry) => {
            const isViewer = entry.user.guid === viewerGuid;
            return (
              <tr key={entry.user.guid} className={isViewer ? 'bg-secondary/40' : 'hover:bg-stone-50'}>
                <td className={cell}>
                  <span
                    className={
                      'inline-flex size-8 items-center justify-center rounded-full font-bold tabular-nums ' + ((hasContributed(entry) ? medalTones[entry.rank] : undefined) ?? 'text-stone-600')
                    }
                  >
                    {entry.rank}
                  </span>
                </td>
                <th scope="row" className={`${cell} font-semibold text-stone-900`}>
                  <span className="flex items-center gap-3">
                    <Avatar firstName={entry.user.firstName} lastName={entry.user.lastName} imageUrl={entry.user.avatar?.url ?? null} />
                    <span className="min-w-0 break-words">{entry.user.name}</span>
                    {isViewer ? (
                      <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-on-primary">{t('leaderboard.you')}</span>
                    ) : null}
                  </span>
                </th>
                {board.hidePoints ? null : (
                  <td className={`${cell} text-right font-semibold whitespace-nowrap text-stone-900 tabular-nums`}>
                    {t('leaderboard.pointsValue', { count: entry.score ?? 0 })}
                  </td>
                )}
                <td className={`${cell} text-right text-stone-700 tabular-nums`}>{number(entry.ideaCount)}</td>
                <td className={`${cell} text-right text-stone-700 tabular-nums`}>{number(entry.feedbackCount)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
