import { z } from 'zod';
import { guidSchema } from './common';

/** Whether the viewer follows an idea (issue 34). */
export const ideaFollowStateInput = z.object({ ideaGuid: guidSchema });
export type IdeaFollowStateInput = z.infer<typeof ideaFollowStateInput>;

/** The follow button's choice on an idea. */
export const ideaFollowSetInput = ideaFollowStateInput.extend({ following: z.boolean() });
export type IdeaFollowSetInput = z.infer<typeof ideaFollowSetInput>;
