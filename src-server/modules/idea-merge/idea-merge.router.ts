import { campaignMergesInput, ideaMergeAnswerInput, ideaMergeGuidInput, ideaMergeProposeInput, ideaMergesOfIdeaInput, ideaMergeVoteInput } from '#shared/schemas/idea-merge.ts';
import { activeProcedure, publicProcedure, router } from '#server/trpc/procedures.ts';
import type { IdeaMerge } from '#server/entities/idea-merge.entity.ts';
import { campaignMerges, mergesOfIdea } from './idea-merge.queries';
import { answerMerge, answerVoteQuestion, proposeMerge, unmerge, withdrawMerge } from './idea-merge.service';

/** A merge as its actions answer it: where it stands now. */
function presentMerge(merge: IdeaMerge) {
  return { mergeGuid: merge.id, status: merge.status, sourceGuid: merge.source.id, targetGuid: merge.target.id };
}

/**
 * Duplicate ideas merged with consent (issue 23): coaches propose, withdraw and unmerge; the
 * merged idea's authors answer; its upvoters say where their vote goes. The rules are in the service.
 */
export const ideaMergeRouter = router({
  ofIdea: publicProcedure.input(ideaMergesOfIdeaInput).query(({ ctx, input }) => mergesOfIdea(ctx, input.ideaGuid)),
  byCampaign: activeProcedure.input(campaignMergesInput).query(({ ctx, input }) => campaignMerges(ctx, input.campaignSlug)),
  propose: activeProcedure.input(ideaMergeProposeInput).mutation(async ({ ctx, input }) => presentMerge(await proposeMerge(ctx, input))),
  answer: activeProcedure.input(ideaMergeAnswerInput).mutation(async ({ ctx, input }) => presentMerge(await answerMerge(ctx, input))),
  withdraw: activeProcedure.input(ideaMergeGuidInput).mutation(async ({ ctx, input }) => presentMerge(await withdrawMerge(ctx, input.mergeGuid))),
  unmerge: activeProcedure.input(ideaMergeGuidInput).mutation(async ({ ctx, input }) => presentMerge(await unmerge(ctx, input.mergeGuid))),
  answerVote: activeProcedure.input(ideaMergeVoteInput).mutation(async ({ ctx, input }) => presentMerge(await answerVoteQuestion(ctx, input))),
});
