import { authedProcedure, router } from '#server/trpc/procedures.ts';
import { countUnread, feed, markAllRead } from './notification.service';
import { presentNotification } from './notification.presenter';

/** The notification panel (spec 1 §4): the feed, the bell's count, and reading them all. */
export const notificationRouter = router({
  feed: authedProcedure.query(async ({ ctx }) => (await feed(ctx)).map(presentNotification)),
  /** No input on purpose: the realtime subscription writes fresh counts into this query's cache. */
  unreadCount: authedProcedure.query(({ ctx }) => countUnread(ctx.em, ctx.viewer.id)),
  markAllRead: authedProcedure.mutation(async ({ ctx }) => ({ marked: await markAllRead(ctx) })),
});
