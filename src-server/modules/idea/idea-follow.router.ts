import { ideaFollowSetInput, ideaFollowStateInput } from '#shared/schemas/follow.ts';
import { authedProcedure, router } from '#server/trpc/procedures.ts';
import { ideaFollowState, setIdeaFollow } from './idea-follow.service';

/** The idea page's follow button (issue 34): any signed-in viewer the idea is visible to. */
export const ideaFollowRouter = router({
  state: authedProcedure.input(ideaFollowStateInput).query(({ ctx, input }) => ideaFollowState(ctx, input.ideaGuid)),
  // Setting (not toggling) makes a retried request harmless, so it needs no idempotency key.
  set: authedProcedure.input(ideaFollowSetInput).mutation(({ ctx, input }) => setIdeaFollow(ctx, input)),
});
