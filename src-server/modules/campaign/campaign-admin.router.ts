import { guidInput } from '#shared/schemas/common.ts';
import { ADMIN_CAMPAIGNS_PAGE_SIZE, adminCampaignListInput, allSitesCampaignListInput, campaignCustomCodeInput } from '#shared/schemas/campaign.ts';
import { orgAdminProcedure, router, superAdminProcedure } from '#server/trpc/procedures.ts';
import { deleteCampaign, listCampaignsForAdmin, listCampaignsOfAllSites, listSitesForSuperAdmin, setCustomCode } from './campaign-admin.service';
import { presentHuntSite, presentSiteCampaignRow } from './campaign-admin.presenter';
import { presentCampaignRow } from './campaign.presenter';

/**
 * Campaign administration (spec 2 §2, §6), mounted as `campaign.admin`: the organisation admin's
 * hunts list and deletes, and the super admin's all hunts and custom code.
 */
export const campaignAdminRouter = router({
  /** This site's hunts, 10 a page (spec 2 §2 /organisation/admin/hunts). */
  list: orgAdminProcedure.input(adminCampaignListInput).query(async ({ ctx, input }) => {
    const { items, total } = await listCampaignsForAdmin(ctx, input);
    return { items: items.map((campaign) => presentCampaignRow(campaign)), total, page: input.page, pageSize: ADMIN_CAMPAIGNS_PAGE_SIZE, sort: input.sort };
  }),
  /** Every site's hunts with the site's name (spec 2 §2 /admin/campaigns). */
  allSites: superAdminProcedure.input(allSitesCampaignListInput).query(async ({ ctx, input }) => {
    const { items, total } = await listCampaignsOfAllSites(ctx, input);
    return {
      items: items.map((campaign) => presentSiteCampaignRow(campaign, ctx.org)),
      total,
      page: input.page,
      pageSize: ADMIN_CAMPAIGNS_PAGE_SIZE,
      sort: input.sort,
      /** The site being viewed, so the client can tell other sites' hosts from its own. */
      currentSite: presentHuntSite(ctx.org, ctx.org),
    };
  }),
  /** The sites all hunts can be narrowed to. */
  sites: superAdminProcedure.query(async ({ ctx }) => (await listSitesForSuperAdmin(ctx)).map((org) => ({ guid: org.id, name: org.name }))),
  delete: orgAdminProcedure.input(guidInput).mutation(async ({ ctx, input }) => {
    await deleteCampaign(ctx, input.guid);
    return { deleted: true };
  }),
  setCustomCode: superAdminProcedure.input(campaignCustomCodeInput).mutation(async ({ ctx, input }) => ({
    customCode: (await setCustomCode(ctx, input.slug, input.customCode)).customCode,
  })),
});
