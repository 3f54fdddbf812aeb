import { upvoteToggleInput } from '../../../src-shared/schemas/upvote';
import { activeProcedure, router } from '../../trpc/procedures';
import { toggleUpvote } from './upvote.service';

/** Upvotes (spec 1 §4, §8): signed in and verified; the service checks membership and the campaign's phase. */
export const upvoteRouter = router({
  toggle: activeProcedure.input(upvoteToggleInput).mutation(({ ctx, input }) => toggleUpvote(ctx, input.ideaGuid)),
});
