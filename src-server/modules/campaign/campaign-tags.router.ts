import { campaignTagsInput, tagChangeInput, tagSlugInput } from '#shared/schemas/campaign-insights.ts';
import { activeProcedure, publicProcedure, router } from '#server/trpc/procedures.ts';
import type { Campaign } from '#server/entities/campaign.entity.ts';
import { presentCampaignTags, presentTag } from '#server/modules/tag/tag.presenter.ts';
import { presentCampaignCard } from './campaign.presenter';
import { campaignsWithTag, changeCampaignTag, setCampaignTags } from './campaign-tags.service';

const presentTags = (campaign: Campaign) => ({ guid: campaign.id, tags: presentCampaignTags(campaign) });

/**
 * The campaigns tags group (spec 1 §2 /tag/{tagslug}, spec 2 §6), served under `tag` beside the
 * tag module's own procedures (app-router.ts merges them): tags stand below campaigns.
 */
export const campaignTagsRouter = router({
  /** The /tag/{tagslug} page: the tag and the campaigns with it that this viewer may see. */
  campaigns: publicProcedure.input(tagSlugInput).query(async ({ ctx, input }) => {
    const { tag, campaigns } = await campaignsWithTag(ctx, input.slug);
    return { tag: presentTag(tag), campaigns: campaigns.map((campaign) => presentCampaignCard({ campaign, membership: null })) };
  }),
  setForCampaign: activeProcedure.input(campaignTagsInput).mutation(async ({ ctx, input }) => presentTags(await setCampaignTags(ctx, input.guid, input.tags))),
  addToCampaign: activeProcedure.input(tagChangeInput).mutation(async ({ ctx, input }) => presentTags(await changeCampaignTag(ctx, input.guid, input.tag, 'add'))),
  removeFromCampaign: activeProcedure.input(tagChangeInput).mutation(async ({ ctx, input }) => presentTags(await changeCampaignTag(ctx, input.guid, input.tag, 'remove'))),
});
