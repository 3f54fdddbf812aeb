import { duplicatePairInput, duplicatePairsInput } from '#shared/schemas/idea-duplicates.ts';
import { activeProcedure, authedProcedure, router } from '#server/trpc/procedures.ts';
import { dismissPair, possibleDuplicates, restorePair } from './duplicate-pairs.service';
import { presentDuplicatePairs } from './idea-duplicates.presenter';

/** A campaign's possible duplicates (issue 23): its coaches and admins review them. */
export const ideaDuplicatesRouter = router({
  list: authedProcedure.input(duplicatePairsInput).query(async ({ ctx, input }) => presentDuplicatePairs(await possibleDuplicates(ctx, input))),
  /** "Not a duplicate": remembered, so the pair is not offered again. */
  dismiss: activeProcedure.input(duplicatePairInput).mutation(async ({ ctx, input }) => {
    await dismissPair(ctx, input);
    return { dismissed: true };
  }),
  /** Undo of a dismissal. */
  restore: activeProcedure.input(duplicatePairInput).mutation(async ({ ctx, input }) => {
    await restorePair(ctx, input);
    return { dismissed: false };
  }),
});
