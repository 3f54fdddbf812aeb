import { tagChangeInput, campaignTagsInput, tagNameSchema, tagSlugInput } from '#shared/schemas/campaign-insights.ts';
import { z } from 'zod';
import { activeProcedure, publicProcedure, router } from '#server/trpc/procedures.ts';
import { presentCampaignCard } from '#server/modules/campaign/campaign.presenter.ts';
import { presentCampaignTags, presentTag } from './tag.presenter';
import { campaignsWithTag, changeCampaignTag, findOrCreateTags, listTags, setCampaignTags } from './tag.service';
import { changeUserInterest, userInterests } from './user-interests.service';
import { guidInput } from '#shared/schemas/common.ts';
import type { Campaign } from '#server/entities/campaign.entity.ts';


const presentTags = (campaign: Campaign) => ({ guid: campaign.id, tags: presentCampaignTags(campaign) });

/** The site's tags, and the campaigns they group (spec 1 §2 /tag/{tagslug}, spec 2 §6). */
export const tagRouter = router({
  list: publicProcedure.query(async ({ ctx }) => (await listTags(ctx)).map(presentTag)),
  /** The /tag/{tagslug} page: the tag and the campaigns with it that this viewer may see. */
  campaigns: publicProcedure.input(tagSlugInput).query(async ({ ctx, input }) => {
    const { tag, campaigns } = await campaignsWithTag(ctx, input.slug);
    return { tag: presentTag(tag), campaigns: campaigns.map((campaign) => presentCampaignCard({ campaign, membership: null })) };
  }),
  findOrCreate: activeProcedure.input(z.object({ name: tagNameSchema })).mutation(async ({ ctx, input }) => {
    const [tag] = await findOrCreateTags(ctx, [input.name]);
    return presentTag(tag!);
  }),
  setForCampaign: activeProcedure.input(campaignTagsInput).mutation(async ({ ctx, input }) => presentTags(await setCampaignTags(ctx, input.guid, input.tags))),
  addToCampaign: activeProcedure.input(tagChangeInput).mutation(async ({ ctx, input }) => presentTags(await changeCampaignTag(ctx, input.guid, input.tag, 'add'))),
  removeFromCampaign: activeProcedure.input(tagChangeInput).mutation(async ({ ctx, input }) => presentTags(await changeCampaignTag(ctx, input.guid, input.tag, 'remove'))),
  /** A person's interests (GET /user/{guid}/tags), shown on their profile. */
  forUser: publicProcedure.input(guidInput).query(async ({ ctx, input }) => (await userInterests(ctx, input.guid)).map(presentTag)),
  addToUser: activeProcedure.input(tagChangeInput).mutation(async ({ ctx, input }) => (await changeUserInterest(ctx, input.guid, input.tag, 'add')).map(presentTag)),
  removeFromUser: activeProcedure.input(tagChangeInput).mutation(async ({ ctx, input }) => (await changeUserInterest(ctx, input.guid, input.tag, 'remove')).map(presentTag)),
});
