import { commentCreateInput, commentGuidInput, commentListInput, commentUpdateInput } from '#shared/schemas/comment.ts';
import { activeProcedure, publicProcedure, router } from '#server/trpc/procedures.ts';
import { presentComment, presentThread } from './comment.presenter';
import { commentMentionSuggestions, createComment, deleteComment, listComments, updateComment } from './comment.service';
import { mentionSuggestionsInput } from '#shared/schemas/mentions.ts';
import { onceForKey } from '#server/modules/idempotency/idempotency.service.ts';

/** Comments on an idea (spec 1 §4, §6, §8): read by whoever sees the idea; written by verified users. */
export const commentRouter = router({
  list: publicProcedure.input(commentListInput).query(async ({ ctx, input }) => presentThread(await listComments(ctx, input.ideaGuid), ctx.viewer)),
  create: activeProcedure.input(commentCreateInput).mutation(({ ctx, input }) => onceForKey(ctx, 'comment.create', input, async (ctx) => presentComment(await createComment(ctx, input), ctx.viewer))),
  update: activeProcedure.input(commentUpdateInput).mutation(async ({ ctx, input }) => presentComment(await updateComment(ctx, input), ctx.viewer)),
  delete: activeProcedure.input(commentGuidInput).mutation(({ ctx, input }) => deleteComment(ctx, input.guid)),
  /** People the writer of a comment on the idea may `@mention` (issue 34 item 6). */
  mentionSuggestions: activeProcedure.input(mentionSuggestionsInput).query(({ ctx, input }) => commentMentionSuggestions(ctx, input)),
});
