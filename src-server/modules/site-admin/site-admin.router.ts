import { siteBySlugInput, siteCreateInput, siteUpdateInput } from '#shared/schemas/sites.ts';
import { router, superAdminProcedure } from '#server/trpc/procedures.ts';
import { presentSite } from './site-admin.presenter';
import { createSite, listSites, siteBySlug, updateSite } from './site-admin.service';
import { onceForKey } from '#server/modules/idempotency/idempotency.service.ts';

/** The super admin's sites (spec 2 §2 /admin/sites, /admin/sites/add, /admin/sites/{slug}): super admins only. */
export const siteAdminRouter = router({
  list: superAdminProcedure.query(async ({ ctx }) => (await listSites(ctx)).map((org) => presentSite(org, ctx.deps.publicUrl))),
  bySlug: superAdminProcedure.input(siteBySlugInput).query(async ({ ctx, input }) => presentSite(await siteBySlug(ctx, input.slug), ctx.deps.publicUrl)),
  create: superAdminProcedure.input(siteCreateInput).mutation(({ ctx, input }) => onceForKey(ctx, 'sites.create', input, async (ctx) => presentSite(await createSite(ctx, input), ctx.deps.publicUrl))),
  update: superAdminProcedure.input(siteUpdateInput).mutation(async ({ ctx, input }) => presentSite(await updateSite(ctx, input), ctx.deps.publicUrl)),
});
