import { realtimeViewerInput } from '#shared/schemas/realtime.ts';
import { publicProcedure, router } from '#server/trpc/procedures.ts';
import { viewerStream } from './realtime-streams';

/**
 * Server-sent event streams (ARCHITECTURE §6); each event comes from any server process via
 * LISTEN/NOTIFY. One stream per tab: over HTTP/1.1 each holds one of the browser's six
 * connections to the host, so a stream per topic let a few tabs starve the others.
 */
export const realtimeRouter = router({
  viewer: publicProcedure.input(realtimeViewerInput).subscription(({ ctx, input, signal }) => viewerStream(ctx, input, signal)),
});
