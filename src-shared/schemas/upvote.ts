import { z } from 'zod';
import { guidSchema } from './common';

/** A record (idea, feedback, comment) addressed by its guid. */
export const recordGuid = guidSchema;

export const upvoteToggleInput = z.object({ ideaGuid: recordGuid });
export type UpvoteToggleInput = z.infer<typeof upvoteToggleInput>;
