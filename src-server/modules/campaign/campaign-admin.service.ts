import { randomBytes } from 'node:crypto';
import type { FilterQuery, QueryOrderMap } from '@mikro-orm/core';
import { hasOrgAdminRights, isSuperAdmin } from '#shared/permissions.ts';
import { ADMIN_CAMPAIGNS_PAGE_SIZE, type AdminCampaignListInput, type AdminCampaignSort, type AllSitesCampaignListInput } from '#shared/schemas/campaign.ts';
import { TENANT_FILTER } from '#server/db/base-entity.ts';
import { AppError } from '#server/errors/app-error.ts';
import type { AuthedContext } from '#server/trpc/context.ts';
import { OrganisationSchema, type Organisation } from '#server/entities/organisation.entity.ts';
import { CampaignSchema, type Campaign } from '#server/entities/campaign.entity.ts';
import { campaignForCoach } from './campaign.service';
import { isGuid } from '#shared/schemas/common.ts';

/** A new share link (spec 2 §4): the old /invitations/campaign/{secret} stops admitting anyone. */
export async function regenerateInviteSecret(ctx: AuthedContext, slug: string): Promise<Campaign> {
  const campaign = await campaignForCoach(ctx, slug);
  campaign.inviteSecret = randomBytes(24).toString('base64url');
  await ctx.em.flush();
  return campaign;
}

/** Deleting a campaign is an admin call (spec 2 §6); its documents' links go with it. */
export async function deleteCampaign(ctx: AuthedContext, guid: string): Promise<void> {
  const campaign = isGuid(guid) ? await ctx.em.findOne(CampaignSchema, { id: guid }) : null;
  if (!campaign) throw new AppError('not-found');
  if (!hasOrgAdminRights(ctx.viewer)) throw new AppError('forbidden');
  await ctx.em.remove(campaign).flush();
}

/**
 * Super admin's custom code for a campaign (spec 2 §4); it runs sandboxed on the brief. A failure
 * to store it is the spec's ERROR_SETTING_CUSTOM_CODE rather than a generic error.
 */
export async function setCustomCode(ctx: AuthedContext, slug: string, customCode: string): Promise<Campaign> {
  if (!isSuperAdmin(ctx.viewer)) throw new AppError('forbidden');
  const campaign = await campaignForCoach(ctx, slug);
  campaign.customCode = customCode;
  try {
    await ctx.em.flush();
  } catch (error) {
    ctx.deps.logger.error({ err: error, requestId: ctx.request.id }, 'saving custom code failed');
    throw new AppError('ERROR_SETTING_CUSTOM_CODE', { cause: error });
  }
  return campaign;
}

/** Both hunts lists' order (spec 2 §9): newest end first, or by name; ties by id so pages never overlap. */
function huntsOrder(sort: AdminCampaignSort): QueryOrderMap<Campaign> {
  return sort === 'name' ? { name: 'asc', id: 'asc' } : { endDate: 'desc', id: 'desc' };
}

/** The organisation admin's hunts list (spec 2 §2, §9): this site's campaigns, 10 a page. */
export async function listCampaignsForAdmin(ctx: AuthedContext, input: AdminCampaignListInput): Promise<{ items: Campaign[]; total: number }> {
  if (!hasOrgAdminRights(ctx.viewer)) throw new AppError('forbidden');
  const [items, total] = await ctx.em.findAndCount(
    CampaignSchema,
    {},
    { populate: ['coaches'], orderBy: huntsOrder(input.sort), limit: ADMIN_CAMPAIGNS_PAGE_SIZE, offset: (input.page - 1) * ADMIN_CAMPAIGNS_PAGE_SIZE },
  );
  return { items, total };
}

/**
 * The super admin's all hunts (spec 2 §2): campaigns of every site, with their site. The one
 * deliberate exception to tenant scoping, so it switches off only the tenant filter, only here,
 * and only after checking the viewer (the procedure tier checks too).
 */
export async function listCampaignsOfAllSites(ctx: AuthedContext, input: AllSitesCampaignListInput): Promise<{ items: Campaign[]; total: number }> {
  if (!isSuperAdmin(ctx.viewer)) throw new AppError('forbidden');
  const where: FilterQuery<Campaign> = {};
  if (input.siteGuid) where.organisation = input.siteGuid;
  // "Running at some point in the period": ends after it starts and starts before it ends.
  if (input.startDate) where.endDate = { $gte: input.startDate };
  if (input.endDate) where.startDate = { $lte: input.endDate };
  const [items, total] = await ctx.em.findAndCount(CampaignSchema, where, {
    populate: ['coaches', 'organisation'],
    // The coaches are users of the campaign's own site: the filter is off for their loading too.
    filters: { [TENANT_FILTER]: false },
    orderBy: huntsOrder(input.sort),
    limit: ADMIN_CAMPAIGNS_PAGE_SIZE,
    offset: (input.page - 1) * ADMIN_CAMPAIGNS_PAGE_SIZE,
  });
  return { items, total };
}

/** Every site, by name: what the super admin's all hunts can be narrowed to. */
export async function listSitesForSuperAdmin(ctx: AuthedContext): Promise<Organisation[]> {
  if (!isSuperAdmin(ctx.viewer)) throw new AppError('forbidden');
  return ctx.em.find(OrganisationSchema, {}, { orderBy: { name: 'asc', id: 'asc' } });
}
