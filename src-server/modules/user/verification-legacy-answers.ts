import { z } from 'zod';

/** The `result` of each legacy verification route (of each entry, for a list), for the OpenAPI document; loose objects, as an answer may carry more. */

/** GET /user-verification/send */
export const getUserVerificationSendAnswer = z.looseObject({
  status: z.string(),
});
