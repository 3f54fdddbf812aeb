import { z } from 'zod';

/** A record (idea, feedback, comment) addressed by its guid. */
export const recordGuid = z.string().trim().min(1, 'ERROR_REQUIRED').max(64, 'invalid-input');

export const upvoteToggleInput = z.object({ ideaGuid: recordGuid });
export type UpvoteToggleInput = z.infer<typeof upvoteToggleInput>;
