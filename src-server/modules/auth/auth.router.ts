import { externalLinkStartInput, forgotPasswordInput, loginInput, resetPasswordInput, signupInput } from '#shared/schemas/auth.ts';
import { authedProcedure, publicProcedure, router } from '#server/trpc/procedures.ts';
import type { AppContext } from '#server/trpc/context.ts';
import { login, logout, type SignedIn } from './auth.service';
import { startExternalLink } from './external-link.service';
import { presentViewerOf } from './present-viewer-of';
import { requestPasswordReset, resetPassword } from './password-reset.service';
import { signup } from './signup.service';

async function presentSignedIn(ctx: AppContext, result: SignedIn) {
  return { user: { ...(await presentViewerOf(ctx, result.user)), ...result.credentials }, postLogin: result.postLogin };
}

export const authRouter = router({
  /** The signed-in viewer, or null. */
  me: publicProcedure.query(async ({ ctx }) => (ctx.viewer ? presentViewerOf(ctx, ctx.viewer) : null)),
  signup: publicProcedure.input(signupInput).mutation(async ({ ctx, input }) => presentSignedIn(ctx, await signup(ctx, input))),
  login: publicProcedure.input(loginInput).mutation(async ({ ctx, input }) => presentSignedIn(ctx, await login(ctx, input))),
  /** Forgotten password: mails a reset link. */
  requestPasswordReset: publicProcedure.input(forgotPasswordInput).mutation(({ ctx, input }) => requestPasswordReset(ctx, input)),
  /** Sets a new password from a reset link's token. */
  resetPassword: publicProcedure.input(resetPasswordInput).mutation(({ ctx, input }) => resetPassword(ctx, input)),
  /** Where the browser goes to link the site's own sign-in provider (OAuth2 or OpenID Connect) to the signed-in account. */
  externalLinkStart: authedProcedure.input(externalLinkStartInput).mutation(({ ctx, input }) => startExternalLink(ctx, input?.source ?? 'oauth2')),
  logout: publicProcedure.mutation(async ({ ctx }) => {
    await logout(ctx);
    return { loggedOut: true };
  }),
});
