import { guidInput } from '#shared/schemas/common.ts';
import { authedProcedure, publicProcedure, router } from '#server/trpc/procedures.ts';
import { presentMedia } from './media.presenter';
import { deleteMedia, findMedia } from './media.service';

export const mediaRouter = router({
  /** A file's current state: how the client learns a video has finished processing. */
  byGuid: publicProcedure.input(guidInput).query(async ({ ctx, input }) => presentMedia(await findMedia(ctx.em, input.guid))),
  /** Its uploader or an org admin removes a file, with all its variants. */
  delete: authedProcedure.input(guidInput).mutation(async ({ ctx, input }) => {
    await deleteMedia(ctx, input.guid);
    return { deleted: true };
  }),
});
