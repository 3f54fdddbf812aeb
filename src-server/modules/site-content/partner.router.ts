import { guidInput } from '#shared/schemas/common.ts';
import { partnerCreateInput, partnerUpdateInput } from '#shared/schemas/partners.ts';
import { orgAdminProcedure, publicProcedure, router } from '#server/trpc/procedures.ts';
import { presentPartner } from './partner.presenter';
import { createPartner, deletePartner, getPartner, listPartners, updatePartner } from './partner.service';
import { onceForKey } from '#server/modules/idempotency/idempotency.service.ts';

/**
 * The site's partners (spec 2 §2 /organisation/admin/partners). Reading is public, as the
 * landing page shows them (legacy GET /partners/organisation/{guid}); only admins change them.
 */
export const partnerRouter = router({
  list: publicProcedure.query(async ({ ctx }) => (await listPartners(ctx)).map(presentPartner)),
  byGuid: publicProcedure.input(guidInput).query(async ({ ctx, input }) => presentPartner(await getPartner(ctx, input.guid))),
  create: orgAdminProcedure.input(partnerCreateInput).mutation(({ ctx, input }) => onceForKey(ctx, 'partner.create', input, async (ctx) => presentPartner(await createPartner(ctx, input)))),
  update: orgAdminProcedure.input(partnerUpdateInput).mutation(async ({ ctx, input }) => presentPartner(await updatePartner(ctx, input))),
  delete: orgAdminProcedure.input(guidInput).mutation(async ({ ctx, input }) => {
    await deletePartner(ctx, input.guid);
    return { deleted: true };
  }),
});
