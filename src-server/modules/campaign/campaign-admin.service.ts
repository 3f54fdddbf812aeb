import { randomBytes } from 'node:crypto';
import { hasOrgAdminRights, isSuperAdmin } from '../../../src-shared/permissions';
import { ADMIN_CAMPAIGNS_PAGE_SIZE } from '../../../src-shared/schemas/campaign';
import { AppError } from '../../errors/app-error';
import type { AuthedContext } from '../../trpc/context';
import { CampaignSchema, type Campaign } from './campaign.entity';
import { campaignForCoach } from './campaign.service';

/** A new share link (spec 2 §4): the old /invitations/campaign/{secret} stops admitting anyone. */
export async function regenerateInviteSecret(ctx: AuthedContext, slug: string): Promise<Campaign> {
  const campaign = await campaignForCoach(ctx, slug);
  campaign.inviteSecret = randomBytes(24).toString('base64url');
  await ctx.em.flush();
  return campaign;
}

/** Deleting a campaign is an admin call (spec 2 §6); its documents' links go with it. */
export async function deleteCampaign(ctx: AuthedContext, guid: string): Promise<void> {
  const campaign = /^[0-9a-f-]{36}$/i.test(guid) ? await ctx.em.findOne(CampaignSchema, { id: guid }) : null;
  if (!campaign) throw new AppError('not-found');
  if (!hasOrgAdminRights(ctx.viewer)) throw new AppError('forbidden');
  await ctx.em.remove(campaign).flush();
}

/** Super admin's custom code for a campaign (spec 2 §4); it runs sandboxed in the client. */
export async function setCustomCode(ctx: AuthedContext, slug: string, customCode: string): Promise<Campaign> {
  if (!isSuperAdmin(ctx.viewer)) throw new AppError('forbidden');
  const campaign = await campaignForCoach(ctx, slug);
  campaign.customCode = customCode;
  await ctx.em.flush();
  return campaign;
}

/** The organisation admin's hunts list (spec 2 §2, §9): 10 a page, by end date (newest first) or name. */
export async function listCampaignsForAdmin(ctx: AuthedContext, input: { page: number; sort: 'endDate' | 'name' }): Promise<{ items: Campaign[]; total: number }> {
  if (!hasOrgAdminRights(ctx.viewer)) throw new AppError('forbidden');
  const [items, total] = await ctx.em.findAndCount(
    CampaignSchema,
    {},
    {
      populate: ['coaches', 'photo'],
      orderBy: input.sort === 'name' ? { name: 'asc', id: 'asc' } : { endDate: 'desc', id: 'desc' },
      limit: ADMIN_CAMPAIGNS_PAGE_SIZE,
      offset: (input.page - 1) * ADMIN_CAMPAIGNS_PAGE_SIZE,
    },
  );
  return { items, total };
}
