import { notificationPreferencesSchema, type NotificationPreferences } from '#shared/schemas/notification-preferences.ts';
import { authedProcedure, router } from '#server/trpc/procedures.ts';
import { preferencesOf, savePreferences } from './notification-preferences.service';

/** The profile's preference centre (issue 34 item 5): how the viewer hears of each kind of event, and how often their digest comes. */
export const notificationPreferencesRouter = router({
  own: authedProcedure.query(({ ctx }) => preferencesOf(ctx.em, ctx.site.id, ctx.viewer.id)),
  save: authedProcedure.input(notificationPreferencesSchema).mutation(async ({ ctx, input }) => {
    await savePreferences(ctx.em, ctx.site.id, ctx.viewer.id, input as NotificationPreferences);
    return preferencesOf(ctx.em, ctx.site.id, ctx.viewer.id);
  }),
});
