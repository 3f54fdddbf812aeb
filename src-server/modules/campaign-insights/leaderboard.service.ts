import { settingsWithDefaults } from '#shared/schemas/organisation.ts';
import { AppError } from '#server/errors/app-error.ts';
import type { AppContext } from '#server/trpc/context.ts';
import { viewCampaign } from '#server/modules/campaign/campaign-view.service.ts';
import { isCampaignCoach } from '#server/modules/campaign/campaign.policy.ts';

export interface LeaderboardRow {
  guid: string;
  firstName: string;
  lastName: string;
  profileImage: { url: string } | null;
  score: number;
  ideaCount: number;
  feedbackCount: number;
}

/**
 * The Contributors tab and highscores (spec 1 §2, spec 2 §1): every approved participant and
 * anyone who earned points here, with their points from the ledger, ideas they author and
 * feedback they gave, best first. For the campaign's members and coaches only; the points are
 * left out (null) when the site hides gamification.
 */
export async function campaignLeaderboard(ctx: AppContext, slug: string) {
  const view = await viewCampaign(ctx, slug);
  if (view.membership !== 'approved' && !isCampaignCoach(ctx.viewer, view.campaign)) {
    throw new AppError(ctx.viewer ? 'user-not-in-campaign' : 'not-authenticated');
  }
  const campaignId = view.campaign.id;
  const rows = await ctx.em.getConnection().execute<
    { guid: string; first_name: string; last_name: string; profile_image: { url: string } | null; score: number; idea_count: number; feedback_count: number }[]
  >(
    `with people as (
       select user_id from campaign_participant where campaign_id = ? and status = 'approved'
       union select user_id from point_award where campaign_id = ?
     ),
     points as (select user_id, sum(points)::int as score from point_award where campaign_id = ? group by user_id),
     ideas as (
       select author.user_id, count(*)::int as idea_count
       from idea join idea_author author on author.idea_id = idea.id and author.status = 'accepted'
       where idea.campaign_id = ? and idea.status not in ('DRAFT', 'ARCHIVED')
       group by author.user_id
     ),
     feedbacks as (
       select feedback.author_id as user_id, count(*)::int as feedback_count
       from feedback join idea on idea.id = feedback.idea_id
       where idea.campaign_id = ?
       group by feedback.author_id
     )
     select app_user.id as guid, app_user.first_name, app_user.last_name, app_user.profile_image,
       coalesce(points.score, 0) as score, coalesce(ideas.idea_count, 0) as idea_count, coalesce(feedbacks.feedback_count, 0) as feedback_count
     from people
     join app_user on app_user.id = people.user_id
     left join points on points.user_id = people.user_id
     left join ideas on ideas.user_id = people.user_id
     left join feedbacks on feedbacks.user_id = people.user_id
     order by score desc, idea_count desc, feedback_count desc, app_user.first_name, app_user.last_name, app_user.id`,
    [campaignId, campaignId, campaignId, campaignId, campaignId],
  );
  const hidePoints = settingsWithDefaults(ctx.site.settings).hideGamification;
  return {
    campaign: view.campaign,
    hidePoints,
    rows: rows.map(
      (row): LeaderboardRow => ({
        guid: row.guid,
        firstName: row.first_name,
        lastName: row.last_name,
        profileImage: row.profile_image,
        score: row.score,
        ideaCount: row.idea_count,
        feedbackCount: row.feedback_count,
      }),
    ),
  };
}
