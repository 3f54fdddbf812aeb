import { feedbackCreateInput, feedbackGuidInput, feedbackListInput, feedbackUpdateInput } from '#shared/schemas/feedback.ts';
import { activeProcedure, publicProcedure, router } from '#server/trpc/procedures.ts';
import { feedbackFactsOf, presentFeedback } from './feedback.presenter';
import { createFeedback, deleteFeedback, feedbackMentionSuggestions, listFeedback, updateFeedback } from './feedback.service';
import { mentionSuggestionsInput } from '#shared/schemas/mentions.ts';
import { onceForKey } from '#server/modules/idempotency/idempotency.service.ts';

/** Feedback on an idea (spec 1 §4, §6, §8): read by whoever sees the idea, filtered per viewer; written by verified users. */
export const feedbackRouter = router({
  list: publicProcedure.input(feedbackListInput).query(async ({ ctx, input }) => {
    const { items, audience } = await listFeedback(ctx, input.ideaGuid);
    return items.map((feedback) => presentFeedback(feedback, audience));
  }),
  create: activeProcedure.input(feedbackCreateInput).mutation(({ ctx, input }) =>
    onceForKey(ctx, 'feedback.create', input, async (ctx) => {
      const { feedback, audience } = await createFeedback(ctx, input);
      return presentFeedback(feedbackFactsOf(feedback), audience);
    }),
  ),
  update: activeProcedure.input(feedbackUpdateInput).mutation(async ({ ctx, input }) => {
    const { feedback, audience } = await updateFeedback(ctx, input);
    return presentFeedback(feedbackFactsOf(feedback), audience);
  }),
  delete: activeProcedure.input(feedbackGuidInput).mutation(({ ctx, input }) => deleteFeedback(ctx, input.guid)),
  /** People the writer of feedback on the idea may `@mention`: those who may read it (issue 34 item 6). */
  mentionSuggestions: activeProcedure.input(mentionSuggestionsInput).query(({ ctx, input }) => feedbackMentionSuggestions(ctx, input)),
});
