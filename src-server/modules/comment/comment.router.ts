import { commentCreateInput, commentGuidInput, commentListInput, commentUpdateInput } from '../../../src-shared/schemas/comment';
import { activeProcedure, publicProcedure, router } from '../../trpc/procedures';
import { presentComment, presentThread } from './comment.presenter';
import { createComment, deleteComment, listComments, updateComment } from './comment.service';
import { onceForKey } from '../idempotency/idempotency.service';

/** Comments on an idea (spec 1 §4, §6, §8): read by whoever sees the idea; written by verified users. */
export const commentRouter = router({
  list: publicProcedure.input(commentListInput).query(async ({ ctx, input }) => presentThread(await listComments(ctx, input.ideaGuid), ctx.viewer)),
  create: activeProcedure.input(commentCreateInput).mutation(({ ctx, input }) => onceForKey(ctx, 'comment.create', input, async (ctx) => presentComment(await createComment(ctx, input), ctx.viewer))),
  update: activeProcedure.input(commentUpdateInput).mutation(async ({ ctx, input }) => presentComment(await updateComment(ctx, input), ctx.viewer)),
  delete: activeProcedure.input(commentGuidInput).mutation(({ ctx, input }) => deleteComment(ctx, input.guid)),
});
