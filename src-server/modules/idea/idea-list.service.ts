import { campaignPhase } from '../../../src-shared/campaign-rules';
import { IDEA_PAGE_SIZE, effectiveIdeaSort, type CampaignIdeasInput, type IdeaSort } from '../../../src-shared/schemas/idea-list';
import { AppError } from '../../errors/app-error';
import type { AppContext } from '../../trpc/context';
import { viewCampaign } from '../campaign/campaign-view.service';
import { isCampaignCoach } from '../campaign/campaign.policy';

/** ARCHITECTURE §7, as SQL over the idea row's own counters; ties broken by id so pages never overlap. */
const ORDER_BY: Record<IdeaSort, string> = {
  new: 'idea.created_at desc',
  popular: 'idea.upvote_count desc, idea.created_at desc',
  trending:
    '(idea.upvote_count + 2 * idea.feedback_count + idea.comment_count) / power(extract(epoch from (now() - idea.created_at)) / 3600 + 2, 1.5) desc, idea.created_at desc',
  rating: "(case when idea.rating_count = 0 then null else idea.rating_sum::float / idea.rating_count end) desc nulls last, idea.created_at desc",
  feedback: 'idea.feedback_count desc, idea.created_at desc',
  winnerIdeas: "(idea.status = 'WINNER') desc, idea.upvote_count desc, idea.created_at desc",
};

export interface IdeaListRow {
  id: string;
  name: string;
  content: string;
  status: string;
  created_at: string;
  upvote_count: number;
  feedback_count: number;
  comment_count: number;
  rating: number | null;
  authors: { guid: string; firstName: string; lastName: string }[];
  total: number;
}

/**
 * A campaign's ideas, a page at a time (spec 1 §2 Ideas tab): members and coaches, or anyone
 * the campaign's privacy admits unless it shows visitors its brief only. Drafts never show;
 * declined and archived ideas only to coaches. One statement after the campaign check.
 */
export async function campaignIdeas(ctx: AppContext, input: CampaignIdeasInput) {
  const view = await viewCampaign(ctx, input.slug);
  const coach = isCampaignCoach(ctx.viewer, view.campaign);
  if (view.campaign.settings.publicBriefOnly && view.membership !== 'approved' && !coach) throw new AppError('user-not-in-campaign');
  const open = campaignPhase(view.campaign, new Date()) === 'active';
  const sort = effectiveIdeaSort(input.sort, { open, coach });
  const hidden = coach ? ['DRAFT'] : ['DRAFT', 'declined', 'ARCHIVED'];
  const rows = await ctx.em.getConnection().execute<IdeaListRow[]>(
    `select idea.id, idea.name, left(idea.content, 300) as content, idea.status, idea.created_at, idea.upvote_count, idea.feedback_count, idea.comment_count,
       case when idea.rating_count = 0 then null else round(idea.rating_sum::numeric / idea.rating_count, 1)::float end as rating,
       coalesce((select json_agg(json_build_object('guid', app_user.id, 'firstName', app_user.first_name, 'lastName', app_user.last_name) order by author.created_at)
         from idea_author author join app_user on app_user.id = author.user_id
         where author.idea_id = idea.id and author.status = 'accepted'), '[]') as authors,
       count(*) over ()::int as total
     from idea
     where idea.campaign_id = ? and idea.status not in (?)
     order by ${ORDER_BY[sort]}, idea.id
     limit ? offset ?`,
    [view.campaign.id, hidden, IDEA_PAGE_SIZE, (input.page - 1) * IDEA_PAGE_SIZE],
  );
  return { campaign: view.campaign, sort, coach, rows, page: input.page };
}
