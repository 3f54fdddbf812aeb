import { loginInput, signupInput } from '../../../src-shared/schemas/auth';
import { publicProcedure, router } from '../../trpc/procedures';
import { presentViewer } from '../user/user.presenter';
import { login, logout, signup, type SignedIn } from './auth.service';

function presentSignedIn(result: SignedIn, org: Parameters<typeof presentViewer>[1]) {
  return { user: { ...presentViewer(result.user, org), ...result.credentials }, postLogin: result.postLogin };
}

export const authRouter = router({
  /** The signed-in viewer, or null. */
  me: publicProcedure.query(({ ctx }) => (ctx.viewer ? presentViewer(ctx.viewer, ctx.org) : null)),
  signup: publicProcedure.input(signupInput).mutation(async ({ ctx, input }) => presentSignedIn(await signup(ctx, input), ctx.org)),
  login: publicProcedure.input(loginInput).mutation(async ({ ctx, input }) => presentSignedIn(await login(ctx, input), ctx.org)),
  logout: publicProcedure.mutation(async ({ ctx }) => {
    await logout(ctx);
    return { loggedOut: true };
  }),
});
