import { campaignPhase } from '#shared/campaign-rules.ts';
import { hasOrgAdminRights } from '#shared/permissions.ts';
import { isGuid } from '#shared/schemas/common.ts';
import { setCollection } from '#server/db/pivot-rows.ts';
import { AppError } from '#server/errors/app-error.ts';
import type { AppContext, AuthedContext } from '#server/trpc/context.ts';
import { CampaignSchema, type Campaign } from '#server/entities/campaign.entity.ts';
import { TagSchema, type Tag } from '#server/entities/tag.entity.ts';
import { changeTagIn, findOrCreateTags } from '#server/modules/tag/tag.service.ts';
import { campaignVisibility } from './campaign-view.service';

/** Tags on campaigns are the admins' (spec 1 §2: "admins see tags"). */
async function campaignForTagging(ctx: AuthedContext, guid: string): Promise<Campaign> {
  if (!hasOrgAdminRights(ctx.viewer)) throw new AppError('forbidden');
  const campaign = isGuid(guid) ? await ctx.em.findOne(CampaignSchema, { id: guid }, { populate: ['tags'] }) : null;
  if (!campaign) throw new AppError('not-found');
  return campaign;
}

/** Replaces a campaign's tags with these names (POST /campaigns/{guid}/tags). */
export async function setCampaignTags(ctx: AuthedContext, guid: string, names: string[]): Promise<Campaign> {
  const campaign = await campaignForTagging(ctx, guid);
  await setCollection(ctx.em, campaign.tags, await findOrCreateTags(ctx, names));
  return campaign;
}

/** Adds or removes one tag (POST and DELETE /coach/campaign/{guid}/tag/{tag}). */
export async function changeCampaignTag(ctx: AuthedContext, guid: string, name: string, change: 'add' | 'remove'): Promise<Campaign> {
  const campaign = await campaignForTagging(ctx, guid);
  await changeTagIn(ctx, campaign.tags, name, change);
  await ctx.em.flush();
  return campaign;
}

/**
 * The /tag/{tagslug} page (spec 1 §2): campaigns with this tag that the viewer may see, running
 * ones first then finished ones; upcoming campaigns and drafts are left out.
 */
export async function campaignsWithTag(ctx: AppContext, slug: string): Promise<{ tag: Tag; campaigns: Campaign[] }> {
  const tag = await ctx.em.findOne(TagSchema, { slug });
  if (!tag) throw new AppError('not-found');
  const { where } = await campaignVisibility(ctx);
  const now = new Date();
  const campaigns = await ctx.em.find(CampaignSchema, { $and: [where, { tags: tag.id, active: true, startDate: { $lte: now } }] }, { populate: ['photo'], orderBy: { endDate: 'desc', id: 'asc' } });
  const running = campaigns.filter((campaign) => campaignPhase(campaign, now) === 'active').reverse();
  return { tag, campaigns: [...running, ...campaigns.filter((campaign) => campaignPhase(campaign, now) === 'finished')] };
}

/** Similar campaigns (spec 1 §8): others the viewer may see sharing tags with this one, most shared tags first. */
export async function similarCampaigns(ctx: AppContext, campaign: Campaign, limit = 4): Promise<Campaign[]> {
  const tagIds = campaign.tags.getItems().map((tag) => tag.id);
  if (tagIds.length === 0) return [];
  const { where } = await campaignVisibility(ctx);
  const now = new Date();
  const candidates = await ctx.em.find(
    CampaignSchema,
    { $and: [where, { id: { $ne: campaign.id }, tags: { $in: tagIds }, active: true, startDate: { $lte: now } }] },
    { populate: ['photo', 'tags'], orderBy: { endDate: 'desc', id: 'asc' }, limit: 50 },
  );
  const shared = (other: Campaign) => other.tags.getItems().filter((tag) => tagIds.includes(tag.id)).length;
  return candidates.sort((a, b) => shared(b) - shared(a)).slice(0, limit);
}
