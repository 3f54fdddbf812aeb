import { z } from 'zod';
import { redirectPathSchema } from '../../../src-shared/schemas/common';

/** Search of /login and /signup: ?redirect= is kept only when it is a path on this site. */
export const authSearchSchema = z.object({
  redirect: redirectPathSchema.optional().catch(undefined),
});
