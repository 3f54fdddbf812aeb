import { campaignSlugInput } from '#shared/schemas/campaign.ts';
import { publicProcedure, router } from '#server/trpc/procedures.ts';
import { campaignRoadmap } from './roadmap.service';

export const roadmapRouter = router({
  /** A campaign's ideas grouped by status, as the viewer may list them (issue 34 item 3). */
  byCampaign: publicProcedure.input(campaignSlugInput).query(({ ctx, input }) => campaignRoadmap(ctx, input.slug)),
});
