import { listedIdeaStatuses } from '#shared/schemas/idea-list.ts';
import { ROADMAP_GROUP_SIZE, ROADMAP_STATUSES, type RoadmapStatus } from '#shared/schemas/roadmap.ts';
import { executePrepared } from '#server/db/prepared-statements.ts';
import type { AppContext } from '#server/trpc/context.ts';
import { campaignForIdeaLists, hiddenStatusesSql } from '#server/modules/idea/idea-list.service.ts';

export interface RoadmapIdea {
  guid: string;
  name: string;
  upvotes: number;
}

export interface RoadmapGroup {
  status: RoadmapStatus;
  count: number;
  /** The group's most upvoted ideas, at most ROADMAP_GROUP_SIZE. */
  ideas: RoadmapIdea[];
}

interface GroupRow {
  status: RoadmapStatus;
  count: number;
  ideas: RoadmapIdea[];
}

/**
 * One statement for the whole roadmap: the counts per status in one grouped scan of the
 * (campaign, status) index, and per status found, its few most upvoted ideas (a top-N of that
 * status alone), so a campaign of thousands of ideas sends only the counts and a handful of rows.
 * The statuses the viewer does not see are left out in the query, as in the idea list.
 */
function roadmapQuery(coach: boolean): string {
  return `select grouped.status, grouped.count, coalesce(top.ideas, '[]') as ideas
from (select idea.status, count(*)::int as count from idea
  where idea.campaign_id = ? and idea.status not in (${hiddenStatusesSql(coach)}) group by idea.status) grouped
cross join lateral (
  select json_agg(json_build_object('guid', first.id, 'name', first.name, 'upvotes', first.upvote_count) order by first.upvote_count desc, first.created_at desc, first.id desc) as ideas
  from (select idea.id, idea.name, idea.upvote_count, idea.created_at from idea where idea.campaign_id = ? and idea.status = grouped.status
    order by idea.upvote_count desc, idea.created_at desc, idea.id desc limit ?) first
) top`;
}

/**
 * A campaign's roadmap (issue 34 item 3): its ideas grouped by status, each group with its count
 * and first ideas, for whoever may list the campaign's ideas and as the idea list shows them to
 * that viewer (a brief-only or private campaign refuses the same people; declined and archived
 * ideas are for coaches). With stages, an idea's status is the one its stage reports, so the
 * groups are the statuses participants know. Every group the viewer may see is returned, empty
 * or not, in ROADMAP_STATUSES order.
 */
export async function campaignRoadmap(ctx: AppContext, slug: string): Promise<{ coach: boolean; total: number; groups: RoadmapGroup[] }> {
  const { view, coach } = await campaignForIdeaLists(ctx, slug);
  const rows = await executePrepared<GroupRow>(ctx.em, roadmapQuery(coach), [view.campaign.id, view.campaign.id, ROADMAP_GROUP_SIZE]);
  const byStatus = new Map(rows.map((row) => [row.status, row]));
  const listed: readonly string[] = listedIdeaStatuses(coach);
  const groups = ROADMAP_STATUSES.filter((status) => listed.includes(status)).map((status) => {
    const row = byStatus.get(status);
    return { status, count: row?.count ?? 0, ideas: row?.ideas ?? [] };
  });
  return { coach, total: groups.reduce((sum, group) => sum + group.count, 0), groups };
}
