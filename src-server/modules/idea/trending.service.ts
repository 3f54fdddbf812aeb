import type { EntityManager } from '@mikro-orm/postgresql';
import { HIDDEN_FROM_PARTICIPANTS } from '#shared/schemas/idea-list.ts';
import { statusList } from './idea-list.service';

/**
 * Re-scores the ideas of campaigns that are open or ended less than a day ago, and their
 * medians. A score changes at once with the counters (the trigger) but decays with age only
 * here, so the trending order is at most one run (5 minutes) behind the clock; the age term
 * moves a few percent in that time for an idea an hour old, and less for older ones.
 */
export async function refreshTrending(em: EntityManager): Promise<void> {
  const connection = em.getConnection();
  const recent = `campaign.active and campaign.end_date > now() - interval '1 day'`;
  await connection.execute(
    `update idea set trending_score = idea_trending_score(idea.upvote_count, idea.feedback_count, idea.comment_count, idea.created_at, now())
     from campaign where campaign.id = idea.campaign_id and ${recent}
       -- An idea nobody has touched scores 0 at any age: rewriting it would only churn rows.
       and idea.upvote_count + idea.feedback_count + idea.comment_count > 0`,
  );
  await connection.execute(
    `update campaign set trending_median = coalesce((select percentile_cont(0.5) within group (order by idea.trending_score) from idea
       where idea.campaign_id = campaign.id and idea.status not in (${statusList(HIDDEN_FROM_PARTICIPANTS)})), 0)
     where ${recent}`,
  );
}
