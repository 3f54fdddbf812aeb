import { verificationConfirmInput } from '#shared/schemas/verification.ts';
import { authedProcedure, publicProcedure, router } from '#server/trpc/procedures.ts';
import { confirmVerification, sendVerificationMail } from './verification.service';

/** Account verification (spec 3 §2 /user-verification/*, §4 verification mail). */
export const verificationRouter = router({
  /** Inactive users are exactly who calls this, so it must not require an active account. */
  send: authedProcedure.mutation(({ ctx }) => sendVerificationMail(ctx)),
  confirm: publicProcedure.input(verificationConfirmInput).mutation(({ ctx, input }) => confirmVerification(ctx, input.token)),
});
