import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '#client/components/avatar.tsx';
import { hasContributed, medalTones, type Leaderboard } from './leaderboard-table';

/** Second, first, third from left to right: the winner stands in the middle, highest. */
const podiumOrder = [2, 1, 3];
const standHeights: Record<number, string> = { 1: 'h-28', 2: 'h-20', 3: 'h-14' };

/**
 * The first three on a podium, above the table. Only a picture of the table's first rows, so it
 * is hidden from assistive technology (the table says the same); left out while nobody has done
 * anything yet, when a podium of zeros would say nothing.
 */
export function LeaderboardPodium({ board }: { board: Leaderboard }) {
  const { t, i18n } = useTranslation();
  const top = board.highscore.slice(0, 3).filter(hasContributed);
  if (top.length === 0) return null;
  const byRank = new Map(top.map((entry) => [entry.rank, entry]));

  return (
    <div aria-hidden="true" className="flex items-end justify-center gap-2 sm:gap-4">
      {podiumOrder.map((rank) => {
        const entry = byRank.get(rank);
        if (!entry) return null;
        return (
          <div key={rank} className="flex w-1/3 max-w-48 min-w-0 flex-col items-center text-center">
            {rank === 1 ? <Trophy className="mb-1 size-6 text-amber-500" /> : null}
            <Avatar
              firstName={entry.user.firstName}
              lastName={entry.user.lastName}
              imageUrl={entry.user.avatar?.url ?? null}
              className={rank === 1 ? 'size-20 text-2xl ring-4 ring-amber-300' : 'size-16 text-xl'}
            />
            <p className="mt-2 w-full truncate font-semibold text-stone-900">{entry.user.name}</p>
            <p className="text-sm text-stone-600 tabular-nums">
              {entry.score === null ? t('campaign.ideas', { count: entry.ideaCount }) : t('leaderboard.pointsValue', { count: entry.score })}
            </p>
            <div className={`mt-3 flex w-full items-start justify-center rounded-t-xl pt-2 shadow-xs ${standHeights[rank]} ${medalTones[rank]}`}>
              <span className="text-2xl font-bold">{rank.toLocaleString(i18n.language)}</span>
            </div>
          </div>
        );
      })}
    </div>
  );
}
