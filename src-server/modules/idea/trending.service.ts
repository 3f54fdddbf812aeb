import type { EntityManager } from '@mikro-orm/postgresql';
import { HIDDEN_FROM_PARTICIPANTS } from '#shared/schemas/idea-list.ts';
import { statusList } from './idea-list.service';

/**
 * How far a stored score may lag the clock before the refresh rewrites it, as a share of the
 * score. The age term decays every score on every run, but for an idea a day old by under half a
 * percent a run, so rewriting each one each time churned every row of a campaign (93,600 rows,
 * 14 s at 100,000 ideas) to move most by less than the order can show. Ideas younger than about
 * ten hours still move more than this each run and are rewritten each time; older ones once their
 * drift adds up to it.
 */
export const TRENDING_TOLERANCE = 0.01;

const FRESH_SCORE = 'idea_trending_score(idea.upvote_count, idea.feedback_count, idea.comment_count, idea.created_at, now())';

/**
 * Re-scores the ideas of campaigns that are open or ended less than a day ago whose stored score
 * is off by more than TRENDING_TOLERANCE, and the campaigns' medians; answers how many ideas it
 * rewrote. A score changes at once with the counters (the trigger) but decays with age only
 * here, so the trending order is at most one run (5 minutes) and the tolerance behind the clock.
 */
export async function refreshTrending(em: EntityManager): Promise<number> {
  const connection = em.getConnection();
  const recent = `campaign.active and campaign.end_date > now() - interval '1 day'`;
  const rescored = await connection.execute<{ affectedRows: number }>(
    `update idea set trending_score = ${FRESH_SCORE}
     from campaign where campaign.id = idea.campaign_id and ${recent}
       -- An idea nobody has touched scores 0 at any age: rewriting it would only churn rows.
       and idea.upvote_count + idea.feedback_count + idea.comment_count > 0
       and abs(idea.trending_score - ${FRESH_SCORE}) > ? * ${FRESH_SCORE}`,
    [TRENDING_TOLERANCE],
    'run',
  );
  await connection.execute(
    `update campaign set trending_median = coalesce((select percentile_cont(0.5) within group (order by idea.trending_score) from idea
       where idea.campaign_id = campaign.id and idea.status not in (${statusList(HIDDEN_FROM_PARTICIPANTS)})), 0)
     where ${recent}`,
  );
  return rescored.affectedRows;
}
