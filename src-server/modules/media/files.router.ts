import { guidInput } from '#shared/schemas/common.ts';
import { fileUpdateInput, filesListInput } from '#shared/schemas/files.ts';
import { orgAdminProcedure, router } from '#server/trpc/procedures.ts';
import { deleteAdminFile, getAdminFile, listAdminFiles, updateAdminFile } from './files.service';
import { presentAdminFile } from './media.presenter';

/** The organisation admin's files (spec 2 §2 /organisation/admin/files). Uploads go to /media/upload. */
export const filesRouter = router({
  list: orgAdminProcedure.input(filesListInput).query(async ({ ctx, input }) => {
    const { items, total } = await listAdminFiles(ctx, input);
    return { items: items.map(presentAdminFile), total, page: input.page, pageSize: input.pageSize };
  }),
  byGuid: orgAdminProcedure.input(guidInput).query(async ({ ctx, input }) => presentAdminFile(await getAdminFile(ctx, input.guid))),
  update: orgAdminProcedure.input(fileUpdateInput).mutation(async ({ ctx, input }) => presentAdminFile(await updateAdminFile(ctx, input))),
  delete: orgAdminProcedure.input(guidInput).mutation(async ({ ctx, input }) => {
    await deleteAdminFile(ctx, input.guid);
    return { deleted: true };
  }),
});
