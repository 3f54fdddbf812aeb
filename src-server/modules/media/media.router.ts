import { z } from 'zod';
import { authedProcedure, publicProcedure, router } from '../../trpc/procedures';
import { presentMedia } from './media.presenter';
import { deleteMedia, findMedia } from './media.service';

const byGuid = z.object({ guid: z.string().max(64) });

export const mediaRouter = router({
  /** A file's current state: how the client learns a video has finished processing. */
  byGuid: publicProcedure.input(byGuid).query(async ({ ctx, input }) => presentMedia(await findMedia(ctx.em, input.guid))),
  /** Its uploader or an org admin removes a file, with all its variants. */
  delete: authedProcedure.input(byGuid).mutation(async ({ ctx, input }) => {
    await deleteMedia(ctx, input.guid);
    return { deleted: true };
  }),
});
