import type { FilterQuery } from '@mikro-orm/core';
import type { CampaignSearchInput } from '#shared/schemas/campaign-lists.ts';
import type { AppContext } from '#server/trpc/context.ts';
import { campaignVisibility, type Membership } from './campaign-view.service';
import { CampaignSchema, type Campaign } from '#server/entities/campaign.entity.ts';

export interface ListedCampaign {
  campaign: Campaign;
  membership: Membership;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

async function visibleCampaigns(ctx: AppContext, narrow: FilterQuery<Campaign>, options: { orderBy: Record<string, 'asc' | 'desc'>; limit?: number; offset?: number }) {
  const { where, membership } = await campaignVisibility(ctx);
  const [campaigns, total] = await ctx.em.findAndCount(
    CampaignSchema,
    { $and: [where, { active: true }, narrow] },
    { populate: ['photo'], orderBy: { ...options.orderBy, id: 'asc' }, limit: options.limit, offset: options.offset },
  );
  return { items: campaigns.map((campaign): ListedCampaign => ({ campaign, membership: membership.get(campaign.id) ?? null })), total };
}

/** Campaign search (GET /campaigns/search): visible, submitted campaigns whose name or brief contains the query. */
export async function searchCampaigns(ctx: AppContext, input: CampaignSearchInput) {
  const pattern = `%${escapeLike(input.query)}%`;
  const narrow: FilterQuery<Campaign> = input.query ? { $or: [{ name: { $ilike: pattern } }, { content: { $ilike: pattern } }] } : {};
  return visibleCampaigns(ctx, narrow, { orderBy: { [input.orderBy]: input.order }, limit: input.count, offset: input.offset });
}

/** The start page's campaigns (GET /guest/campaigns): featured or shown on the landing page, not yet finished. */
export async function guestCampaigns(ctx: AppContext, input: { featured?: boolean | undefined; showOnLandingPage?: boolean | undefined }) {
  const narrow: FilterQuery<Campaign> = {
    endDate: { $gt: new Date() },
    ...(input.featured ? { featured: true } : {}),
    ...(input.showOnLandingPage ? { showOnLandingPage: true } : {}),
  };
  return (await visibleCampaigns(ctx, narrow, { orderBy: { endDate: 'asc' }, limit: 50 })).items;
}

/** The visible campaigns with these slugs (GET /api/v2/campaigns/?slugs), in the order asked. */
export async function campaignsBySlugs(ctx: AppContext, slugs: string[]) {
  if (slugs.length === 0) return [];
  const { items } = await visibleCampaigns(ctx, { slug: { $in: slugs } }, { orderBy: { endDate: 'desc' } });
  return slugs.flatMap((slug) => items.filter((item) => item.campaign.slug === slug));
}
