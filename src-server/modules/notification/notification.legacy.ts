import { AppError } from '#server/errors/app-error.ts';
import { requireViewer } from '#server/trpc/context.ts';
import type { LegacyRouteTable } from '#server/legacy/legacy-routes.ts';
import { z } from 'zod';
import { getUpdatesAnswer, postUserFeedAnswer } from './notification-legacy-answers';

/** Notification routes of spec 1 §7: the feed, and marking it all read. */
export function notificationLegacyRoutes(table: LegacyRouteTable): void {
  table.route('GET', '/updates', ({ caller }) => caller.notification.feed(), { doc: { response: getUpdatesAnswer, summary: "The notification feed" } });
  table.route('POST', '/user/feed', ({ caller, ctx, body }) => {
    // A visitor hears to sign in, as from the procedure, before what the body lacks.
    requireViewer(ctx);
    // The only thing this route does; form-encoded clients send the flag as text.
    if (body.markAllAsRead !== true && body.markAllAsRead !== 'true') throw new AppError('invalid-input', { fieldErrors: { markAllAsRead: ['invalid-input'] } });
    return caller.notification.markAllRead();
  }, { doc: { response: postUserFeedAnswer, summary: "Mark every notification read", body: z.object({ markAllAsRead: z.union([z.literal(true), z.literal('true')]) }) } });
}
