import { campaignSearchInput, campaignsBySlugsInput, guestCampaignsInput } from '#shared/schemas/campaign-lists.ts';
import { publicProcedure, router } from '#server/trpc/procedures.ts';
import { campaignsBySlugs, guestCampaigns, searchCampaigns, type ListedCampaign } from './campaign-lists.service';
import { presentCampaignCard } from './campaign.presenter';

const cards = (items: ListedCampaign[]) => items.map((item) => presentCampaignCard(item));

/** Lists of campaigns for visitors and other clients; each shows only what the viewer may see. */
export const campaignListsRouter = router({
  search: publicProcedure.input(campaignSearchInput).query(async ({ ctx, input }) => {
    const { items, total } = await searchCampaigns(ctx, input);
    return { list: cards(items), searchTotal: total };
  }),
  guest: publicProcedure.input(guestCampaignsInput).query(async ({ ctx, input }) => cards(await guestCampaigns(ctx, input))),
  bySlugs: publicProcedure.input(campaignsBySlugsInput).query(async ({ ctx, input }) => cards(await campaignsBySlugs(ctx, input.slugs))),
});
