import { z } from 'zod';
import { isGuid } from './common';

/**
 * The tab's one realtime stream (realtime.viewer): the signed-in viewer's own events, plus those
 * of the idea the tab shows, if any, or of the stage whose consensus a coach follows. One stream per tab, because browsers allow only six
 * connections per host over HTTP/1.1 and every open stream holds one.
 */
export const realtimeViewerInput = z.object({
  ideaGuid: z.string().trim().refine(isGuid, 'invalid-input').optional(),
  stageGuid: z.string().trim().refine(isGuid, 'invalid-input').optional(),
});
export type RealtimeViewerInput = z.infer<typeof realtimeViewerInput>;
