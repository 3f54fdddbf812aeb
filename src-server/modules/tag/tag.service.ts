import { createHash } from 'node:crypto';
import type { Collection } from '@mikro-orm/core';
import { v7 as uuidv7 } from 'uuid';
import { campaignPhase } from '#shared/campaign-rules.ts';
import { hasOrgAdminRights } from '#shared/permissions.ts';
import { slugify } from '#shared/slug.ts';
import { addToCollection, addToCollectionWithin, setCollection } from '#server/db/pivot-rows.ts';
import { AppError } from '#server/errors/app-error.ts';
import type { AppContext, AuthedContext } from '#server/trpc/context.ts';
import { campaignVisibility } from '#server/modules/campaign/campaign-view.service.ts';
import { CampaignSchema, type Campaign } from '#server/entities/campaign.entity.ts';
import { TagSchema, type Tag } from '#server/entities/tag.entity.ts';
import { isGuid } from '#shared/schemas/common.ts';

/** A tag's address (/tag/{slug}); names with no letters or digits in them still get a stable one. */
export function tagSlug(name: string): string {
  return slugify(name, 80, '') || `tag-${createHash('sha256').update(name.trim().toLowerCase()).digest('hex').slice(0, 10)}`;
}

/** The site's tags with these names, created where missing (GET /tags/findorcreatetag/{name}). */
export async function findOrCreateTags(ctx: AppContext, names: string[]): Promise<Tag[]> {
  const wanted = new Map<string, string>();
  for (const name of names) wanted.set(tagSlug(name), wanted.get(tagSlug(name)) ?? name.trim());
  if (wanted.size === 0) return [];
  // Two requests creating the same new tag: the unique (organisation, slug) lets one insert win
  // and the other do nothing; both then read the row back.
  const rows = [...wanted].map(([slug, name]) => [uuidv7(), ctx.site.id, name, slug]);
  await ctx.em.getConnection().execute(
    `insert into tag (id, created_at, updated_at, organisation_id, name, slug)
     values ${rows.map(() => '(?, now(), now(), ?, ?, ?)').join(', ')}
     on conflict (organisation_id, slug) do nothing`,
    rows.flat(),
  );
  return ctx.em.find(TagSchema, { slug: { $in: [...wanted.keys()] } }, { orderBy: { name: 'asc' } });
}

/**
 * Adds or removes one tag of a loaded tag list (an idea's, a campaign's, a person's interests).
 * Removing names the tag by name, slug or guid, and a tag not there is nothing to remove; adding
 * a name already there changes nothing, a new name becomes a site tag, and past `cap` the add is
 * refused with TOO_MANY_TAGS on `cap.field`. An add is written at once, so an identical add racing
 * it finds the row rather than colliding with it; a removal is left to the caller's flush.
 */
export async function changeTagIn(ctx: AppContext, tags: Collection<Tag>, name: string, change: 'add' | 'remove', cap?: { max: number; field: string }): Promise<void> {
  const slug = tagSlug(name);
  const current = tags.getItems();
  if (change === 'remove') {
    for (const tag of current) if (tag.slug === slug || tag.id === name) tags.remove(tag);
    return;
  }
  if (current.some((tag) => tag.slug === slug)) return;
  if (cap && current.length >= cap.max) throw new AppError('TOO_MANY_TAGS', { fieldErrors: { [cap.field]: ['TOO_MANY_TAGS'] } });
  const [tag] = await findOrCreateTags(ctx, [name]);
  if (!tag) return;
  if (!cap) return addToCollection(ctx.em, tags, [tag]);
  if (!(await addToCollectionWithin(ctx.em, tags, tag, cap.max))) throw new AppError('TOO_MANY_TAGS', { fieldErrors: { [cap.field]: ['TOO_MANY_TAGS'] } });
}

export async function listTags(ctx: AppContext): Promise<Tag[]> {
  return ctx.em.find(TagSchema, {}, { orderBy: { name: 'asc', id: 'asc' } });
}

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
