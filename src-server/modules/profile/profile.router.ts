import { guidInput } from '#shared/schemas/common.ts';
import { profileUpdateInput } from '#shared/schemas/profile.ts';
import { authedProcedure, publicProcedure, router } from '#server/trpc/procedures.ts';
import { requestAccountDeletion } from '#server/modules/user/account-deletion.service.ts';
import { presentOwnProfile, presentPublicProfile } from './profile.presenter';
import { loadProfile, updateOwnProfile } from './profile.service';

/** Profiles (spec 3 §2 /profile, /profile/edit, /user/{guid}) and leaving the site. */
export const profileRouter = router({
  /** The signed-in user's own profile, with what only they see. Any status: an unverified user has one too. */
  own: authedProcedure.query(async ({ ctx }) => presentOwnProfile(await loadProfile(ctx, ctx.viewer.id), ctx.viewerFacts, ctx.site.settings)),
  /** Anyone's profile on this site, as this viewer may see it. */
  byGuid: publicProcedure.input(guidInput).query(async ({ ctx, input }) => presentPublicProfile(await loadProfile(ctx, input.guid), ctx.viewerFacts, ctx.site.settings)),
  update: authedProcedure.input(profileUpdateInput).mutation(async ({ ctx, input }) => {
    await updateOwnProfile(ctx, input);
    return presentOwnProfile(await loadProfile(ctx, ctx.viewer.id), ctx.viewerFacts, ctx.site.settings);
  }),
  /** Deletes the own account, as far as a user can: it waits for an admin, signed out everywhere. */
  deleteAccount: authedProcedure.mutation(({ ctx }) => requestAccountDeletion(ctx)),
});
