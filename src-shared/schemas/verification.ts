import { z } from 'zod';

/** The token of a verification link (/user-verification/approved?token=…), checked by the server. */
export const verificationConfirmInput = z.object({ token: z.string().trim().min(1).max(2000) });
export type VerificationConfirmInput = z.infer<typeof verificationConfirmInput>;
