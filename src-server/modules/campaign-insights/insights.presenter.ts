import type { LeaderboardRow } from './leaderboard.service';
import type { CampaignStatistics } from './statistics.service';

/** The leaderboard (spec 1 §3 highscore: user, score, ideaCount, feedbackCount); no points when gamification is hidden. */
export function presentLeaderboard(board: { hidePoints: boolean; rows: LeaderboardRow[] }) {
  return {
    hidePoints: board.hidePoints,
    highscore: board.rows.map((row, index) => ({
      rank: index + 1,
      user: { guid: row.guid, firstName: row.firstName, lastName: row.lastName, name: `${row.firstName} ${row.lastName}`.trim(), avatar: row.profileImage },
      score: board.hidePoints ? null : row.score,
      ideaCount: row.ideaCount,
      feedbackCount: row.feedbackCount,
    })),
  };
}

/** Campaign statistics (spec 2 §3: ideas, contributors, userMetrics) with the period and filters used. */
export function presentStatistics(statistics: CampaignStatistics) {
  const { campaign, ...rest } = statistics;
  return {
    campaign: { guid: campaign.id, slug: campaign.slug, name: campaign.name, startDate: campaign.startDate, endDate: campaign.endDate },
    ...rest,
  };
}
