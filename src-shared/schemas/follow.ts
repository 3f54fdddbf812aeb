import { z } from 'zod';
import { guidSchema } from './common';

/** Whether the viewer follows an idea (issue 34). */
export const ideaFollowStateInput = z.object({ ideaGuid: guidSchema });
export type IdeaFollowStateInput = z.infer<typeof ideaFollowStateInput>;

/** The follow button's choice on an idea. */
export const ideaFollowSetInput = ideaFollowStateInput.extend({ following: z.boolean() });
export type IdeaFollowSetInput = z.infer<typeof ideaFollowSetInput>;

/** Whether the viewer follows a campaign (issue 34). */
export const campaignFollowStateInput = z.object({ campaignSlug: z.string().trim().min(1).max(200) });
export type CampaignFollowStateInput = z.infer<typeof campaignFollowStateInput>;

/** The follow button's choice on a campaign. */
export const campaignFollowSetInput = campaignFollowStateInput.extend({ following: z.boolean() });
export type CampaignFollowSetInput = z.infer<typeof campaignFollowSetInput>;
