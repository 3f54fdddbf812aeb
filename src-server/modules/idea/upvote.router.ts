import { upvoteToggleInput } from '#shared/schemas/upvote.ts';
import { activeProcedure, router } from '#server/trpc/procedures.ts';
import { toggleUpvote } from './upvote.service';
import { onceForKey } from '#server/modules/idempotency/idempotency.service.ts';

/** Upvotes (spec 1 §4, §8): signed in and verified; the service checks membership and the campaign's phase. */
export const upvoteRouter = router({
  // A toggle repeated by a retry would take the vote back: the key makes the retry answer the first toggle.
  toggle: activeProcedure.input(upvoteToggleInput).mutation(({ ctx, input }) => onceForKey(ctx, 'upvote.toggle', input, (ctx) => toggleUpvote(ctx, input.ideaGuid))),
});
